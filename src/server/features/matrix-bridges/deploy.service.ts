/**
 * Deployments (POST /api/matrix/deploy): one bundle per request, its secrets generated
 * for it and stored sealed; the bundle is rebuilt from them on download. After making
 * it, the homeserver address is probed (`/_matrix/client/versions`, short time-out) and
 * the answer says what was seen: reachable, or not yet. Never a server it did not see.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Deployment, DeployResponse } from '../../../contract/matrix-bridges';
import type { Database } from '../../db/client';
import { matrixDeployments } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { buildBundleFiles, generateSecrets, zipBundle, type DeploymentSecrets } from './deploy-bundle';
import { strictOutbound, type OutboundFetch } from '../../platform/outbound';
import type { SecretBox } from '../../platform/secret-box';

export interface DeployServiceOptions {
  database: Database;
  box: SecretBox;
  /** Base URL probed for a domain; default https://matrix.<domain>. Tests point it at 127.0.0.1. */
  probeBase?: (domain: string) => string;
  probeTimeoutMs?: number;
  /** The guarded way out (platform/outbound.ts: the domain is the user's); default: the strict one. */
  fetch?: OutboundFetch;
}

type Row = typeof matrixDeployments.$inferSelect;

export function createDeployService(opts: DeployServiceOptions) {
  const { db } = opts.database;
  const probeBase = opts.probeBase ?? ((domain: string) => `https://matrix.${domain}`);
  const probeTimeoutMs = opts.probeTimeoutMs ?? 3000;
  const outboundFetch = opts.fetch ?? strictOutbound.fetch;

  const matrixUrl = (domain: string) => `https://matrix.${domain}`;

  function toDeployment(row: Row): Deployment {
    return {
      id: row.id,
      domain: row.domain,
      matrixUrl: matrixUrl(row.domain),
      downloadUrl: `/api/matrix/deployments/${row.id}/bundle.zip`,
      reachable: row.reachable,
      checkedAt: row.checkedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * True when the homeserver answered /_matrix/client/versions with its JSON. A redirect, a
   * private address or a refused one is "not reachable" (the guard follows no redirect).
   */
  async function probe(domain: string): Promise<boolean> {
    try {
      const res = await outboundFetch(
        { base: probeBase(domain), path: '/_matrix/client/versions' },
        { timeoutMs: probeTimeoutMs, maxBytes: 64 * 1024, headers: { accept: 'application/json' } },
      );
      if (!res.ok) return false;
      const body = (await res.json()) as { versions?: unknown };
      return Array.isArray(body?.versions);
    } catch {
      return false;
    }
  }

  function statusLine(domain: string, reachable: boolean): string {
    return reachable
      ? `${matrixUrl(domain)} is reachable: it answered /_matrix/client/versions.`
      : `${matrixUrl(domain)} is not reachable yet: run the bundle on your server and set the DNS records in its README.`;
  }

  async function check(row: Row): Promise<Row> {
    const reachable = await probe(row.domain);
    const [updated] = await db
      .update(matrixDeployments)
      .set({ reachable, checkedAt: new Date() })
      .where(eq(matrixDeployments.id, row.id))
      .returning();
    return updated ?? row;
  }

  async function owned(userId: string, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(matrixDeployments)
      .where(and(eq(matrixDeployments.id, id), eq(matrixDeployments.userId, userId)));
    if (!row) throw new NotFoundError('Deployment not found.');
    return row;
  }

  return {
    async deploy(userId: string, domain: string): Promise<DeployResponse> {
      const secrets = generateSecrets();
      const [row] = await db
        .insert(matrixDeployments)
        .values({ userId, domain, secretsSealed: opts.box.seal(JSON.stringify(secrets)) })
        .returning();
      const checked = await check(row!);
      return {
        success: true,
        message: `Deployment bundle for ${domain} is ready to download. ${statusLine(domain, checked.reachable === true)}`,
        matrixUrl: matrixUrl(domain),
        deployment: toDeployment(checked),
      };
    },

    async list(userId: string): Promise<Deployment[]> {
      const rows = await db
        .select()
        .from(matrixDeployments)
        .where(eq(matrixDeployments.userId, userId))
        .orderBy(desc(matrixDeployments.createdAt))
        .limit(20);
      return rows.map(toDeployment);
    },

    async recheck(userId: string, id: string): Promise<DeployResponse> {
      const row = await check(await owned(userId, id));
      return { success: true, message: statusLine(row.domain, row.reachable === true), matrixUrl: matrixUrl(row.domain), deployment: toDeployment(row) };
    },

    async bundle(userId: string, id: string): Promise<{ fileName: string; zip: Buffer }> {
      const row = await owned(userId, id);
      let secrets: DeploymentSecrets;
      try {
        secrets = JSON.parse(opts.box.open(row.secretsSealed)) as DeploymentSecrets;
      } catch {
        throw new ConflictError("This deployment's secrets can no longer be read (the server's session secret changed): make a new deployment.", 'sealed_unreadable');
      }
      const zip = await zipBundle(row.domain, buildBundleFiles(row.domain, secrets));
      return { fileName: `matrix-${row.domain}.zip`, zip };
    },
  };
}
export type DeployService = ReturnType<typeof createDeployService>;
