/**
 * "Is this the same person?" (#27, who is who): merge suggestions between the people of a
 * world, each with its reason and a confidence, computed from what the people are known by
 * (pure: no database). What is compared:
 *
 * - Phone numbers, normalised with libphonenumber-js ("+49 170 1234567", "0170 1234567" in a
 *   German account, "00491701234567" are one number), from a `tel:` key, a Matrix bridge's
 *   puppet ("@whatsapp_491701234567:server") or a phone a source gives for a person. The
 *   same number is an exact identifier: the only evidence merged automatically (`auto`),
 *   and the only one that may join the owner with someone else.
 * - Name variants: case, accents, emoji and punctuation ("María 🌸" = "maria"), a number
 *   added ("Maria2"), a username ("@maria_rossi", "maria.rossi") and a display name, a first
 *   name and a full name who write in the same chat (not when the chat has several full names
 *   with that first name). Never automatic: two people can have
 *   the same name.
 * - A shared email address: low, never automatic (a family shares one).
 *
 * Pairs come from buckets (a normalised number, name, first name or email), never from
 * comparing every person with every other, so 5,000 people take milliseconds
 * (bench/worlds/identity-suggestions.mjs). A bucket of a very common name or first name
 * gives no suggestions: its people have nothing more than the name in common.
 */
import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export interface IdentityCandidate {
  /** The person (a root: someone others may have been merged into). */
  id: string;
  /** The person's own key (`name:<name>` or `tel:<digits>`). */
  key: string;
  name: string;
  /** Every key of the person: their own and those merged into them (decisions are by key). */
  keys?: string[];
  /** Names of the people merged into them. */
  aliases?: string[];
  /** Phone numbers a source gives for them (a contact list), as written. */
  phones?: string[];
  emails?: string[];
  chatIds: string[];
  sources: string[];
  messageCount: number;
  isSelf: boolean;
}

export type SuggestionKind = 'phone' | 'puppet' | 'variant' | 'digits' | 'username' | 'first-name' | 'email';

export interface IdentitySuggestion {
  /** Stable: from the two people's keys. */
  id: string;
  /** The person who stays on a merge (more messages) and the other. */
  a: string;
  b: string;
  aKey: string;
  bKey: string;
  kind: SuggestionKind;
  reason: string;
  /** 0–1. */
  confidence: number;
  /** An exact identifier (the same phone number): merged without asking, and said so. */
  auto: boolean;
}

export interface SuggestOptions {
  /** The country a number without its country code is read in (the account's time zone). */
  region?: CountryCode;
  /** Pairs the user decided (either way, or merged automatically before), as `pairKey`s. */
  decided?: ReadonlySet<string>;
}

/** A bucket larger than this is a common name: nothing is suggested from it. */
const COMMON = 25;

/** The decision key of two person keys, in order (world_identity_decisions has a_key < b_key). */
export function orderedKeys(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x];
}
export function pairKey(x: string, y: string): string {
  const [a, b] = orderedKeys(x, y);
  return `${a}\n${b}`;
}
/** The suggestion's id: 16 hex digits of the SHA-1 of the two keys in order. */
export function suggestionId(x: string, y: string): string {
  return createHash('sha1').update(pairKey(x, y)).digest('hex').slice(0, 16);
}

const PUPPET = /^@(whatsapp|signal|telegram)_\+?(\d{6,}):/i;

/** A number as E.164 ("+491701234567"), or null when it is not a possible number. */
export function normalisePhone(raw: string, region?: CountryCode): string | null {
  const compact = raw.replace(/[^\d+]/g, '');
  if (compact.replace('+', '').length < 6) return null;
  const tries: [string, CountryCode | undefined][] = compact.startsWith('+')
    ? [[compact, undefined]]
    : compact.startsWith('00')
      ? [[`+${compact.slice(2)}`, undefined]]
      : [
          ...(region ? ([[compact, region]] as [string, CountryCode][]) : []),
          // Without a known country, or not a number of it: as international without its "+".
          [`+${compact}`, undefined],
        ];
  for (const [text, r] of tries) {
    const parsed = parsePhoneNumberFromString(text, r);
    if (parsed?.isPossible()) return parsed.number;
  }
  return null;
}

/** The number a person key stands for (a `tel:` key, a bridge puppet's), as E.164; null for a name. */
export function phoneOfKey(key: string, region?: CountryCode): string | null {
  if (key.startsWith('tel:')) return normalisePhone(key.slice(4), region);
  const puppet = PUPPET.exec(key.replace(/^name:/, ''));
  return puppet ? normalisePhone(`+${puppet[2]}`) : null;
}

/** "+49 170 1234567" for a reason. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Lower case, without accents, emoji or punctuation, one space between words. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "maria 2", "maria2" → "maria" (a folded name: letters, digits, single spaces). */
function withoutTrailingNumber(folded: string): string {
  let end = folded.length;
  while (end > 0 && (/\d/.test(folded[end - 1]!) || folded[end - 1] === ' ')) end--;
  return folded.slice(0, end);
}

/** A handle rather than a display name: "@maria_rossi", "maria.rossi", "mariaRossi". */
function isUsername(name: string): boolean {
  const n = name.trim();
  return /^@?[\p{L}\p{N}_.]+$/u.test(n) && (n.startsWith('@') || /[_.]/.test(n) || /\p{Ll}\p{Lu}/u.test(n));
}

interface NameForm {
  person: number;
  raw: string;
  /** foldName without a trailing number. */
  base: string;
  /** The trailing number was there. */
  digits: boolean;
  username: boolean;
  tokens: number;
}

function nameForm(person: number, raw: string): NameForm | null {
  if (PUPPET.test(raw)) return null;
  const folded = foldName(raw);
  const base = withoutTrailingNumber(folded);
  // A name of digits only is a phone number (compared as one) or nothing to go by.
  if (!base || !/\p{L}/u.test(base)) return null;
  return { person, raw, base, digits: base !== folded, username: isUsername(raw), tokens: base.split(' ').length };
}

/** The phones a person is known by: their key's, a bridge puppet's, a source's. */
function phonesOf(p: IdentityCandidate, region?: CountryCode): { e164: string; puppet: boolean }[] {
  const out: { e164: string; puppet: boolean }[] = [];
  for (const key of p.keys ?? [p.key]) {
    const n = phoneOfKey(key, region);
    if (n) out.push({ e164: n, puppet: !key.startsWith('tel:') });
  }
  for (const raw of p.phones ?? []) {
    const n = normalisePhone(raw, region);
    if (n) out.push({ e164: n, puppet: false });
  }
  return out;
}

const quote = (s: string) => `“${s}”`;

export function suggestIdentities(people: IdentityCandidate[], options: SuggestOptions = {}): IdentitySuggestion[] {
  const { region, decided } = options;
  const best = new Map<string, IdentitySuggestion>();

  const decidedPair = (x: IdentityCandidate, y: IdentityCandidate) => {
    if (!decided?.size) return false;
    for (const kx of x.keys ?? [x.key]) for (const ky of y.keys ?? [y.key]) if (decided.has(pairKey(kx, ky))) return true;
    return false;
  };

  const offer = (i: number, j: number, kind: SuggestionKind, reason: string, confidence: number, auto: boolean) => {
    if (i === j) return;
    const [x, y] = [people[i]!, people[j]!];
    // The owner joins someone else only on an identical identifier.
    if ((x.isSelf || y.isSelf) && !auto) return;
    const [a, b] = x.messageCount > y.messageCount || (x.messageCount === y.messageCount && x.name <= y.name) ? [x, y] : [y, x];
    const id = suggestionId(a.key, b.key);
    const seen = best.get(id);
    if (seen && (seen.auto || (!auto && seen.confidence >= confidence))) return;
    if (decidedPair(a, b)) return;
    const crossSource = a.sources.some((s) => !b.sources.includes(s)) || b.sources.some((s) => !a.sources.includes(s));
    const value = auto ? 1 : Math.min(0.95, confidence + (crossSource && kind !== 'email' ? 0.05 : 0));
    best.set(id, { id, a: a.id, b: b.id, aKey: a.key, bKey: b.key, kind, reason, confidence: Math.round(value * 100) / 100, auto });
  };

  // Phone numbers: exact, automatic.
  const byPhone = new Map<string, { person: number; puppet: boolean }[]>();
  people.forEach((p, i) => {
    for (const { e164, puppet } of phonesOf(p, region)) {
      const list = byPhone.get(e164) ?? [];
      if (!list.some((e) => e.person === i)) list.push({ person: i, puppet });
      byPhone.set(e164, list);
    }
  });
  for (const [e164, list] of byPhone) {
    for (let u = 0; u < list.length; u++)
      for (let v = u + 1; v < list.length; v++) {
        const puppet = list[u]!.puppet || list[v]!.puppet;
        const reason = `Same phone number ${displayPhone(e164)}${puppet ? ' (one of them is its Matrix bridge’s user)' : ''}`;
        offer(list[u]!.person, list[v]!.person, puppet ? 'puppet' : 'phone', reason, 1, true);
      }
  }

  // Names: one bucket per folded name without its number, one per first name.
  const byBase = new Map<string, NameForm[]>();
  const byFirst = new Map<string, NameForm[]>();
  people.forEach((p, i) => {
    for (const raw of [p.name, ...(p.aliases ?? [])]) {
      const form = nameForm(i, raw);
      if (!form) continue;
      const list = byBase.get(form.base) ?? [];
      list.push(form);
      byBase.set(form.base, list);
      // A full name, by its first name in each of its chats.
      if (form.tokens > 1) {
        const first = form.base.split(' ')[0]!;
        for (const chat of p.chatIds) {
          const k = `${first}\u0000${chat}`;
          const firsts = byFirst.get(k) ?? [];
          firsts.push(form);
          byFirst.set(k, firsts);
        }
      }
    }
  });
  for (const list of byBase.values()) {
    if (list.length < 2 || new Set(list.map((f) => f.person)).size > COMMON) continue;
    for (let u = 0; u < list.length; u++)
      for (let v = u + 1; v < list.length; v++) {
        const [f, g] = [list[u]!, list[v]!];
        if (f.person === g.person) continue;
        if (f.username !== g.username) {
          const [handle, display] = f.username ? [f, g] : [g, f];
          offer(f.person, g.person, 'username', `${quote(handle.raw)} looks like the username of ${quote(display.raw)}`, 0.75, false);
        } else if (f.digits !== g.digits) {
          const [numbered, plain] = f.digits ? [f, g] : [g, f];
          offer(f.person, g.person, 'digits', `${quote(numbered.raw)} looks like ${quote(plain.raw)} with a number added`, 0.7, false);
        } else {
          offer(f.person, g.person, 'variant', `${quote(f.raw)} and ${quote(g.raw)} differ only in case, accents or emoji`, 0.8, false);
        }
      }
  }
  // A first name alone and a full name starting with it, writing in the same chat.
  for (const single of byBase.values()) {
    for (const f of single) {
      if (f.tokens !== 1 || f.username) continue;
      for (const chat of people[f.person]!.chatIds) {
        const fulls = byFirst.get(`${f.base}\u0000${chat}`);
        // Several full names with this first name in the chat: which one is not told by the name.
        if (!fulls || new Set(fulls.map((g) => g.person)).size > 3) continue;
        for (const g of fulls) {
          if (g.person === f.person) continue;
          offer(f.person, g.person, 'first-name', `${quote(f.raw)} and ${quote(g.raw)} write in the same chat: a first name and a full name`, 0.6, false);
        }
      }
    }
  }

  // A shared email: people can share one, so low and never automatic.
  const byEmail = new Map<string, number[]>();
  people.forEach((p, i) => {
    for (const e of p.emails ?? []) {
      const k = e.trim().toLowerCase();
      const list = byEmail.get(k) ?? [];
      if (!list.includes(i)) list.push(i);
      byEmail.set(k, list);
    }
  });
  for (const [email, list] of byEmail) {
    if (list.length > COMMON) continue;
    for (let u = 0; u < list.length; u++)
      for (let v = u + 1; v < list.length; v++)
        offer(list[u]!, list[v]!, 'email', `Both use ${email} (people can share an address, a family’s for one)`, 0.3, false);
  }

  return [...best.values()].sort((x, y) => Number(y.auto) - Number(x.auto) || y.confidence - x.confidence || x.id.localeCompare(y.id));
}
