/**
 * Facts the chats state in words (#29): a figure ("the rent is £1,350 a month", "michango ni
 * KSh 2,000") or a proper name ("we named her Zawadi", "I joined Nile Fintech", "Navyug ne
 * offer diya") asked about as a fact of the owner's life — "what's my rent", "what's the
 * baby's name", "what is my company called", "when did I start at X". The answer is the
 * figure or name as a message wrote it, cited; the world never computes or guesses one.
 *
 * Each asked attribute is a word family in several languages (folded as mnemo_fold folds:
 * lower case, no accents); a name is read next to a naming cue ("named", "tumemwita",
 * "nazwaliśmy", "namanya", "X naam rakha") or a job cue ("joined", "offer from", "kerja di").
 * Sources of the words: the author's own knowledge of these languages' chat wording.
 */
import { DateTime } from 'luxon';
import type { Citation } from '../../../../../contract/worlds-ask';
import { foldLetters } from '../tools/common';
import type { FoundMessage } from '../tools/catalogue';
import type { Period } from '../tools/types';
import { eventWords, FIRST_DAY_WORDS, TODAY_WORDS } from './event-words';
import { day, quote } from './format';
import { anyOfAll } from './periods';
import { allowed, call, type Calls } from './tools';

const fold = foldLetters;

/** Figures a chat states, each a word family (folded; a form of four letters or more also matches as a prefix). */
const FIGURES: Record<string, { asked: RegExp; forms: string[] }> = {
  rent: {
    asked: /\brent\b/i,
    forms: ['rent', 'enoikio', 'ενοικιο', 'νοικι', 'noiki', 'kirasi', 'kiraya', 'kodi', 'bhada', 'bhade', 'czynsz', 'sewa kos', 'sewa rumah', 'kontrakan', 'vaadagai', 'kiray', 'alquiler', 'aluguel', 'loyer', 'miete', 'affitto', 'kira'],
  },
  contribution: {
    asked: /\b(?:contribution|contributions|dues|subscription|monthly (?:share|payment))\b/i,
    forms: ['contribution', 'contribute', 'dues', 'michango', 'mchango', 'chanda', 'vargani', 'skladka', 'skladki', 'iuran', 'sandha', 'mewacho', 'cuota', 'cotisation', 'beitrag', 'mensalidade'],
  },
  salary: {
    asked: /\b(?:salary|wage|wages|pay ?check|paycheque|earn|earns|earned|earnings|income)\b/i,
    forms: ['salary', 'mshahara', 'tankhwah', 'pagar', 'pensja', 'wyplata', 'gaji', 'sambalam', 'demoz', 'sueldo', 'salario', 'salaire', 'gehalt', 'misthos', 'μισθος', 'μισθο', 'maas', 'zarplata', 'зарплата'],
  },
};

/** Naming cues after which a name follows ("named her Zawadi", "anaitwa", "nazwaliśmy go", "namanya"). */
const NAME_AFTER = /\b(?:named|called|name is|name's|naam|names? (?:him|her|them) |tumemwita|amemwita|wamemwita|anaitwa|jina lake ni|nazwalismy|nazwali|ma na imie|nazywa sie|namanya|diberi nama|kami namai|peyar|simu)\s+(?:him |her |them |it |go |ja |ni )?([A-Z][\p{L}'-]+)/u;
/** Naming cues a name comes before ("Aarav naam rakha", "Zawadi nav thevla", "Kavin nu peyar"). */
const NAME_BEFORE = /\b([A-Z][\p{L}'-]+) (?:naam|nav|nu peyar|peyar|ni jina lake)\b/u;
/** A name of up to three capitalised words (a firm: "Nile Fintech", "Savanna Insights"). */
const FIRM = "([A-Z][\\p{L}&'-]+(?: (?:[A-Z][\\p{L}&'-]+|&|of|de|and)){0,2})";
/** Job cues a firm's name follows ("joined X", "offer from X", "starting at X", "kazi at X", "kerja di X"). */
const FIRM_AFTER = new RegExp(`\\b(?:joined|joining|join|offer from|offer at|offer with|offer ya|offer kutoka|offer od|starting at|start at|started at|first day at|welcome to|work at|working at|work for|working for|hired at|hired by|kazi (?:at|na|kwa|ya)|nimeanza kazi(?: leo)? (?:at|na|kwa)|dolaczylem do|dolaczylam do|pracuje w|kerja di|bekerja di|diterima di)\\s+${FIRM}`, 'u');
/** Job cues a firm's name comes before ("Navyug ne offer diya", "Kiezwerk mein join", "Infosys la join"). */
const FIRM_BEFORE = new RegExp(`(?<![\\p{L}&'-])${FIRM} (?:ne offer|se offer|ka offer|kadun offer|mein join|me join|la join|il velai|la velai|ne hire)`, 'u');

/** Words of a question that ask for the name of a firm, a child, a pet. */
const FIRM_ASKED = /\b(?:company|firm|employer|startup|start-up|office|job|work(?:place)?)\b/i;
const CHILD_ASKED = /\b(?:baby|babies|newborn|child|kid|son|daughter|niece|nephew|grandchild|grandson|granddaughter)\b/i;

export type StatedAsk =
  | { kind: 'figure'; attr: string; forms: string[]; earliest: boolean; place: string | null }
  | { kind: 'name'; of: 'child' | 'firm'; place: string | null }
  | { kind: 'start'; firm: string };

/** The place a question names at its end ("… in London", "… in Kampala called"), or null. */
function placeIn(q: string): string | null {
  const m = /\b(?:in|at) ([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?)/u.exec(q) ?? /\b(?:in|at) ([\p{L}'-]+)(?: called| named)? ?\??$/iu.exec(q);
  return m ? m[1]! : null;
}

/** Whether the question asks a figure or a name the chats state, and which. */
export function readStated(question: string): StatedAsk | null {
  const q = question.trim();
  // "When did I start (my first job) at Savanna Insights?", "when did I join Nile Fintech".
  const start = new RegExp(`^[Ww]hen did (?:[Ii]|[Ww]e) (?:start|begin|join)\\b[^?]*?\\b(?:at|with|join)? ?${FIRM}\\s*\\??$`, 'u').exec(q);
  if (start && /\b(?:job|work|working|at|join)\b/i.test(q)) return { kind: 'start', firm: start[1]! };
  if (!/^(?:what|what's|whats|which|how much|how many|tell me)\b/i.test(q)) return null;
  for (const [attr, f] of Object.entries(FIGURES)) {
    if (f.asked.test(q)) return { kind: 'figure', attr, forms: f.forms, earliest: /\b(?:start(?:ed)?|began|begin|first|at first|originally|initially|beginning)\b/i.test(q), place: placeIn(q) };
  }
  // "What company did I start my first job at (in Athens)?", "which firm did I join": the firm's name.
  if (/^(?:what|which) (?:company|firm|employer|startup|start-up)\b/i.test(q)) return { kind: 'name', of: 'firm', place: placeIn(q) };
  if (/\bname\b|\bcalled\b|\bnamed\b/i.test(q)) {
    if (CHILD_ASKED.test(q)) return { kind: 'name', of: 'child', place: null };
    if (FIRM_ASKED.test(q)) return { kind: 'name', of: 'firm', place: placeIn(q.replace(/ (?:called|named) ?\??$/i, '')) };
  }
  return null;
}

/** A figure as written: "£1,350", "KSh 2,000", "2000", "1.5k" — not a year, a time, a date or a phone number. */
export function figuresIn(text: string): { value: number; raw: string; at: number; money: boolean }[] {
  const out: { value: number; raw: string; at: number; money: boolean }[] = [];
  const re = /((?:[£$€₹]|\b(?:ksh|kes|ush|ugx|tsh|rs|inr|zł|zl|pln|rp|idr|birr|etb|eur|gbp|usd|sh)\.?)\s?)?(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:\.\d+)?)(\s?k\b)?(\s?(?:zł|zl|pln|birr|bob|\/=|euros?|pounds?|dollars?|rupees?|shillings?|bob))?/giu;
  for (const m of text.matchAll(re)) {
    const digits = m[2]!;
    const before = text.slice(Math.max(0, m.index! - 1), m.index!);
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 1);
    if (/[:/-]/.test(before) || /^[:/]/.test(after)) continue;
    let value = Number(digits.replace(/[,\s]/g, '').replace(/\.(?=\d{3}\b)/g, ''));
    if (m[3]) value *= 1000;
    const money = Boolean(m[1] || m[4] || m[3]);
    if (!money && ((value >= 1900 && value <= 2100 && !/[,.\s]/.test(digits)) || value < 10)) continue;
    out.push({ value, raw: m[0].trim(), at: m.index!, money });
  }
  return out;
}

async function searchForms(calls: Calls, forms: readonly string[], period?: Period, limit = 50): Promise<FoundMessage[]> {
  const queries = anyOfAll(forms).slice(0, 5);
  if (!queries.length) return [];
  const r = await call(calls, 'search_messages', { query: queries[0]!, ...(queries.length > 1 ? { anyOf: queries.slice(1) } : {}), ...(period ? { period } : {}), limit });
  return r.data.matched === 'none' ? [] : r.data.messages;
}

function holds(text: string, forms: readonly string[]): boolean {
  const low = fold(text);
  const ws = low.split(/[^\p{L}\p{N}]+/u);
  return forms.some((f) => (f.includes(' ') ? low.includes(f) : ws.some((w) => (f.length >= 4 ? w.startsWith(f) : w === f))));
}

export interface StatedMade {
  answer: string;
  citations: Citation[];
  answered?: boolean;
  explain: string;
}

type Lived = (place: string) => Promise<{ name: string; from: DateTime; to: DateTime } | null>;

const cite = (m: FoundMessage): Citation => ({ kind: 'message', ...m });
const who = (calls: Calls, m: FoundMessage) => (m.authorId === calls.ctx.ownerId ? 'you' : m.author);

/** The answer to a stated-fact question, or null when the chats state none (the caller answers otherwise). */
export async function answerStated(calls: Calls, zone: string, ask: StatedAsk, lived: Lived): Promise<StatedMade | null> {
  if (!calls.ctx.includeMessages || !allowed(calls, 'search_messages')) return null;
  const owner = calls.ctx.ownerId;
  const stay = 'place' in ask && ask.place ? await lived(ask.place) : null;
  const inStay = (m: FoundMessage, before = 0) => {
    if (!stay) return false;
    const d = DateTime.fromISO(m.at, { zone });
    return d >= stay.from.minus({ days: before }) && d <= stay.to.plus({ days: 1 });
  };
  const namesPlace = (m: FoundMessage) => Boolean(ask.kind !== 'start' && ask.place && fold(m.text).includes(fold(ask.place)));

  if (ask.kind === 'figure') {
    const found = (await searchForms(calls, ask.forms)).filter((m) => holds(m.text, ask.forms) && figuresIn(m.text).length);
    if (!found.length) return null;
    const score = (m: FoundMessage) => (m.authorId === owner ? 1 : 0) + (inStay(m) || namesPlace(m) ? 2 : 0) + (figuresIn(m.text).some((f) => f.money) ? 1 : 0);
    const best = [...found].sort((a, b) => score(b) - score(a) || (ask.earliest ? (a.at < b.at ? -1 : 1) : a.at > b.at ? -1 : 1))[0]!;
    // The figure nearest the word that names it.
    const low = fold(best.text);
    const wordAt = Math.max(0, ...ask.forms.map((f) => low.indexOf(f)).filter((i) => i >= 0));
    const fig = figuresIn(best.text).sort((a, b) => Number(b.money) - Number(a.money) || Math.abs(a.at - wordAt) - Math.abs(b.at - wordAt))[0]!;
    return {
      answer: `${fig.raw} — ${who(calls, best) === 'you' ? 'you' : best.author} wrote on ${day(best.at, zone)}: ${quote(best.text, 80)}`,
      citations: [cite(best), ...found.filter((m) => m.id !== best.id).slice(0, 2).map(cite)],
      explain: `I searched the messages for the ${ask.attr} (its words in every language your chats use) and read the figure written next to it${ask.earliest ? ' in the first of them' : ''}.`,
    };
  }

  if (ask.kind === 'name' && ask.of === 'child') {
    const baby = eventWords('baby');
    const cues = ['named', 'called', 'name is', 'tumemwita', 'amemwita', 'anaitwa', 'jina lake', 'nazwalismy', 'imie', 'namanya', 'diberi nama', 'naam rakha', 'naam', 'nav', 'peyar'];
    const all = await searchForms(calls, [...cues, ...baby]);
    const babyDays = new Set(all.filter((m) => holds(m.text, baby)).map((m) => DateTime.fromISO(m.at, { zone }).toISODate() ?? ''));
    // A name is often given days after the birth (a naming ceremony): up to a fortnight after.
    const near = (m: FoundMessage) => Array.from({ length: 16 }, (_, i) => i - 1).some((k) => babyDays.has(DateTime.fromISO(m.at, { zone }).minus({ days: k }).toISODate() ?? ''));
    const hits = all
      .map((m) => ({ m, name: NAME_AFTER.exec(m.text)?.[1] ?? NAME_BEFORE.exec(m.text)?.[1] }))
      .filter((x): x is { m: FoundMessage; name: string } => Boolean(x.name) && (holds(x.m.text, baby) || near(x.m)));
    const best = hits.sort((a, b) => Number(holds(b.m.text, baby)) - Number(holds(a.m.text, baby)) || (a.m.at < b.m.at ? -1 : 1))[0];
    if (!best) return null;
    return {
      answer: `${best.name} — ${best.m.author} wrote on ${day(best.m.at, zone)}: ${quote(best.m.text, 80)}`,
      citations: [cite(best.m)],
      explain: 'I searched the messages that tell of a baby (every language your chats use) for a name given next to words of naming.',
    };
  }

  if (ask.kind === 'name') {
    const job = [...eventWords('new job'), 'joined', 'joining', 'offer', 'starting at', 'first day', 'welcome to', 'kazi', 'kerja', 'velai', 'join'];
    const all = await searchForms(calls, job, undefined, 80);
    const hits = all
      .map((m) => ({ m, name: FIRM_AFTER.exec(m.text)?.[1] ?? FIRM_BEFORE.exec(m.text)?.[1] }))
      .filter((x): x is { m: FoundMessage; name: string } => Boolean(x.name) && fold(x.name ?? '') !== fold(ask.place ?? ''));
    if (!hits.length) return null;
    // The firm of the place asked about: named with it, or in the months around living there.
    const score = (x: { m: FoundMessage; name: string }) => (x.m.authorId === owner ? 1 : 0) + (namesPlace(x.m) ? 2 : 0) + (inStay(x.m, 120) ? 2 : 0) + hits.filter((y) => y.name === x.name).length * 0.1;
    const best = [...hits].sort((a, b) => score(b) - score(a) || (a.m.at < b.m.at ? -1 : 1))[0]!;
    return {
      answer: `${best.name} — ${who(calls, best.m) === 'you' ? 'you' : best.m.author} wrote on ${day(best.m.at, zone)}: ${quote(best.m.text, 80)}`,
      citations: [cite(best.m), ...hits.filter((x) => x.name === best.name && x.m.id !== best.m.id).slice(0, 2).map((x) => cite(x.m))],
      explain: `I searched the messages about a job (every language your chats use) for the name of the firm written next to words like “joined” or “offer from”${ask.place ? `, those of your time in ${ask.place} first` : ''}.`,
    };
  }

  // "When did I start at X": the first message naming X that says work began (today, the first day, started).
  const firm = ask.firm;
  const starts = [...FIRST_DAY_WORDS, ...TODAY_WORDS, 'started', 'starting', 'start', 'nimeanza', 'joined', 'zaczalem', 'zaczelam', 'mulai', 'aarambh', 'suru', 'jemerku'];
  const named = await searchForms(calls, [fold(firm)], undefined, 50);
  const withFirm = named.filter((m) => fold(m.text).includes(fold(firm)));
  if (!withFirm.length) return null;
  const startHits = withFirm.filter((m) => holds(m.text, starts) || holds(m.text, eventWords('new job')));
  const pick = [...(startHits.length ? startHits : withFirm)].sort((a, b) => Number(b.authorId === owner) - Number(a.authorId === owner) || (a.at < b.at ? -1 : 1));
  const best = startHits.length ? pick.sort((a, b) => Number(holds(b.text, [...FIRST_DAY_WORDS, ...TODAY_WORDS, 'started', 'nimeanza'])) - Number(holds(a.text, [...FIRST_DAY_WORDS, ...TODAY_WORDS, 'started', 'nimeanza'])) || (a.at < b.at ? -1 : 1))[0]! : pick[0]!;
  return {
    answer: `${DateTime.fromISO(best.at, { zone }).setLocale('en-GB').toFormat('d LLLL yyyy')} — ${who(calls, best) === 'you' ? 'you' : best.author} wrote: ${quote(best.text, 80)}`,
    citations: [cite(best), ...withFirm.filter((m) => m.id !== best.id).slice(0, 2).map(cite)],
    explain: `I searched the messages naming ${firm} for the one that says work there began (today, the first day, started).`,
  };
}
