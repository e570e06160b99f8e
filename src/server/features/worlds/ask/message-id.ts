/**
 * A message's id in citations and in GET /api/worlds/messages/:id (#29). world_messages has
 * no id column: a message is (user, time, key) by its unique index. The id is "m" + the
 * time in microseconds since the epoch (base 36) + "." + the signed 64-bit key (base 36),
 * so a lookup is one probe of world_messages_key with the user's id: another user's
 * message is simply not found.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface MessageRef {
  /** Microseconds since the epoch. */
  atMicros: bigint;
  key: bigint;
}

const ID_RE = /^m([0-9a-z]{1,14})\.(-?[0-9a-z]{1,14})$/;

/**
 * The instants a message id may name, in microseconds since the epoch: PostgreSQL's
 * timestamptz range starts at 4714-11-24 BC (astronomical year -4713); its end (year
 * 294276) is far beyond any message, so ids stop at 9999-12-31. A time outside is refused
 * here (not found), never handed to PostgreSQL, which would fail with "timestamp out of
 * range" (a 500).
 */
export const MIN_MESSAGE_MICROS = BigInt(Date.UTC(-4713, 10, 24)) * 1000n;
/** Exclusive: 10000-01-01T00:00:00Z. */
export const END_MESSAGE_MICROS = BigInt(Date.UTC(10000, 0, 1)) * 1000n;

function parseBase36(s: string): bigint | null {
  const neg = s.startsWith('-');
  let v = 0n;
  for (const ch of neg ? s.slice(1) : s) {
    const d = parseInt(ch, 36);
    if (Number.isNaN(d)) return null;
    v = v * 36n + BigInt(d);
  }
  return neg ? -v : v;
}

/** The id of a message from its time in microseconds and its key (as SQL returns them: bigint, number or text). */
export function encodeMessageId(atMicros: bigint | number | string, key: bigint | number | string): string {
  return `m${BigInt(atMicros).toString(36)}.${BigInt(key).toString(36)}`;
}

/** The message an id names, or null when it is not a message id (answered as not found). */
export function decodeMessageId(id: string): MessageRef | null {
  const m = ID_RE.exec(id);
  if (!m) return null;
  const atMicros = parseBase36(m[1]!);
  const key = parseBase36(m[2]!);
  if (atMicros === null || key === null) return null;
  if (key > 0x7fffffffffffffffn || key < -0x8000000000000000n) return null;
  if (atMicros < MIN_MESSAGE_MICROS || atMicros >= END_MESSAGE_MICROS) return null;
  return { atMicros, key };
}

/** SQL: the time of alias `x` in microseconds since the epoch, exactly (select it as the id's first part). */
export function atMicrosOf(x: string): SQL {
  return sql.raw(`(extract(epoch from ${x}.at) * 1000000)::bigint`);
}

/** SQL: the rows of alias `x` that are the message `ref` of `userId` (one probe of the unique index). */
export function isMessage(x: string, userId: string, ref: MessageRef): SQL {
  const t = sql.raw(x);
  return sql`${t}.user_id = ${userId} and ${t}.at = ('1970-01-01 00:00:00+00'::timestamptz + ${ref.atMicros.toString()}::bigint * interval '1 microsecond') and ${t}.key = ${ref.key.toString()}::bigint`;
}
