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
 * - Name variants: case, accents, emoji and punctuation ("María 🌸" = "maria"), ü ö ä ø å ß
 *   spelled ue oe ae oe aa ss or not ("Müller" = "Mueller" = "Muller"), "Last, First"
 *   ("Müller, Stefan" = "Stefan Mueller"), spaces ("tombaker" = "Tom Baker"), a number added
 *   ("Maria2"), a username ("@maria_rossi", "maria.rossi") and a display name, a first name
 *   and a full name who write in the same chat (not when the chat has several full names
 *   with that first name). Never automatic: two people can have the same name.
 * - The same account of a source (a Telegram user id, "user123"): exact, automatic too (a
 *   person renamed between two exports).
 * - Two known phone numbers that differ: two people, whatever their names (no suggestion).
 * - A shared email address is never a suggestion on its own (a family shares one); beside a
 *   name match it makes it a little surer, and the reason says so.
 *
 * Pairs come from buckets (a normalised number, a name form without spaces, a first name), never from
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
  /** Accounts a source identifies them by, exactly ("telegram:user123"): the same one is one person. */
  accounts?: string[];
  chatIds: string[];
  sources: string[];
  messageCount: number;
  isSelf: boolean;
}

export type SuggestionKind = 'phone' | 'puppet' | 'account' | 'variant' | 'digits' | 'username' | 'first-name' | 'email';

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

/** Letters NFKD does not take apart, written as plain Latin letters ("Søren" = "Soren"). */
const PLAIN: Record<string, string> = { ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't' };
/** The common transliterations of a letter with a mark ("Müller" = "Mueller", "Søren" = "Soeren", "Åsa" = "Aasa"). */
const SPELLED: Record<string, string> = { ü: 'ue', ö: 'oe', ä: 'ae', ø: 'oe', å: 'aa', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * Lower case, without accents, emoji or punctuation, one space between words. With
 * `spelled`, ü ö ä ø å are written ue oe ae oe aa first (as a keyboard without them does),
 * instead of losing their marks.
 */
export function foldName(name: string, spelled = false): string {
  const lower = name.replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2').toLowerCase();
  const letters = spelled ? lower.normalize('NFC').replace(/[üöäøåßæœ]/g, (c) => SPELLED[c]!) : lower;
  return letters
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øßæœđðłþıħŧ]/g, (c) => PLAIN[c]!)
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
  /** foldName (plain or spelled, first name first) without a trailing number. */
  base: string;
  /** `base` without spaces: the bucket, so "Tom Baker" and "tombaker" meet. */
  compact: string;
  /** The trailing number was there. */
  digits: boolean;
  username: boolean;
  tokens: number;
  /** Only case, marks and decoration went: not a transliteration or a reordering. */
  plain: boolean;
}

/** "Müller, Stefan" → "Stefan Müller" (an address book's "Last, First"); null for any other name. */
function firstNameFirst(raw: string): string | null {
  const parts = raw.split(',');
  if (parts.length !== 2 || !parts.every((p) => /\p{L}/u.test(p))) return null;
  return `${parts[1]!.trim()} ${parts[0]!.trim()}`;
}

/** The forms a name is compared in: as written, with ü as ue (and so on), and first name first. */
function nameForms(person: number, raw: string): NameForm[] {
  if (PUPPET.test(raw)) return [];
  const username = isUsername(raw);
  const reordered = firstNameFirst(raw);
  const texts: [string, boolean][] = [[raw, false], ...(reordered ? ([[reordered, true]] as [string, boolean][]) : [])];
  const out: NameForm[] = [];
  const seen = new Set<string>();
  for (const [text, swapped] of texts) {
    for (const spelled of [false, true]) {
      const folded = foldName(text, spelled);
      const base = withoutTrailingNumber(folded);
      // A name of digits only is a phone number (compared as one) or nothing to go by.
      if (!base || !/\p{L}/u.test(base) || seen.has(base)) continue;
      seen.add(base);
      out.push({
        person,
        raw,
        base,
        compact: base.replace(/ /g, ''),
        digits: base !== folded,
        username,
        tokens: base.split(' ').length,
        plain: !spelled && !swapped,
      });
    }
  }
  return out;
}

/** One word in lower case ("tombaker"): a handle when the other name has several words. */
const LOWER_HANDLE = /^[\p{Ll}\p{N}_.]+$/u;

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
  const phones = people.map((p) => phonesOf(p, region));
  const phoneSets = phones.map((list) => new Set(list.map((x) => x.e164)));
  const emailSets = people.map((p) => new Set((p.emails ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean)));

  const decidedPair = (x: IdentityCandidate, y: IdentityCandidate) => {
    if (!decided?.size) return false;
    for (const kx of x.keys ?? [x.key]) for (const ky of y.keys ?? [y.key]) if (decided.has(pairKey(kx, ky))) return true;
    return false;
  };
  /** Both have known numbers and none is shared: two phones, two people, whatever their names. */
  const otherNumbers = (i: number, j: number) => {
    const [x, y] = [phoneSets[i]!, phoneSets[j]!];
    return x.size > 0 && y.size > 0 && ![...x].some((n) => y.has(n));
  };
  const sharedEmail = (i: number, j: number) => [...emailSets[i]!].find((e) => emailSets[j]!.has(e));

  const offer = (i: number, j: number, kind: SuggestionKind, reason: string, confidence: number, auto: boolean) => {
    if (i === j) return;
    const [x, y] = [people[i]!, people[j]!];
    // The owner joins someone else only on an identical identifier.
    if ((x.isSelf || y.isSelf) && !auto) return;
    if (!auto && otherNumbers(i, j)) return;
    const [a, b] = x.messageCount > y.messageCount || (x.messageCount === y.messageCount && x.name <= y.name) ? [x, y] : [y, x];
    const id = suggestionId(a.key, b.key);
    const seen = best.get(id);
    if (seen && (seen.auto || (!auto && seen.confidence >= confidence))) return;
    if (decidedPair(a, b)) return;
    const crossSource = a.sources.some((s) => !b.sources.includes(s)) || b.sources.some((s) => !a.sources.includes(s));
    // An email is no evidence on its own (a family shares one): only a little more sure of a name match.
    const email = auto ? undefined : sharedEmail(i, j);
    const value = auto ? 1 : Math.min(0.95, confidence + (crossSource ? 0.05 : 0) + (email ? 0.05 : 0));
    const said = email ? `${reason}; both also use ${email}` : reason;
    best.set(id, { id, a: a.id, b: b.id, aKey: a.key, bKey: b.key, kind, reason: said, confidence: Math.round(value * 100) / 100, auto });
  };

  // Phone numbers: exact, automatic.
  const byPhone = new Map<string, { person: number; puppet: boolean }[]>();
  phones.forEach((list, i) => {
    for (const { e164, puppet } of list) {
      const bucket = byPhone.get(e164) ?? [];
      if (!bucket.some((e) => e.person === i)) bucket.push({ person: i, puppet });
      byPhone.set(e164, bucket);
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

  // The same account of a source (a Telegram user id, whatever name it had in each export): exact, automatic.
  const byAccount = new Map<string, number[]>();
  people.forEach((p, i) => {
    for (const account of new Set(p.accounts ?? [])) byAccount.set(account, [...(byAccount.get(account) ?? []), i]);
  });
  for (const [account, list] of byAccount) {
    // "telegram:user123" → "Same Telegram account (user123)".
    const cut = account.indexOf(':');
    const source = account.slice(0, Math.max(cut, 0));
    const label = source === 'telegram' ? 'Telegram ' : source ? `${source} ` : '';
    for (let u = 0; u < list.length; u++)
      for (let v = u + 1; v < list.length; v++) offer(list[u]!, list[v]!, 'account', `Same ${label}account (${account.slice(cut + 1)})`, 1, true);
  }

  // Names: one bucket per form without spaces and number, one per first name and chat.
  const byCompact = new Map<string, NameForm[]>();
  const byFirst = new Map<string, NameForm[]>();
  const singles: NameForm[] = [];
  people.forEach((p, i) => {
    for (const raw of [p.name, ...(p.aliases ?? [])]) {
      for (const form of nameForms(i, raw)) {
        const list = byCompact.get(form.compact) ?? [];
        list.push(form);
        byCompact.set(form.compact, list);
        if (form.tokens === 1 && !form.username) singles.push(form);
        // A full name, by its first name in each of its chats.
        if (form.tokens > 1) {
          const first = form.base.split(' ')[0]!;
          for (const chat of p.chatIds) {
            const k = `${first}\u0000${chat}`;
            const firsts = byFirst.get(k) ?? [];
            if (!firsts.some((g) => g.person === i)) firsts.push(form);
            byFirst.set(k, firsts);
          }
        }
      }
    }
  });
  for (const list of byCompact.values()) {
    if (list.length < 2 || new Set(list.map((f) => f.person)).size > COMMON) continue;
    for (let u = 0; u < list.length; u++)
      for (let v = u + 1; v < list.length; v++) {
        const [f, g] = [list[u]!, list[v]!];
        if (f.person === g.person) continue;
        // "tombaker" beside "Tom Baker": a handle, as "@tom_baker" is.
        const oneWord = f.tokens === 1 && g.tokens > 1 ? f : g.tokens === 1 && f.tokens > 1 ? g : undefined;
        const handle = f.username !== g.username ? (f.username ? f : g) : oneWord && LOWER_HANDLE.test(oneWord.raw.trim()) ? oneWord : undefined;
        if (handle) {
          const display = handle === f ? g : f;
          offer(f.person, g.person, 'username', `${quote(handle.raw)} looks like the username of ${quote(display.raw)}`, 0.75, false);
        } else if (f.digits !== g.digits) {
          const [numbered, plain] = f.digits ? [f, g] : [g, f];
          offer(f.person, g.person, 'digits', `${quote(numbered.raw)} looks like ${quote(plain.raw)} with a number added`, 0.7, false);
        } else if (f.plain && g.plain && f.base === g.base) {
          offer(f.person, g.person, 'variant', `${quote(f.raw)} and ${quote(g.raw)} differ only in case, accents or emoji`, 0.8, false);
        } else {
          offer(f.person, g.person, 'variant', `${quote(f.raw)} and ${quote(g.raw)} are one name written another way (ü as ue, last name first or spaces)`, 0.75, false);
        }
      }
  }
  // A first name alone and a full name starting with it, writing in the same chat.
  for (const f of singles) {
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

  return [...best.values()].sort((x, y) => Number(y.auto) - Number(x.auto) || y.confidence - x.confidence || x.id.localeCompare(y.id));
}
