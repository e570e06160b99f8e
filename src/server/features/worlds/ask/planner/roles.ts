/**
 * Who held a role at an event (#29): "who was the best man at my sister's wedding?", "ποιος ήταν
 * ο κουμπάρος;", "who is the godmother at the christening?". The world keeps no roles, but the
 * chats say them: "the best man is Tom", "Koumparos o Giorgos!", "I'll be your godfather". The
 * answer is the person a message names beside the role word (or the author who says it of
 * themselves), cited; when no message says the role, the caller answers otherwise (a role never
 * said is never guessed).
 *
 * Each role is a family of words in several languages (folded as foldLetters folds: lower case,
 * no accents; a form of five letters or more also matches as a prefix, for declensions:
 * κουμπάρος/κουμπάρο/κουμπάρε, świadek/świadkiem). Sources of the words: the author's own
 * knowledge of these languages' wedding and christening wording.
 */
import type { Citation } from '../../../../../contract/worlds-ask';
import type { FoundMessage } from '../tools/catalogue';
import { foldLetters } from '../tools/common';
import { eventWords } from './event-words';
import { day, quote } from './format';
import { anyOfAll } from './periods';
import { allowed, call, type Calls } from './tools';

const fold = foldLetters;

interface Role {
  /** The role as the answer names it. */
  label: string;
  /** The event the role belongs to: its words make a message about the role more likely the one asked. */
  event: string;
  forms: string[];
}

/**
 * Roles, each a word family. "padrino"/"madrina"/"padrinho"/"madrinha" serve at weddings and
 * christenings alike: they are in both rows, and the question's event word decides.
 */
const ROLES: Role[] = [
  {
    label: 'best man or witness',
    event: 'wedding',
    forms: [
      'best man', 'best woman', 'maid of honour', 'maid of honor', 'matron of honour', 'bridesmaid', 'groomsman', 'groomsmen', 'wedding witness',
      'koumbaros', 'koumparos', 'koumbaro', 'koumparo', 'koumbare', 'koumpare', 'koumbara', 'koumpara', 'kumbaros', 'κουμπαρος', 'κουμπαρο', 'κουμπαρε', 'κουμπαρα',
      'swiadek', 'swiadka', 'swiadkiem', 'swiadkowa', 'swiadkowej', 'druzba', 'druhna',
      'testigo de boda', 'padrino', 'madrina', 'padrinho', 'madrinha', 'temoin de mariage', 'trauzeuge', 'trauzeugin', 'sagdic', 'nikah sahidi',
    ],
  },
  {
    label: 'godparent',
    event: 'baptism',
    forms: [
      'godfather', 'godmother', 'godparent', 'godparents', 'god father', 'god mother',
      'nonos', 'νονος', 'νονο', 'νονε', 'νονα',
      'chrzestny', 'chrzestna', 'chrzestnym', 'ojciec chrzestny', 'matka chrzestna',
      'padrino', 'madrina', 'padrinho', 'madrinha', 'parrain', 'marraine', 'patenonkel', 'patentante', 'vaftiz babasi', 'kmotr', 'kmotra',
    ],
  },
];

/** Words that name a christening (the godparent's event) in a question. */
const BAPTISM = ['baptism', 'christening', 'baptise', 'baptize', 'vaftisi', 'vaftisia', 'βαφτιση', 'βαπτιση', 'βαφτισια', 'chrzest', 'chrzcin', 'bautizo', 'bautismo', 'batizado', 'bapteme', 'taufe'];

/** Words of asking who: the question must be a "who" question. */
const WHO = ['who', 'whos', 'whom', 'ποιος', 'ποια', 'ποιοι', 'ποιον', 'pios', 'poios', 'pia', 'poia', 'kto', 'kim', 'qui', 'quien', 'quem', 'wer', 'nani', 'ai'];

/** Verbs that make the question about something else done by or to the role holder ("who thanked me for being the godfather"). */
const OTHER_VERB = /\b(?:thank|ask|said|say|tell|told|wish|congratulat|mention|wrote|write|text|call|sent|send|invit|remind|gift|gave|give|brought|bring)/;

/** Cues that the author says the role of themselves ("I'll be your best man", "θα είμαι κουμπάρος"). */
const FIRST_PERSON = ['i ll be', 'ill be', 'i will be', 'i am', 'i m', 'im your', 'me as', '8a eimai', 'tha eimai', 'θα ειμαι', 'eimai', 'ειμαι', 'bede', 'jestem', 'sere', 'serei', 'sou', 'je serai', 'je suis', 'ich bin', 'ich werde', 'nitakuwa', 'olacagim', 'olurum'];

const wordsOf = (s: string) => fold(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function holds(text: string, forms: readonly string[]): boolean {
  const low = wordsOf(text).join(' ');
  const ws = low.split(' ');
  return forms.some((f) => (f.includes(' ') ? ` ${low} `.includes(` ${f} `) : ws.some((w) => (f.length >= 5 ? w.startsWith(f) : w === f))));
}

/** Where in a message's words a role form stands (the index of its first word), or -1. */
function roleAt(ws: string[], forms: readonly string[]): number {
  for (let i = 0; i < ws.length; i += 1) {
    for (const f of forms) {
      const parts = f.split(' ');
      if (parts.every((p, k) => (k === parts.length - 1 && p.length >= 5 ? ws[i + k]?.startsWith(p) : ws[i + k] === p))) return i;
    }
  }
  return -1;
}

export interface RoleAsk {
  role: Role;
}

/** The role a "who" question asks about, or null. */
export function readRole(question: string): RoleAsk | null {
  const ws = wordsOf(question);
  if (!ws.length || !WHO.includes(ws[0]!)) return null;
  if (OTHER_VERB.test(ws.slice(1).join(' '))) return null;
  const role = roleOf(question);
  return role ? { role } : null;
}

/** The role a question's words name, or null; a word of both rows ("padrino"): a christening word picks the godparent. */
function roleOf(question: string): Role | null {
  const matches = ROLES.filter((r) => holds(question, r.forms));
  if (matches.length <= 1) return matches[0] ?? null;
  return matches.find((r) => r.event === (holds(question, BAPTISM) ? 'baptism' : 'wedding')) ?? matches[0]!;
}

export interface RoleMade {
  answer: string;
  citations: Citation[];
  explain: string;
}

const cite = (m: FoundMessage): Citation => ({ kind: 'message', ...m });
const MAX_MESSAGES = 30;
const MAX_LOOKUPS = 16;
/** Words around the role word where the holder's name is written. */
const NEAR = 5;

/** Who holds the role: the person, the first message that says so and others that agree. */
export interface RoleHolder {
  id: string;
  name: string;
  isOwner: boolean;
  first: FoundMessage;
  more: FoundMessage[];
}

/** The person a message names as holding the role, or null when no message says one. */
export async function answerRole(calls: Calls, zone: string, question: string, ask: RoleAsk): Promise<RoleMade | null> {
  const h = await roleHolder(calls, question, ask);
  if (!h) return null;
  const owner = calls.ctx.ownerId;
  const writer = h.first.authorId === owner ? 'you' : h.first.author;
  return {
    answer: `${h.isOwner ? 'You' : h.name} — ${writer} wrote on ${day(h.first.at, zone)}: ${quote(h.first.text, 80)}`,
    citations: [cite(h.first), ...h.more.map(cite), { kind: 'person', id: h.id, name: h.name }],
    explain: `I searched the messages for the ${ask.role.label} (its words in every language your chats use) and read the name written beside it.`,
  };
}

/** The person a message names as holding the role asked about, or null. */
export async function roleHolder(calls: Calls, question: string, ask: RoleAsk): Promise<RoleHolder | null> {
  if (!calls.ctx.includeMessages || !allowed(calls, 'search_messages') || !allowed(calls, 'find_people')) return null;
  const forms = ask.role.forms;
  const queries = anyOfAll(forms).slice(0, 5);
  if (!queries.length) return null;
  const r = await call(calls, 'search_messages', { query: queries[0]!, ...(queries.length > 1 ? { anyOf: queries.slice(1) } : {}), limit: MAX_MESSAGES });
  if (r.data.matched === 'none') return null;
  const owner = calls.ctx.ownerId;
  const eventForms = [...eventWords(ask.role.event), ...(ask.role.event === 'baptism' ? BAPTISM : [])];
  const asksEvent = holds(question, eventForms);
  const found = r.data.messages.filter((m) => holds(m.text, forms));
  if (!found.length) return null;
  // Names beside the role word, looked up once each.
  const lookups = new Map<string, { id: string; name: string; isOwner: boolean } | null>();
  const holders: { id: string; name: string; isOwner: boolean; m: FoundMessage; event: boolean }[] = [];
  for (const m of found) {
    const ws = wordsOf(m.text);
    const at = roleAt(ws, forms);
    if (at < 0) continue;
    const near = ws.slice(Math.max(0, at - NEAR), at + NEAR + 1).filter((w) => w.length >= 3 && !holds(w, forms));
    let named: { id: string; name: string; isOwner: boolean } | null = null;
    for (const w of near) {
      if (!lookups.has(w)) {
        if (lookups.size >= MAX_LOOKUPS) continue;
        const people = (await call(calls, 'find_people', { name: w, limit: 2 })).data;
        const strong = people.filter((p) => ['exact', 'alias', 'first-name'].includes(p.match));
        lookups.set(w, strong.length === 1 ? { id: strong[0]!.id, name: strong[0]!.name, isOwner: strong[0]!.isOwner || strong[0]!.id === owner } : null);
      }
      const p = lookups.get(w);
      if (p) {
        named = p;
        break;
      }
    }
    // "θα είμαι κουμπάρος", "I'll be your best man": the author says it of themselves.
    if (!named && m.authorId && m.authorId !== owner && holds(ws.slice(Math.max(0, at - 4), at).join(' '), FIRST_PERSON)) {
      named = { id: m.authorId, name: m.author, isOwner: false };
    }
    if (named) holders.push({ ...named, m, event: holds(m.text, eventForms) });
  }
  if (!holders.length) return null;
  // The people the question names ("Kasia's wedding"): messages they wrote, or that name them, first.
  const asked: { id: string; first: string }[] = [];
  for (const w of wordsOf(question).filter((x) => x.length >= 3 && !WHO.includes(x) && !holds(x, forms) && !holds(x, eventForms)).slice(0, 6)) {
    const people = (await call(calls, 'find_people', { name: w, limit: 2 })).data.filter((p) => ['exact', 'alias', 'first-name'].includes(p.match) && !p.isOwner);
    if (people.length === 1) asked.push({ id: people[0]!.id, first: w });
  }
  const about = (h: (typeof holders)[number]) => asked.some((a) => a.id === h.m.authorId || (a.id !== h.id && wordsOf(h.m.text).includes(a.first)));
  let pool = asked.length && holders.some(about) ? holders.filter(about) : holders;
  // The person most messages name in the role, those about the event asked first.
  if (asksEvent && pool.some((h) => h.event)) pool = pool.filter((h) => h.event);
  const tally = new Map<string, typeof pool>();
  for (const h of pool) tally.set(h.id, [...(tally.get(h.id) ?? []), h]);
  const [, best] = [...tally].sort((a, b) => b[1].length - a[1].length || (a[1][0]!.m.at < b[1][0]!.m.at ? -1 : 1))[0]!;
  const first = [...best].sort((a, b) => (a.m.at < b.m.at ? -1 : 1))[0]!;
  return { id: first.id, name: first.name, isOwner: first.isOwner, first: first.m, more: best.filter((h) => h.m.id !== first.m.id).slice(0, 2).map((h) => h.m) };
}

/** Articles and possessives a role word may follow in a question ("the best man", "ο κουμπάρος", "my godmother"). */
const ARTICLES = new Set(['the', 'my', 'our', 'her', 'his', 'their', 'o', 'ο', 'η', 'τον', 'την', 'του', 'της', 'to', 'ton', 'tin', 'el', 'la', 'le', 'il', 'lo', 'der', 'die', 'den', 'dem']);

/**
 * A role named in a question that asks something else of its holder ("how many photos is the
 * koumbaros in?", "what did the best man say about the speech?"): the role and the words that
 * name it, to be read as the holder's name. Not for a who-question about the role (readRole).
 */
export function roleMentioned(question: string): { ask: RoleAsk; words: string } | null {
  if (readRole(question)) return null;
  const tokens = [...question.matchAll(/[\p{L}\p{N}'’]+/gu)];
  const ws = tokens.map((t) => fold(t[0]));
  for (const role of ROLES) {
    const at = roleAt(ws, role.forms);
    if (at < 0) continue;
    const form = role.forms.find((f) => {
      const parts = f.split(' ');
      return parts.every((p, k) => (k === parts.length - 1 && p.length >= 5 ? ws[at + k]?.startsWith(p) : ws[at + k] === p));
    })!;
    const end = at + form.split(' ').length - 1;
    const start = at > 0 && ARTICLES.has(ws[at - 1]!) ? at - 1 : at;
    // "for being the godfather", "to be the best man", "as best man": the role of the one asked about or the owner, not a person to read in.
    if (start > 0 && ['being', 'be', 'as'].includes(ws[start - 1]!)) return null;
    const from = tokens[start]!.index!;
    const to = tokens[end]!.index! + tokens[end]![0].length;
    return { ask: { role: roleOf(question) ?? role }, words: question.slice(from, to) };
  }
  return null;
}
