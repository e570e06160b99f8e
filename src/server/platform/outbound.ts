/**
 * The one guarded way out (#25, ADR 045): every request to an address a user supplied (a
 * Matrix user id's domain, a well-known document, a bridge URL, a deploy domain) goes
 * through `createOutbound().fetch`. It
 * - takes a base (scheme http/https, host, port, path) and a path of ours, never a whole
 *   URL: a base with a query, a fragment or userinfo is refused (`?x#` once cut our API
 *   path off and sent the request to an internal admin URL);
 * - refuses loopback, private, link-local, CGNAT, multicast, reserved and metadata
 *   addresses (IPv4 and IPv6, mapped and NAT64 forms too), checked on the address the
 *   socket connects to (the `lookup` of node:http), so DNS rebinding does not pass;
 * - refuses redirects (a 3xx is an error), caps the answer's size and the call's time;
 * - throws only `OutboundError`, whose message is ours: never an upstream body or status.
 *
 * Reaching a local service is the operator's choice: `OUTBOUND_ALLOW_PRIVATE` CIDRs, and
 * the origins of configured URLs (MATRIX_HOMESERVER_URL, MATRIX_BRIDGE_*_URL), each trusted
 * only for the purpose it was configured for: the caller says the purpose (`init.purpose`).
 * NOTE: an origin is never trusted for every call. A user's well-known document can name
 * the internal bridge URL as their homeserver; that call carries the user's token to a
 * service they chose, so it gets the range check like any other address.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';
import { AppError } from '../errors';

export type OutboundErrorKind = 'not_allowed' | 'redirect' | 'unreachable' | 'timeout' | 'aborted' | 'too_large';

const MESSAGES: Record<OutboundErrorKind, [number, string, string]> = {
  not_allowed: [400, 'address_not_allowed', 'That address is not allowed.'],
  redirect: [400, 'redirect_refused', 'That server answered with a redirect, which is not followed.'],
  unreachable: [502, 'upstream_unreachable', 'The server could not be reached.'],
  timeout: [504, 'upstream_timeout', 'The server did not answer in time.'],
  aborted: [502, 'upstream_unreachable', 'The request was cancelled.'],
  too_large: [502, 'upstream_too_large', 'The server sent an answer that is too large.'],
};

/** A refused or failed outbound request. An AppError, so one that escapes answers with our words. */
export class OutboundError extends AppError {
  constructor(readonly kind: OutboundErrorKind) {
    const [status, code, message] = MESSAGES[kind];
    super(status, code, message);
    this.name = 'OutboundError';
  }
  /** The address itself is refused (not a network failure): a clear 4xx for the user. */
  get refused(): boolean {
    return this.kind === 'not_allowed' || this.kind === 'redirect';
  }
}

/**
 * What a call is for, when it goes to an address the operator configured: the homeserver
 * API (MATRIX_HOMESERVER_URL) or one bridge's provisioning API (MATRIX_BRIDGE_<NETWORK>_URL).
 */
export type OutboundPurpose = 'matrix-homeserver' | `matrix-bridge:${string}`;

/** Where a request goes: a base from the user (validated), and a path and query of ours. */
export interface OutboundTarget {
  /** scheme://host[:port][/path]: no query, no fragment, no userinfo. */
  base: string;
  /** Our path, starting with '/', appended to the base's path. */
  path: string;
  query?: Record<string, string | undefined>;
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Largest answer read (bytes); default 4 MB. */
  maxBytes?: number;
  /** Longest the call may take (ms); default 30 s. */
  timeoutMs?: number;
  /**
   * Set only where the base is the operator's configured URL for this purpose: then that
   * origin is not range-checked. Unset (discovery, a well-known's bridge, a probe): checked.
   */
  purpose?: OutboundPurpose;
}

/**
 * Guarded request: the answer's body is read in full (within `maxBytes`) before the
 * Response is returned. Throws OutboundError only.
 */
export type OutboundFetch = (target: OutboundTarget, init?: OutboundInit) => Promise<Response>;

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundOptions {
  /** CIDRs (`127.0.0.1/32`, `::1/128`) that may be reached although private (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate?: readonly string[];
  /** Origins (scheme://host:port) the operator configured, by purpose: not range-checked for calls of that purpose only. */
  trustedOrigins?: Partial<Record<OutboundPurpose, readonly string[]>>;
  /** Name resolution (tests pass their own; default dns.lookup, every address). */
  resolve?: ResolveHost;
  defaultMaxBytes?: number;
  defaultTimeoutMs?: number;
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast 255.255.255.255
];
const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback ::1, IPv4-compatible
  // IPv4-mapped ::ffff:0:0/96 is checked by its IPv4 address (a rule for it here would match every IPv4 address).
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, AWS metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const BLOCKED = new BlockList();
for (const [a, p] of V4_BLOCKED) BLOCKED.addSubnet(a, p, 'ipv4');
for (const [a, p] of V6_BLOCKED) BLOCKED.addSubnet(a, p, 'ipv6');

/** Parses `a.b.c.d/n` or `x::y/n`; throws on anything else (config.ts reports it). */
export function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address = '', prefixText, ...rest] = cidr.trim().split('/');
  const version = net.isIP(address);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!version || rest.length || !Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
    throw new Error(`${cidr} is not an IP address range like 127.0.0.1/32 or ::1/128`);
  }
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The 16 bytes of an IPv6 address. */
function v6Bytes(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (net.isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -tail.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...rest];
  if (groups.length !== 8) return null;
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedV4(address: string): string | null {
  const b = v6Bytes(address);
  if (!b) return null;
  const v4 = (o: number) => b.slice(o, o + 4).join('.');
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zero(0, 10) && ((b[10] === 0xff && b[11] === 0xff) || (b[10] === 0 && b[11] === 0))) return v4(12); // ::ffff:a.b.c.d, ::a.b.c.d
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return v4(12); // 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2); // 6to4 2002:AABB:CCDD::
  return null;
}

export function createOutbound(opts: OutboundOptions = {}) {
  const allowed = new BlockList();
  for (const cidr of opts.allowPrivate ?? []) {
    const { address, prefix, family } = parseCidr(cidr);
    allowed.addSubnet(address, prefix, family);
  }
  const trusted = new Map<string, Set<string>>();
  for (const [purpose, urls] of Object.entries(opts.trustedOrigins ?? {})) {
    trusted.set(purpose, new Set((urls ?? []).map((u) => new URL(u).origin)));
  }
  const resolveHost: ResolveHost = opts.resolve ?? ((hostname) => dns.promises.lookup(hostname, { all: true }));
  const defaultMaxBytes = opts.defaultMaxBytes ?? 4 * 1024 * 1024;
  const defaultTimeoutMs = opts.defaultTimeoutMs ?? 30_000;

  /** True when a connection to `address` may be made. */
  function addressAllowed(address: string): boolean {
    const family = net.isIP(address);
    if (!family) return false;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    try {
      if (allowed.check(address, type)) return true;
      const inner = family === 6 ? embeddedV4(address) : null;
      if (inner && allowed.check(inner, 'ipv4')) return true;
      if (BLOCKED.check(address, type)) return false;
      if (inner && BLOCKED.check(inner, 'ipv4')) return false;
      return true;
    } catch {
      // A form BlockList cannot read (a scoped fe80::1%eth0): not one we connect to.
      return false;
    }
  }

  /** node:http's `lookup`, refusing a name whose addresses include a refused one. */
  function guardedLookup(hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) {
    resolveHost(hostname).then(
      (found) => {
        if (!found.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
        if (found.some((a) => !addressAllowed(a.address))) return callback(new OutboundError('not_allowed'));
        const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        if (!wanted.length) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: unknown) => callback(err),
    );
  }

  /** The base as a URL, or OutboundError('not_allowed'): http(s), a host, no query, fragment or userinfo. */
  function checkBase(base: string): URL {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      throw new OutboundError('not_allowed');
    }
    // `?` and `#` are looked for in the text: `…?x#` parses to an empty hash and search.
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password || /[?#]/.test(base)) {
      throw new OutboundError('not_allowed');
    }
    return url;
  }

  const outboundFetch: OutboundFetch = async (target, init = {}) => {
    const baseUrl = checkBase(target.base);
    if (!target.path.startsWith('/') || /[?#]/.test(target.path)) throw new Error('OutboundTarget.path is ours: a path starting with /, no query');
    let basePath = baseUrl.pathname;
    while (basePath.endsWith('/')) basePath = basePath.slice(0, -1);
    const url = new URL(baseUrl.origin + basePath + target.path);
    for (const [k, v] of Object.entries(target.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);

    const isTrusted = init.purpose !== undefined && (trusted.get(init.purpose)?.has(url.origin) ?? false);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // An IP literal skips `lookup` in node:net: checked here.
    if (!isTrusted && net.isIP(host) && !addressAllowed(host)) throw new OutboundError('not_allowed');

    const maxBytes = init.maxBytes ?? defaultMaxBytes;
    const timeout = AbortSignal.timeout(init.timeoutMs ?? defaultTimeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const failure = (err: unknown): OutboundError => {
      if (err instanceof OutboundError) return err;
      if (timeout.aborted) return new OutboundError('timeout');
      if (signal.aborted) return new OutboundError('aborted');
      const cause = (err as { cause?: unknown } | undefined)?.cause;
      if (cause instanceof OutboundError) return cause;
      return new OutboundError('unreachable');
    };
    if (signal.aborted) throw failure(signal.reason);

    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: init.method ?? 'GET',
          headers: { ...init.headers, ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}) },
          signal,
          agent: false,
          ...(isTrusted ? {} : { lookup: guardedLookup as unknown as net.LookupFunction }),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            res.destroy();
            return reject(new OutboundError('redirect'));
          }
          if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
            res.destroy();
            return reject(new OutboundError('too_large'));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              res.destroy(new OutboundError('too_large'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('error', (err) => reject(failure(err)));
          res.on('end', () => {
            const headers = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (v === undefined) continue;
              for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
            }
            const empty = status === 204 || status === 205 || status < 200 || status > 599;
            if (status < 200 || status > 599) return reject(new OutboundError('unreachable'));
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on('error', (err) => reject(failure(err)));
      req.end(init.body);
    });
  };

  return { fetch: outboundFetch, addressAllowed, checkBase };
}
export type Outbound = ReturnType<typeof createOutbound>;

/** The guard with nothing private allowed: the default of every feature that is not given one. */
export const strictOutbound = createOutbound();
