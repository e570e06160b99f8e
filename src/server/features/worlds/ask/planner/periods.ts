/**
 * Periods in words (#29): "in 2023", "last summer", "March 2022", "on 3 May 2023",
 * "the week of 2 April 2023", "yesterday", "since 2022", "before 2020", "in the last 6 months"
 * → a tool period ({from, to} ISO instants, `to` exclusive), read as local days of the
 * world's time zone (luxon does the zone arithmetic: months and days start at local midnight).
 *
 * Two periods need the data, so they are returned as a request instead of instants:
 * "on my birthday" (`special: 'birthday'`) and "the week of the move" / "since we moved"
 * (`special: 'event'`, with the event's words); the answerer resolves them with tools.
 *
 * Every regex here reads a short question (≤ 500 characters) with fixed alternations and no
 * nested quantifiers (the project's ReDoS rule).
 */
import { DateTime } from 'luxon';
import type { Period } from '../tools/types';
import { eventConcept, eventConcepts, eventWords as lexiconWords } from './event-words';

export const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
] as const;
const MONTH_SHORT: Record<string, number> = {};
MONTHS.forEach((m, i) => {
  MONTH_SHORT[m] = i + 1;
  MONTH_SHORT[m.slice(0, 3)] = i + 1;
});
MONTH_SHORT.sept = 9;

/** Month names in French, Spanish, Portuguese and Italian, folded (accents off), as chats write a day. */
const FOREIGN_MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['janvier', 'enero', 'janeiro', 'gennaio'],
    ['fevrier', 'febrero', 'fevereiro', 'febbraio'],
    ['mars', 'marzo', 'marco'],
    ['avril', 'abril', 'aprile'],
    ['mai', 'mayo', 'maio', 'maggio'],
    ['juin', 'junio', 'junho', 'giugno'],
    ['juillet', 'julio', 'julho', 'luglio'],
    ['aout', 'agosto'],
    ['septembre', 'septiembre', 'setembro', 'settembre'],
    ['octobre', 'octubre', 'outubro', 'ottobre'],
    ['novembre', 'noviembre', 'novembro'],
    ['decembre', 'diciembre', 'dezembro', 'dicembre'],
  ].flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);

const MONTH_RE_SRC = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

export interface ReadPeriod {
  period: Period;
  /** How an answer names it: "in 2023", "in summer 2025", "on 3 May 2023", "since March 2022". */
  label: string;
  /** The words of the question that named it (removed before reading names). */
  matched: string;
  /** The grain, for answers that talk about it ("that day", "that year"). */
  grain: 'day' | 'week' | 'month' | 'season' | 'year' | 'range';
}

export type PeriodRequest =
  /** `within`: "my birthday last year" → the birthday in 2025. */
  | {
      special: 'birthday';
      matched: string;
      within?: Period;
      /** "what did she plan for my birthday": the weeks before it, when plans are written, and the day. */
      ahead?: boolean;
    }
  /** A period around an event the messages mention: "week" = the week of it, "since"/"before"/"after" = open-ended. */
  | {
      special: 'event';
      words: string[];
      /** `during`: the whole stretch the owner lived in the place (`move.place`); `year`: the calendar year of the event. */
      shape: 'week' | 'since' | 'before' | 'after' | 'day' | 'around' | 'month' | 'year' | 'during';
      matched: string;
      /**
       * A move, read from location history first: `place` the words naming the city moved to
       * ("since I moved to Cebu") or left ("since I left Leipzig": `left`, the days after it).
       */
      move?: { place: string | null; left: boolean };
      /**
       * Other words of the clause that name the event ("Adam" of "when Adam was born"): of
       * the days the event's words fall on, one whose messages also hold these is the day.
       */
      marks?: string[];
    };

export type PeriodReading = ReadPeriod | PeriodRequest;

export const isSpecial = (p: PeriodReading | null): p is PeriodRequest => p != null && 'special' in p;

/** "2 April 2023" */
export const dayLabel = (d: DateTime) => d.setLocale('en-GB').toFormat('d LLLL yyyy');
/** "April 2023" */
export const monthLabel = (d: DateTime) => d.setLocale('en-GB').toFormat('LLLL yyyy');

const iso = (d: DateTime) => d.toUTC().toISO({ suppressMilliseconds: true })!;
const span = (from: DateTime | null, to: DateTime | null): Period => ({
  ...(from ? { from: iso(from) } : {}),
  ...(to ? { to: iso(to) } : {}),
});

const SEASONS: Record<string, { start: number; label: string }> = {
  spring: { start: 3, label: 'spring' },
  summer: { start: 6, label: 'summer' },
  autumn: { start: 9, label: 'autumn' },
  fall: { start: 9, label: 'autumn' },
  winter: { start: 12, label: 'winter' },
};

/** The noun an answer names an event by ("moving" → move, "graduated" → graduation). */
function nounOf(word: string): string {
  const nouns: Record<string, string> = { moved: 'move', moving: 'move', mov: 'move', leaving: 'leave', left: 'leave', graduated: 'graduation', 'broke up': 'breakup', married: 'wedding', engaged: 'engagement' };
  return nouns[word] ?? word;
}

/**
 * The words an event period reads: the English forms ("the move" → move, moving, moved),
 * then the event's wording in the other languages people chat in (event-words.ts: mudei,
 * umgezogen…) when the word names a life event.
 */
export function eventWords(word: string): string[] {
  const english = englishForms(word);
  const concept = eventConcept(word);
  if (!concept) return english;
  // The search matches words of 4+ letters as prefixes: a form that begins another event's
  // form ("birth" of the baby begins "birthday") would find that event too, so it is left out.
  const others = [...eventConcepts()].filter(([c]) => c !== concept).flatMap(([, forms]) => forms);
  // A phrase of another event that begins with the whole form ("apartamento novo" of a move) does not count.
  const begins = (f: string) => others.some((o) => o !== f && o.startsWith(f) && !o.startsWith(`${f} `));
  const safe = lexiconWords(word).filter((f) => f.length < 4 || !begins(f));
  return [...new Set([...english.filter((f) => f.length < 4 || !begins(f)), ...safe])];
}

/**
 * A search_messages query for any of `forms`. The tool reads at most 16 words and matches
 * words of 4+ letters as prefixes, so the forms are packed: a form another form begins
 * with is dropped ("moved" under "move"), forms sharing their first five letters become
 * that common beginning ("umzug", "umziehen" stay; "verhuizen", "verhuisd" → "verhui"),
 * single words before the words of phrases, the question's own word first.
 */
export function anyOf(forms: readonly string[]): string {
  return packForms(forms).slice(0, 16).join(' ');
}

/** anyOf's words for every form, however many: split in queries of 16 by the caller (anyOfAll). */
export function anyOfAll(forms: readonly string[]): string[] {
  // At most 16 words and 200 characters a query (search_messages' limits).
  const out: string[][] = [[]];
  for (const w of packForms(forms)) {
    const cur = out[out.length - 1]!;
    if (cur.length >= 16 || [...cur, w].join(' ').length > 200) out.push([w]);
    else cur.push(w);
  }
  return out.filter((q) => q.length).map((q) => q.join(' '));
}

function packForms(forms: readonly string[]): string[] {
  const singles = forms.filter((f) => !f.includes(' '));
  const phraseWords = forms.filter((f) => f.includes(' ')).flatMap((f) => f.split(' ').filter((w) => w.length >= 4 && !STOP_SEARCH.has(w)));
  const words = [...new Set([...singles, ...phraseWords])].filter((w) => w.length >= 2);
  const covered = (w: string) => words.some((o) => o !== w && o.length >= 4 && w.startsWith(o));
  const groups = new Map<string, string[]>();
  for (const w of words.filter((x) => !covered(x))) {
    const k = w.length >= 5 ? w.slice(0, 5) : w;
    groups.set(k, [...(groups.get(k) ?? []), w]);
  }
  return [...groups.values()].map((g) => (g.length > 1 ? commonStart(g) : g[0]!));
}

function commonStart(ws: string[]): string {
  let out = ws[0]!;
  for (const w of ws) while (!w.startsWith(out)) out = out.slice(0, -1);
  return out;
}

/** Up to three words naming a place after "moved to" (the answerer tries the longest that names a city first). */
const PLACE_WORDS = "((?!the\\b|my\\b|our\\b|a\\b)[\\p{L}][\\p{L}'-]*(?: (?!and\\b|or\\b|how\\b|did\\b|have\\b|has\\b|what\\b|with\\b|in\\b|compared\\b|than\\b|vs\\b)[\\p{L}][\\p{L}'-]*){0,2})";

/** Events that happen on a day ("when I was on holiday" is a span, left to the other readings). */
const POINT_EVENTS = new Set<string>(['wedding', 'engagement', 'move', 'birthday', 'baby', 'apology', 'fight', 'party', 'new job', 'funeral', 'graduation', 'breakup', 'visit']);

/**
 * Fixed-date holidays by their names in English and other languages chats use (folded):
 * Swahili, Polish, Indonesian, Tamil and Amharic in Latin letters, Spanish, German.
 */
const FIXED_HOLIDAYS: [RegExp, number, number, string][] = [
  [/\b(?:christmas eve|xmas eve|wigilia|wigilie|mkesha wa krismasi|nochebuena|heiligabend)\b/, 12, 24, 'Christmas Eve'],
  [/\b(?:christmas|christmass|chrismas|xmas|x-mas|krismasi|boze narodzenie|navidad|weihnachten|kirismas|natal hari)(?: day)?\b/, 12, 25, 'Christmas'],
  [/\b(?:new ?year'?s eve|nye|sylwester|mkesha wa mwaka mpya|malam tahun baru|nochevieja|silvester)\b/, 12, 31, "New Year's Eve"],
  [/\b(?:new ?year'?s(?: day)?|mwaka mpya|nowy rok|tahun baru|puthandu|enkutatash)\b/, 1, 1, "New Year's Day"],
  [/\b(?:boxing day)\b/, 12, 26, 'Boxing Day'],
  [/\b(?:halloween)\b/, 10, 31, 'Halloween'],
  [/\b(?:valentine'?s(?: day)?|walentynki|hari valentine)\b/, 2, 14, "Valentine's Day"],
];

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100;
  const d = Math.floor(b / 4), e = b % 4, f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30, i = Math.floor(c / 4), k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/**
 * The Gregorian days of an Islamic-calendar date in a year (Umm al-Qura, through Intl):
 * Eid al-Fitr is 1 Shawwal (month 10), Eid al-Adha 10 Dhu al-Hijja (month 12). Local
 * observance can differ by a day. Null when the runtime has no Islamic calendar.
 */
export function hijriDay(year: number, month: number, day: number): { month: number; day: number } | null {
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', day: 'numeric', month: 'numeric' });
  } catch {
    return null;
  }
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
    const parts = fmt.formatToParts(new Date(t));
    const mo = Number(parts.find((p) => p.type === 'month')?.value);
    const d = Number(parts.find((p) => p.type === 'day')?.value);
    if (mo === month && d === day) {
      const g = new Date(t);
      return { month: g.getUTCMonth() + 1, day: g.getUTCDate() };
    }
  }
  return null;
}

/**
 * A holiday the question names, as its day (or days: "Easter weekend" is Good Friday to Easter
 * Monday), in the year given or the latest that has begun. Names in several languages.
 */
function holiday(q: string, today: DateTime, zone: string): ReadPeriod | null {
  const f = q.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l');
  const yearAfter = (at: number, len: number) => /^(?:,? (?:of |in )?)('?\d{2}|\d{4})\b/.exec(f.slice(at + len));
  const pick = (make: (y: number) => { from: DateTime; days: number } | null, at: number, len: number, name: string, grain: ReadPeriod['grain']): ReadPeriod | null => {
    // A greeting is no day: "wish Amina Eid Mubarak", "said merry Christmas", "Christmas wishes".
    if (/^\s*(?:mubarak|greetings?|wishes|card|cards|njema)\b/.test(f.slice(at + len)) || /\b(?:merry|happy|wish\w*(?: [\p{L}]+)?) $/u.test(f.slice(0, at))) return null;
    const y = yearAfter(at, len);
    const yearBefore = /\b(\d{4}) $/.exec(f.slice(0, at));
    const year = y ? yearOf(y[1], today.year) : yearBefore ? +yearBefore[1]! : null;
    let hit = make(year ?? today.year);
    if (!year && hit && hit.from > today) hit = make(today.year - 1);
    if (!hit) return null;
    const end = hit.from.plus({ days: hit.days });
    const label = hit.days === 1 ? `on ${dayLabel(hit.from)}` : `over ${name}, ${hit.from.toFormat('d')}–${end.minus({ days: 1 }).setLocale('en-GB').toFormat('d LLLL yyyy')}`;
    const matched = f.slice(at, at + len + (y ? y[0].length : 0));
    return { period: span(hit.from, end), label, matched, grain };
  };
  let m: RegExpExecArray | null;
  // Easter: Sunday by the computus; "Easter weekend"/"over Easter" Good Friday to Easter Monday.
  if ((m = /\b(good friday|easter monday|easter sunday|easter weekend|easter holidays?|easter|wielkanoc|pasaka|paska|paskah|semana santa|ostern|fasika)\b(?: (weekend))?/.exec(f))) {
    const w = m[1]!;
    const shape = w === 'good friday' ? -2 : w === 'easter monday' ? 1 : w === 'easter sunday' ? 0 : null;
    const name = shape === -2 ? 'Good Friday' : shape === 1 ? 'Easter Monday' : shape === 0 ? 'Easter Sunday' : 'Easter weekend';
    return pick((y) => {
      const e = easterSunday(y);
      const sunday = DateTime.fromObject({ year: y, month: e.month, day: e.day }, { zone });
      return shape == null ? { from: sunday.minus({ days: 2 }), days: 4 } : { from: sunday.plus({ days: shape }), days: 1 };
    }, m.index, m[0].length, name, shape == null ? 'range' : 'day');
  }
  // Eid: al-Fitr (1 Shawwal) unless al-Adha is named.
  if ((m = /\b(eid al[- ]adha|eid ul[- ]adha|eid al[- ]fitr|eid ul[- ]fitr|idd ?ul[- ]fitr|idd|eid|idul fitri|idul adha|lebaran|bakri eid|bakrid|kurban bayrami|ramazan bayrami|seker bayrami)\b/.exec(f))) {
    const adha = /adha|bakri|bakrid|kurban/.test(m[1]!);
    return pick((y) => {
      const g = adha ? hijriDay(y, 12, 10) : hijriDay(y, 10, 1);
      return g ? { from: DateTime.fromObject({ year: y, month: g.month, day: g.day }, { zone }), days: 1 } : null;
    }, m.index, m[0].length, adha ? 'Eid al-Adha' : 'Eid al-Fitr', 'day');
  }
  for (const [re, mo, d, name] of FIXED_HOLIDAYS) {
    if ((m = re.exec(f))) return pick((y) => ({ from: DateTime.fromObject({ year: y, month: mo, day: d }, { zone }), days: 1 }), m.index, m[0].length, name, 'day');
  }
  return null;
}

/** Words of an event clause that neither name the event nor mark its day ("we had our", "was", "got"). */
const CLAUSE_SKIP = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'had', 'have', 'has', 'was', 'were', 'is', 'got', 'get', 'our', 'my', 'the', 'a', 'an', 'his', 'her', 'their', 'your', 'did', 'do', 'came', 'come', 'went', 'go', 'me', 'us', 'that', 'this', 'of', 'in', 'on', 'at', 'to', 'first', 'big', 'little', 'new']);

/** Words of phrases too common to search alone ("happy" of "happy birthday", "feliz"). */
const STOP_SEARCH = new Set(['happy', 'feliz', 'alles', 'gute', 'tanti', 'many', 'have', 'with', 'from', 'this', 'that', 'date', 'nuevo', 'nova', 'novo', 'neue', 'nuova', 'yeni', 'baru', 'naya',
  // French and Darija wording around a wish or a visit ("bonne fête", "joyeux anniv", "3id milad sa3id": "said" is English too).
  'bonne', 'joyeux', 'nouveau', 'nouvel', 'nouvelle', 'jdida', 'sa3id', 'said', 'come', 'flying', 'venir', 'venire', 'viens', 'voir', 'rendre', 'getting']);

function englishForms(word: string): string[] {
  const w = word.toLowerCase();
  if (w === 'leave' || w === 'left' || w === 'leaving') return ['leave', 'leaving', 'left'];
  const stem = w.replace(/(?:ing|ed|e|s)$/, '');
  const forms = new Set([w]);
  if (stem.length >= 3) {
    forms.add(`${stem}e`);
    forms.add(`${stem}ed`);
    forms.add(`${stem}ing`);
    forms.add(`${stem}es`);
  }
  return [...forms].filter((f) => f.length >= 3);
}

function yearOf(s: string | undefined, fallback: number): number {
  if (!s) return fallback;
  const n = Number(s.replace(/^'/, ''));
  return n < 100 ? 2000 + n : n;
}

/**
 * The period a question names, or null. `now` is "today"; `zone` the world's time zone.
 * A month without a year is the latest such month that has begun; a season the latest
 * that has begun ("last summer" in November 2026 is June–August 2026).
 */
export function readPeriod(question: string, now: Date, zone: string): PeriodReading | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const month = (y: number, m: number) => DateTime.fromObject({ year: y, month: m, day: 1 }, { zone });
  let m: RegExpExecArray | null;

  // The data decides these two.
  if ((m = /\b(?:on|for|around|at)? ?my (?:last |\d{4} )?(birthday|bday|b-day)/.exec(q))) {
    const rest = `${q.slice(0, m.index)} ${q.slice(m.index + m[0].length)}`;
    const year = /\bmy (\d{4}) /.exec(m[0]);
    const inner = year ? readPeriod(year[1]!, now, zone) : readPeriod(rest, now, zone);
    const ahead = /\b(?:plan\w*|organi[sz]\w*|prepar\w*|book\w*|reserv\w*|buy|bought|get|got|surprise\w*|arrang\w*)\b[^?]*\bfor my\b/.test(q);
    return { special: 'birthday', matched: m[0], ...(inner && !isSpecial(inner) ? { within: inner.period } : {}), ...(ahead ? { ahead } : {}) };
  }
  // Holidays: "Christmas Eve 2023", "on New Year's Eve", "Easter weekend 2026", "Eid" (the latest that has begun).
  const h = holiday(q, today, zone);
  if (h) return h;
  // The time lived in a place: "while I lived in Cebu", "when we were living in Hamburg", "during my time in Porto".
  if ((m = new RegExp(`\\b(?:while|when|whilst|during the time|back when) (?:i |we )?(?:lived|was living|were living|stayed|was staying|was based|were based|lived there) (?:in|at) ${PLACE_WORDS}`, 'u').exec(q))
    || (m = new RegExp(`\\bduring (?:my|our) (?:time|years|days|life) in ${PLACE_WORDS}`, 'u').exec(q))) {
    return { special: 'event', words: eventWords('move'), shape: 'during', matched: m[0], move: { place: m[1]!, left: false } };
  }
  // "the year I moved to Cebu", "the month we moved to Hamburg": the calendar year or month of that move.
  if ((m = new RegExp(`\\b(?:in )?the (year|month) (?:when |that )?(?:i |we )(?:moved|relocated)(?: to)? ${PLACE_WORDS}`, 'u').exec(q))) {
    return { special: 'event', words: eventWords('move'), shape: m[1] as 'year' | 'month', matched: m[0], move: { place: m[2]!, left: false } };
  }
  // A move to or from a place: "since I moved to Cebu", "after moving to Hamburg", "since I left Leipzig".
  if ((m = new RegExp(`\\b(since|before|after|around)(?: the time)? (?:i |we )?(moved|moving|left|leaving|relocated|relocating)(?: (to|from|out of|away from))? ${PLACE_WORDS}`, 'u').exec(q))) {
    const left = m[2] === 'left' || m[2] === 'leaving' || m[3] === 'from' || m[3] === 'out of' || m[3] === 'away from';
    const shape = m[1] === 'around' ? 'around' : (m[1] as 'since' | 'before' | 'after');
    return { special: 'event', words: eventWords('move'), shape, matched: m[0], move: { place: m[4]!, left } };
  }
  // "the week of the move", "the day I moved", "the day we got married".
  if ((m = /\b(the )?(week|day) (?:of|after|before|(?:when |that )?(?:i|we)(?: got)?) (?:the |our |my |we )?(move|moving|moved|wedding|married|trip|holiday|vacation|breakup|funeral|party|graduation|graduated|honeymoon|surgery|birth|engagement|engaged|concert|interview)\b/.exec(q))) {
    const word = nounOf(m[3]!);
    return { special: 'event', words: eventWords(word), shape: m[2] === 'day' ? 'day' : 'week', matched: m[0], ...(word === 'move' ? { move: { place: null, left: false } } : {}) };
  }
  // "around the time I moved": the weeks either side of the event's day.
  if ((m = /\baround (?:the time )?(?:of )?(?:the |our |my |i |we )?(moved?|moving|wedding|got married|trip|breakup|broke up|graduation|graduated|left|leaving)\b/.exec(q))) {
    const word = nounOf(m[1]!.replace(/^got married$/, 'wedding').replace('broke up', 'breakup').replace(/^(?:left|leaving)$/, 'leave'));
    return { special: 'event', words: eventWords(word), shape: 'around', matched: m[0], ...(word === 'move' ? { move: { place: null, left: false } } : {}) };
  }
  if ((m = /\b(since|before|after) (?:the |our |my |i |we |her |his |their )?(moved?|moving|wedding|got married|married|trip|breakup|broke up|graduation|graduated|left|leaving)\b/.exec(q))) {
    const word = m[2]!.replace(/^got /, '').replace('broke up', 'breakup').replace(/^(?:left|leaving)$/, 'leave');
    const noun = nounOf(word === 'married' ? 'wedding' : word);
    return { special: 'event', words: eventWords(noun), shape: m[1] as 'since' | 'before' | 'after', matched: m[0], ...(noun === 'move' ? { move: { place: null, left: false } } : {}) };
  }

  // A clause naming an event inside a question that asks something else ("where was I when
  // the baby was born", "what did she write the day we had our fight", "who called when
  // Nadia got married"): that event's day, found by the one event-day resolver (answer.ts).
  if (!/^\s*(?:when|what (?:day|date|month|year))\b/.test(q) && (m = /\b(?:when|the (day|week|month)(?: when| that)?|on the day|the time) ((?:[\p{L}\p{N}'-]+ ){0,5}[\p{L}\p{N}'-]+)\?? *$/u.exec(q))) {
    const words = m[2]!.trim().split(/\s+/);
    const word = words.find((w) => POINT_EVENTS.has(eventConcept(nounOf(w)) ?? '') && !CLAUSE_SKIP.has(w));
    if (word) {
      const noun = nounOf(word);
      const marks = words.filter((w) => w !== word && !CLAUSE_SKIP.has(w) && !eventConcept(w) && /^\p{L}[\p{L}'-]{2,}$/u.test(w));
      const shape = m[1] === 'week' || m[1] === 'month' ? m[1] : 'day';
      return { special: 'event', words: eventWords(noun), shape, matched: m[0], ...(noun === 'move' ? { move: { place: null, left: false } } : {}), ...(marks.length ? { marks } : {}) };
    }
  }

  // A day: "on 3 May 2023", "3rd of May, 2023", "May 3 2023", "2023-05-03", "3/5/2023" (day first).
  const dayAt = (y: number, mo: number, d: number): DateTime | null => {
    const t = DateTime.fromObject({ year: y, month: mo, day: d }, { zone });
    return t.isValid ? t : null;
  };
  const dayMatch = (): { d: DateTime; matched: string } | null => {
    let x = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(q);
    if (x) { const d = dayAt(+x[1]!, +x[2]!, +x[3]!); return d && { d, matched: x[0] }; }
    x = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH_RE_SRC},? (\\d{4})\\b`).exec(q);
    if (x) { const d = dayAt(+x[3]!, MONTH_SHORT[x[2]!]!, +x[1]!); return d && { d, matched: x[0] }; }
    x = new RegExp(`\\b${MONTH_RE_SRC} (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`).exec(q);
    if (x) { const d = dayAt(+x[3]!, MONTH_SHORT[x[1]!]!, +x[2]!); return d && { d, matched: x[0] }; }
    x = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(q);
    if (x) { const d = dayAt(+x[3]!, +x[2]!, +x[1]!); return d && { d, matched: x[0] }; }
    // "on 3 May" / "May 3rd" without a year: the latest such day not after today.
    x = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH_RE_SRC}\\b`).exec(q) ?? null;
    let dd: number | undefined, mm: number | undefined;
    if (x) { dd = +x[1]!; mm = MONTH_SHORT[x[2]!]; }
    else {
      x = new RegExp(`\\b${MONTH_RE_SRC} (\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(q);
      if (x && +x[2]! <= 31) { dd = +x[2]!; mm = MONTH_SHORT[x[1]!]; }
    }
    if (x && dd && mm) {
      let d = dayAt(today.year, mm, dd);
      if (d && d > today) d = dayAt(today.year - 1, mm, dd);
      return d && { d, matched: x[0] };
    }
    return null;
  };

  // Open-ended: "since 2022", "since March 2022", "before 2020", "after 3 May 2023".
  if ((m = /\b(since|before|after|from|until|till) /.exec(q))) {
    const rest = question.slice(m.index + m[0].length);
    // "drift apart from in 2023": "from" ends a verb, the period is the "in 2023" after it.
    const verbs = (m[1] === 'from' || m[1] === 'till' || m[1] === 'until') && /^(?:in|on|during|at)\b/i.test(rest);
    const inner = rest && !verbs ? readPeriod(rest, now, zone) : null;
    if (inner && !isSpecial(inner) && inner.grain !== 'range') {
      const from = inner.period.from ? DateTime.fromISO(inner.period.from, { zone }) : null;
      const to = inner.period.to ? DateTime.fromISO(inner.period.to, { zone }) : null;
      const word = m[1]!;
      const name = inner.label.replace(/^(in|on|during) /, '');
      const matched = `${m[0]}${inner.matched}`;
      // "photos from 2023", "messages from March 2022": a bare "from" names that period itself; only
      // "from 2023 on/onwards/to …" opens the range.
      if (word === 'from') {
        const at = rest.toLowerCase().indexOf(inner.matched.toLowerCase());
        const after = at >= 0 ? rest.slice(at + inner.matched.length) : '';
        if (at >= 0 && !/^\s*(?:on\b|onwards?\b|forwards?\b|to\b|till\b|until\b|through\b|up to\b|[-–])/i.test(after)) return inner;
      }
      if (word === 'since' || word === 'from') return { period: span(from, null), label: `since ${name}`, matched, grain: 'range' };
      if (word === 'after') return { period: span(to, null), label: `after ${name}`, matched, grain: 'range' };
      if (word === 'before') return { period: span(null, from), label: `before ${name}`, matched, grain: 'range' };
      return { period: span(null, to), label: `until ${name}`, matched, grain: 'range' };
    }
  }

  // "between 2020 and 2022"
  // "2022-2025", "2022–2025", "from 2022 to 2025", "2022 through 2025": a range of whole years.
  if ((m = /\bbetween (\d{4}) and (\d{4})\b/.exec(q) ?? /\b(?:from )?((?:19|20)\d{2}) ?(?:-|–|—|to|until|till|through|thru) ?((?:19|20)\d{2})\b/.exec(q))) {
    const a = Math.min(+m[1]!, +m[2]!), b = Math.max(+m[1]!, +m[2]!);
    return { period: span(month(a, 1), month(b + 1, 1)), label: `from ${a} to ${b}`, matched: m[0], grain: 'range' };
  }

  // "in the last 6 months", "past 2 years", "last 3 weeks"
  if ((m = /\b(?:in )?(?:the )?(?:last|past) (\d{1,3}|two|three|four|five|six|twelve) (day|week|month|year)s?\b/.exec(q))) {
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12 };
    const n = words[m[1]!] ?? Number(m[1]);
    const unit = m[2] as 'day' | 'week' | 'month' | 'year';
    const from = today.minus({ [`${unit}s`]: n });
    return { period: span(from, today.plus({ days: 1 })), label: `in the last ${n} ${unit}s`, matched: m[0], grain: 'range' };
  }

  // "the week of 2 April 2023"
  if ((m = /\b(?:the )?week (?:of|starting|beginning) /.exec(q))) {
    const day = dayMatch();
    if (day) {
      const from = day.d.startOf('week');
      return { period: span(from, from.plus({ weeks: 1 })), label: `the week of ${dayLabel(from)}`, matched: `${m[0]}${day.matched}`, grain: 'week' };
    }
  }

  const day = dayMatch();
  if (day) return { period: span(day.d, day.d.plus({ days: 1 })), label: `on ${dayLabel(day.d)}`, matched: day.matched, grain: 'day' };

  if ((m = /\byesterday\b/.exec(q))) {
    const d = today.minus({ days: 1 });
    return { period: span(d, today), label: `yesterday (${dayLabel(d)})`, matched: m[0], grain: 'day' };
  }
  if ((m = /\btoday\b/.exec(q))) return { period: span(today, today.plus({ days: 1 })), label: `today (${dayLabel(today)})`, matched: m[0], grain: 'day' };

  if ((m = /\b(last|this|previous|past) (week|month|year)\b/.exec(q))) {
    const unit = m[2] as 'week' | 'month' | 'year';
    const cur = today.startOf(unit);
    const from = m[1] === 'this' ? cur : cur.minus({ [`${unit}s`]: 1 });
    const to = from.plus({ [`${unit}s`]: 1 });
    const label =
      unit === 'year' ? `in ${from.year}` : unit === 'month' ? `in ${monthLabel(from)}` : `the week of ${dayLabel(from)}`;
    return { period: span(from, to), label, matched: m[0], grain: unit };
  }

  // Seasons: "last summer", "this winter", "summer 2023", "the summer of 2023", "in spring".
  // "fall" is a season only as one ("last fall", "in the fall", "fall 2023"), not the verb ("fall out").
  if ((m = /\b(?:(last|this|previous|past) |the )?(spring|summer|autumn|fall|winter)(?: of)?(?: (\d{4}))?\b/.exec(q)) && (m[2] !== 'fall' || Boolean(m[1] || m[3]) || /\b(?:in|during) (?:the )?fall\b/.test(q))) {
    const season = SEASONS[m[2]!]!;
    let year: number;
    if (m[3]) year = +m[3];
    else {
      // The latest season of that name that has begun (and, for "last", has ended).
      year = today.year;
      let start = month(year, season.start);
      if (start > today) { year -= 1; start = month(year, season.start); }
      if (m[1] && m[1] !== 'this' && start.plus({ months: 3 }) > today) year -= 1;
    }
    const from = month(year, season.start);
    const label = season.start === 12 ? `in winter ${year}–${String(year + 1).slice(2)}` : `in ${season.label} ${year}`;
    return { period: span(from, from.plus({ months: 3 })), label, matched: m[0], grain: 'season' };
  }

  // A month: "March 2022", "in March" (the latest March that has begun), "last March".
  if ((m = new RegExp(`\\b(?:(last|this) )?${MONTH_RE_SRC}(?:,? (\\d{4}|'\\d{2}))?\\b`).exec(q))) {
    const word = m[2]!;
    // "may" is a verb too: a month only with a year or after "in"/"last"/"this".
    // Without a year only a full month name is a month ("Jan" is a name too).
    const full = (MONTHS as readonly string[]).includes(word);
    const ok = Boolean(m[3]) || (full && (word !== 'may' || Boolean(m[1]) || /\b(?:in|during|of) may\b/.test(q)));
    if (ok) {
      const mo = MONTH_SHORT[word]!;
      let year = yearOf(m[3], today.year);
      if (!m[3]) {
        if (month(year, mo) > today) year -= 1;
        if (m[1] === 'last' && month(year, mo).hasSame(today, 'month')) year -= 1;
      }
      const from = month(year, mo);
      return { period: span(from, from.plus({ months: 1 })), label: `in ${monthLabel(from)}`, matched: m[0], grain: 'month' };
    }
  }

  // A year: "in 2023", "2019", "the year 2021".
  if ((m = /\b(19[7-9]\d|20\d\d)\b/.exec(q))) {
    const y = +m[1]!;
    return { period: span(month(y, 1), month(y + 1, 1)), label: `in ${y}`, matched: m[0], grain: 'year' };
  }
  return null;
}

/**
 * The first day written in a message's text ("on 14 June", "June 14th", "14.6."), read as
 * the first such day on or after the message's own day: "the wedding is on 14 June" sent on
 * 10 January 2025 means 14 June 2025.
 */
export function dayWrittenIn(text: string, sentAt: string, zone: string): DateTime | null {
  const q = text.toLowerCase();
  const sent = DateTime.fromISO(sentAt, { zone }).startOf('day');
  let m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH_RE_SRC}(?:,? (\\d{4}))?\\b`).exec(q);
  let d: number | undefined, mo: number | undefined, y: number | undefined;
  if (m) [d, mo, y] = [+m[1]!, MONTH_SHORT[m[2]!], m[3] ? +m[3] : undefined];
  else {
    m = new RegExp(`\\b${MONTH_RE_SRC} (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`).exec(q);
    if (m) [d, mo, y] = [+m[2]!, MONTH_SHORT[m[1]!], m[3] ? +m[3] : undefined];
  }
  if (!m) {
    // "le 15 juillet", "el 3 de mayo de 2024", "15 de julho", "il 15 luglio": the day in the chat's own language.
    const f = q.normalize('NFD').replace(/\p{M}/gu, '');
    m = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})(?:er|o|º)? (?:de )?(${Object.keys(FOREIGN_MONTHS).join('|')})(?: (?:de )?(\\d{4}))?(?![\\p{L}\\p{N}])`, 'u').exec(f);
    if (m) [d, mo, y] = [+m[1]!, FOREIGN_MONTHS[m[2]!], m[3] ? +m[3] : undefined];
  }
  if (!d || !mo || d > 31) return null;
  let at = DateTime.fromObject({ year: y ?? sent.year, month: mo, day: d }, { zone });
  if (!at.isValid) return null;
  if (!y && at < sent) at = at.plus({ years: 1 });
  return at;
}
