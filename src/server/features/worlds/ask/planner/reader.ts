/**
 * Reading a question (#29): its intent (what kind of fact), the measure and order, the
 * period in words, and the spans that may name a person, chat, place or topic. Names are
 * only candidates here; the answerer resolves them against the world with find_people,
 * find_chats and find_places (so nothing is keyed to particular names or sentences).
 *
 * Regexes read one short question (≤ 500 characters) with fixed alternations and no
 * nested quantifiers (the project's ReDoS rule).
 */
import type { AskState } from '../types';
import { isSpecial, readPeriod, type PeriodReading } from './periods';

export type GroupHistoryType = 'created' | 'renamed' | 'added' | 'left' | 'removed' | 'joined';

/** The group events a question about a group's history asks for (the question folded to lower case), or null. */
export function groupHistoryOf(q: string, wantsChat: boolean): GroupHistoryType[] | null {
  if (!wantsChat) return null;
  if (/\b(?:renam\w*|re-nam\w*|chang\w* (?:the |its |their )?(?:group'?s? )?(?:name|subject|title)|name (?:change|changed)|(?:old|previous|former|original|earlier|first) (?:name|title)|used to be called|called (?:before|originally|at first))\b/.test(q)) return ['renamed', 'created'];
  if (/\b(?:remov\w*|kick\w*|threw (?:\w+ )?out|thrown out|took (?:\w+ )?out)\b/.test(q)) return ['removed'];
  if (/\b(?:left|leave|leaves|leaving|quit|quits|exit(?:ed|s)?|stopped being (?:in|part of|a member)|no longer (?:in|part of|a member)|dropped out|is gone from|went from)\b/.test(q)) return ['left', 'removed'];
  if (/\b(?:add|added|adding|adds|join|joined|joins|joining|invited|brought in)\b/.test(q)) return ['added', 'joined'];
  if (/\b(?:creat\w*|set up|founded|made the|started the)\b/.test(q) && /^(?:who|when|which|what)\b/.test(q)) return ['created'];
  if (/\bwhat (?:changed|has changed|happened to|happened in)\b/.test(q)) return ['renamed', 'added', 'joined', 'left', 'removed'];
  return null;
}

export type Intent =
  | 'rank'
  | 'count'
  | 'compare'
  | 'first'
  | 'last'
  | 'stopped'
  | 'extreme'
  | 'mentioned'
  | 'said'
  | 'topics'
  | 'where'
  | 'photos'
  | 'members'
  | 'change'
  | 'when-event'
  | 'overview'
  | 'rank-chats'
  | 'profile'
  | 'why'
  | 'outside'
  | 'unknown';

export interface Reading {
  intent: Intent;
  measure: 'messages' | 'photos';
  order: 'most' | 'least';
  /** Who wrote the messages counted: 'withOwner' both ways, 'wrote' by them, 'fromOwner' by the owner. */
  by: 'withOwner' | 'wrote' | 'fromOwner';
  /** For 'extreme': a year or a month. */
  grain: 'year' | 'month';
  period: PeriodReading | null;
  /** Spans that may name people, chats or places, in question order (original casing, possessives cut). */
  spans: Span[];
  /** Words to search for ("the wedding" → wedding), for mentioned/said/when-event. */
  topic: string | null;
  /** A follow-up of the last turn ("And Mum?", "What about 2022?", "and photos?"). */
  followUp: boolean;
  /** "her", "him", "them": the last turn's person. */
  pronoun: boolean;
  /** "direct messages", "DMs", "in private": one-to-one chats only, not what they wrote in groups. */
  direct: boolean;
  /** A group chat is meant ("the family group"). */
  wantsChat: boolean;
  /**
   * What a group's history is asked ("who renamed the group", "who left", "when was Amit
   * added", "what changed in the group"): the kinds of system-line events that answer it, or null.
   */
  groupHistory: GroupHistoryType[] | null;
  /** "top 3" */
  limit: number | null;
  /**
   * Lowercase words standing where a person is named ("message chinedu", "did kat text",
   * "amaka's") that are not common English words: names the answer may not drop.
   */
  slotNames: string[];
  /** A question of money ("how much did the trip cost", "price"): the world holds no prices. */
  money: boolean;
  /**
   * The words ending the question after "in"/"from" ("who's in yaba babes", "most in the
   * barkada ust gc"), without the words "group"/"chat": they may name a chat as written lowercase.
   */
  chatWords: string | null;
  /**
   * "Did I talk to X more before or after the move?", "Do I talk to X more since…?": the
   * period named is a split, and the answer compares the two sides of it.
   */
  split: boolean;
  /** A change asked about a direction: 'up' ("closer", "grew"), 'down' ("drift apart", "dropping off"), else null. */
  direction: 'up' | 'down' | null;
  /**
   * Who was there: "who was with me in Lisbon?", "who's in the photos from the day I moved?",
   * "who's in them?" — the people tagged in the photos of a place or a period.
   */
  companions: boolean;
  /**
   * Lowercase words where a place is named ("when did we go to singapore", "visit porto",
   * "when was i last in cebu"): looked up as places even when the question is not a where.
   */
  placeWords: string[];
  /** A messaging app the question narrows to ("my Telegram messages"): its import source and name. */
  platform: { source: string; name: string } | null;
}

/** Messaging apps as a question names them → the import source their chats carry (apps Mnemo never imports keep their own word). */
const PLATFORMS: [RegExp, string, string][] = [
  [/\bwhats ?app\b/, 'whatsapp', 'WhatsApp'],
  [/\btelegram\b/, 'telegram', 'Telegram'],
  [/\bsignal\b(?! strength)/, 'signal', 'Signal'],
  [/\binstagram\b|\binsta (?:dms?|messages?|chats?)\b/, 'instagram', 'Instagram'],
  [/\b(?:facebook )?messenger\b/, 'messenger', 'Messenger'],
  [/\bimessages?\b/, 'imessage', 'iMessage'],
  [/\bdiscord\b/, 'discord', 'Discord'],
  [/\b(?:sms|sms messages)\b/, 'sms', 'SMS'],
  [/\bsnapchat\b/, 'snapchat', 'Snapchat'],
  [/\bwechat\b/, 'wechat', 'WeChat'],
  [/\bslack\b/, 'slack', 'Slack'],
  [/\bviber\b/, 'viber', 'Viber'],
  [/\bskype\b/, 'skype', 'Skype'],
  [/\blinkedin\b/, 'linkedin', 'LinkedIn'],
];

function platformOf(q: string): Reading['platform'] {
  for (const [re, source, name] of PLATFORMS) if (re.test(q)) return { source, name };
  return null;
}

export interface Span {
  text: string;
  capitalized: boolean;
  /**
   * A capitalised common word inside the question ("What did Can say", "did May text"): a
   * name only if a person is called exactly that, else nothing (never a missing name or a topic).
   */
  weak?: boolean;
}

/** Capitalised stop words that are never a person's name, even inside a question. */
const NEVER_NAMES = new Set(['i', 'me', 'my', 'you', 'your', 'we', 'our', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'a', 'an', 'is', 'was', 'did', 'do', 'does', 'how', 'what', 'who', 'when', 'where', 'which', 'why']);

/** Words that never name a person, place or topic by themselves. */
const STOP = new Set(
  `a about above after again against all almost also am among an and any anyone anybody anything are around as at away back be been before being below between both but by can
  could did do does doing done down during each either else ever every everyone few first for from get got had has have having he her here hers herself him himself his how i
  if in into is it its itself just last least less let like many me message messages messaged messaging more most much must my myself never no nobody none nor not now of off often on once one only or
  other our ours ourselves out over own per quite rather really same say said says she should since so some someone something still such talk talked talking
  text texted texting texts than that the their theirs them themselves then there these they this those through to too total under until up upon us very was we were what
  when where which while who whom whose why will with within without would write wrote writes writing you your yours yourself yourselves year years month months week weeks
  day days time times date dates ever chat chats chatted chatting group groups conversation conversations send sent sends receive received mention mentioned mentions
  photo photos picture pictures pic pics image images place places city cities country countries go went gone going meet met meeting been see saw seen speak spoke spoken
  quietest busiest quiet busy active least most top best favourite favorite closest which how many much number count compare versus vs who whom tell show find list give
  am pm today yesterday tomorrow summer winter spring autumn fall season birthday bday first last latest earliest recent recently start started stop stopped begin began
  right just exactly actually people person friend friends contact contacts someone everybody everything ok okay please thanks hey hi hello anyway lot lots between since before after ago
  change changed changes changing relationship friendship things get got getting tense tension over time trend think thought feel felt mood happen happened happening
  going on take took taken where located location locations somewhere anywhere world data messages overview summary know knew did does discuss discussed discussing
  word words say saying brought bring asked ask answer why because whole entire overall per across each both either neither more fewer less often rarely usually
  was were ever yet already again member members belong belongs part included include involved`.split(/\s+/),
);

/**
 * Common words that may stand in a person slot without naming anyone ("text mum", "meet
 * everyone", "write back"): a closed list, beside STOP; any other word there is a name.
 */
const COMMON = new Set(
  `mum mom mother dad father parents family sister brother sis bro wife husband partner boyfriend girlfriend bf gf son daughter kids kid children baby
  grandma grandpa granny nan aunt uncle cousin boss colleague colleagues team work home school uni college office church gym friend friends mate mates
  everyone anyone someone somebody nobody people them him her me us you myself yourself it this that these those there here back again together
  lot lots most more least less much many often ever never always today tonight tomorrow yesterday morning evening night week weekend month year
  love hello hi hey bye sorry thanks thank happy good bad new old same other another something anything nothing all some any every each both
  marry married meet met call called text texted send sent write wrote message messages messaged photo photos picture pictures voice note notes
  first last next early late later soon now then ago once twice via on in at by for of about over after before since until during between
  lately anymore daily weekly monthly yearly regularly alone online offline bed sleep lunch dinner breakfast party wedding trip holiday holidays vacation beach
  airport hospital doctor dentist town stickers sticker memes meme links link gifs gif videos video audio audios emojis emoji letters letter email emails
  flowers money gifts gift cards card birthday news updates update invitations invitation invite reply replies media files file documents voicemail
  greet greeted greeting greetings wish wished wishes congratulate congratulated say said tell told ask asked borrow borrowed lend lent pay paid owe owed
  visit visited help helped thank thanked invite invited completely entirely totally fully suddenly finally really recently properly
  altogether forever anymore lately usually actually basically honestly seriously`.split(/\s+/),
);

/** The words after a verb or preposition that takes a person, or the person before a verb ("did kat text"). */
const SLOT_AFTER = /\b(?:message|messages|messaged|messaging|text|texted|texting|send|sent|write|wrote|call|called|calling|from|with|to|marry|married|meet|met|and|first message) ([\p{L}][\p{L}-]*)/gu;
const SLOT_BEFORE = /\b(?:did|does|has|had|when did|what did) ([\p{L}][\p{L}-]*) (?:send|sent|text|texted|write|wrote|say|said|tell|told|call|called|marry|married|meet|met|message|messaged|mean|do|go|move|ask|asked)\b|\b([\p{L}][\p{L}-]*)'s\b|\b([\p{L}][\p{L}-]*) (?:sent|texted|wrote|messaged|called)\b/gu;

/** Whether two words are one edit apart: a letter changed, added, dropped, or two neighbours swapped ("vidoes"). */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length < 3; i += 1) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i += 1;
  return s.slice(i) === l.slice(i + 1);
}

/**
 * A lowercase word of five letters or more one typing slip from a common word ("vidoes",
 * "photso", "mesages"): a typo, not a name the world is missing. Names are looked up anyway;
 * this only keeps a slip from being reported as someone the world does not hold.
 */
export function typoOfCommon(w: string): boolean {
  if (w.length < 5) return false;
  for (const c of COMMON) if (c.length >= 5 && oneEdit(w, c)) return true;
  for (const c of STOP) if (c.length >= 5 && oneEdit(w, c)) return true;
  return false;
}

/** Lowercase words in person slots that are neither stop words nor common words. */
function slotNamesOf(q: string): string[] {
  const out: string[] = [];
  for (const m of [...q.matchAll(SLOT_AFTER), ...q.matchAll(SLOT_BEFORE)]) {
    const w = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
    if (w.length < 3 || STOP.has(w) || COMMON.has(w) || out.includes(w) || typoOfCommon(w)) continue;
    out.push(w);
  }
  return out;
}

const CAP_RE = /^\p{Lu}/u;
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;

/** A word without the apostrophes, dots and dashes it ends with. */
function trimEnd(w: string): string {
  let end = w.length;
  while (end > 0 && "'’.-".includes(w[end - 1]!)) end -= 1;
  return w.slice(0, end);
}

function words(text: string): string[] {
  return [...text.matchAll(WORD_RE)].map((m) => trimEnd(m[0].replace(/['’]s$/i, '')));
}

/** Spans of consecutive words that are not stop words, capitalised runs kept apart from lowercase ones. */
export function candidateSpans(text: string, first = true): Span[] {
  const out: Span[] = [];
  let cur: string[] = [];
  let curCap = false;
  const flush = () => {
    if (cur.length) out.push({ text: cur.join(' '), capitalized: curCap });
    cur = [];
  };
  const ws = words(text);
  ws.forEach((w, i) => {
    const lower = w.toLowerCase();
    if (STOP.has(lower) && CAP_RE.test(w) && !(first && i === 0) && w.length >= 3 && !NEVER_NAMES.has(lower)) {
      flush();
      out.push({ text: w, capitalized: true, weak: true });
      return;
    }
    // An initial after a name ("Katerina N.", "Anna M."): part of the name, which tells two people apart.
    if (w.length === 1 && CAP_RE.test(w) && cur.length && curCap && !STOP.has(lower)) {
      cur.push(w);
      return;
    }
    if (STOP.has(lower) || /^\d+$/.test(w) || w.length < 2) return flush();
    // The question's first word is capitalised by grammar, not because it is a name: it is
    // read as lowercase (a real name still resolves; an unknown one is not "missing").
    const cap = CAP_RE.test(w) && !(first && i === 0);
    if (cur.length && cap !== curCap) flush();
    curCap = cap;
    cur.push(w);
    if (!cap) flush(); // lowercase words stand alone ("mum", "flat")
  });
  flush();
  return out;
}

const has = (q: string, re: RegExp) => re.test(q);

/** Words a topic is searched with, from the part of the question after its verb. */
function topicOf(q: string, when: boolean): string | null {
  const m =
    /\b(?:about|mention(?:ed|s)?|mentioning|say(?:s)?|said|talk(?:ed)? about|brought up|bring up|word|words|regarding|re|wish(?:ed|es)?(?: me)?|congratulated(?: me)?)\b (.+)$/.exec(q) ??
    (when ? /\b(?:when|what day|what date|what month|what year) (?:did|was|were|is) (?:i|we|my|our|the)? ?(.+)$/.exec(q) ?? /^(?:when|what day|what date|what month|what year) (?!did\b|was\b|were\b|is\b)(.+)$/.exec(q) : null);
  if (!m) return null;
  const ws = words(m[1]!).filter((w) => !STOP.has(w.toLowerCase()) && !/^\d+$/.test(w));
  return ws.length ? ws.join(' ') : null;
}

/**
 * Chat shorthand people type questions in, as whole words ("how many msgs did emeka send
 * last yr", "whos in the fam gc", "zainab n i"): English shorthand only, so a name is never
 * rewritten (each form is too short or too odd to be one).
 */
const SHORTHAND: Record<string, string> = {
  msg: 'message', msgs: 'messages', mssgs: 'messages', txt: 'text', txts: 'texts', txted: 'texted',
  yr: 'year', yrs: 'years', ppl: 'people', abt: 'about', bc: 'because', u: 'you', ur: 'your', wat: 'what', wht: 'what',
  whre: 'where', wher: 'where', wehre: 'where', whr: 'where', whn: 'when', hw: 'how', waht: 'what', whta: 'what', hwo: 'how', wich: 'which', whcih: 'which',
  whos: "who's", whats: "what's", wheres: "where's", whens: "when's", hows: "how's", n: 'and', w: 'with', wk: 'week', wks: 'weeks',
  gc: 'group chat', gchat: 'group chat', groupchat: 'group chat', bday: 'birthday', 'b-day': 'birthday', hbd: 'happy birthday',
  frist: 'first', fisrt: 'first', firts: 'first', lastt: 'last', mesage: 'message', mesages: 'messages', messsages: 'messages',
  pls: 'please', thx: 'thanks', bf: 'boyfriend', gf: 'girlfriend', tho: 'though', convo: 'conversation', convos: 'conversations',
};

export function expandChatSpeak(q: string): string {
  return q.replace(/(?<![\p{L}\p{N}'-])[\p{L}-]+(?![\p{L}\p{N}'-])/gu, (w) => {
    const x = SHORTHAND[w.toLowerCase()];
    // "N" or "W" capitalised may be an initial: only the lowercase forms are shorthand.
    if (!x || ((w === 'N' || w === 'W' || w === 'U'))) return w;
    return x;
  });
}

/**
 * Question words of languages the reader's patterns do not spell, at the question's start, as
 * English (Polish "gdzie"/"kiedy"/"kto"/"ile", Indonesian "di mana"/"kapan"/"siapa"/"berapa",
 * Swahili "lini"): the rest of the question keeps its words, names and periods.
 */
const QUESTION_WORDS: [RegExp, string][] = [
  [/^(?:gdzie|di ?mana)\b/i, 'where'],
  [/^(?:kiedy|kapan|lini)\b/i, 'when'],
  [/^(?:kto|siapa)\b/i, 'who'],
  [/^(?:ile|berapa(?: banyak)?)\b/i, 'how many'],
  // Greek, with or without accents, and its Latin spelling (Greeklish): "ποιος/ποια/ποιο…" who,
  // "πότε" when, "πόσα/πόσες/πόσοι/πόσο" how many, "πού" where, "τι" what, "πώς" how. JS `\b` is
  // ASCII-only, so the word's end is "no letter or digit follows".
  [/^(?:ποι(?:ος|οι|α|ο|ες|ους|ον|ου|ας)|poi(?:os|oi|a|es)|pios)(?![\p{L}\p{N}])/iu, 'who'],
  [/^(?:π[οό]τε|pote)(?![\p{L}\p{N}])/iu, 'when'],
  [/^(?:π[οό]σ(?:α|ες|οι|ο|ους)|pos(?:a|es|oi))(?![\p{L}\p{N}])/iu, 'how many'],
  [/^(?:πο[υύ]|pou)(?![\p{L}\p{N}])/iu, 'where'],
  [/^τι(?![\p{L}\p{N}])/iu, 'what'],
  [/^π[ωώ]ς(?![\p{L}\p{N}])/iu, 'how'],
];
export function questionWordsInEnglish(q: string): string {
  for (const [re, en] of QUESTION_WORDS) if (re.test(q)) return q.replace(re, en);
  return q;
}

/**
 * The question less a period's words: `matched` is read from a lowercased (for holidays, also
 * accent-folded) copy, so it is found again letter by letter with accents ignored ("Wigilię 2024"
 * for "wigilie 2024").
 */
function withoutMatched(raw: string, matched: string): string {
  const re = new RegExp(escapeRe(matched), 'i');
  if (re.test(raw)) return raw.replace(re, ' ');
  const folded = raw.replace(/./gu, (c) => {
    const f = c.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');
    return f.length === c.length ? f : c;
  });
  const at = folded.toLowerCase().indexOf(matched.toLowerCase());
  return at < 0 ? raw : `${raw.slice(0, at)} ${raw.slice(at + matched.length)}`;
}

/**
 * A polite lead-in before the question itself ("tell me when Obi's wedding was", "can you
 * tell me who…", "do you know where…", "I wonder what…"): the question is what follows it.
 */
/**
 * A question without its glosses in brackets: "photos from Berlin (Βερολίνο)", "my first job
 * (douleia)", "did mom call me (voice calls)" say again what the words before them say, and
 * read as names the world does not hold. A bracket with a figure or a year says which period
 * or how many ("(2022-2025, full years)"): its words are kept, without the brackets.
 */
export function withoutGlosses(q: string): string {
  return q
    .replace(/\(([^()]{0,80})\)/g, (_: string, inner: string, at: number, whole: string) => {
      // A name in brackets after a common word ("the highlands (Da Lat)") is the place or person meant: kept, unbracketed.
      const head = whole.slice(0, at).trimEnd();
      const before = head.slice(head.lastIndexOf(' ') + 1);
      const namesMore = /^\p{Lu}/u.test(inner.trim()) && !/^\p{Lu}/u.test(before);
      return /\d/.test(inner) || namesMore ? ` ${inner}` : '';
    })
    .split(/\s/)
    .filter(Boolean)
    .join(' ')
    .replace(/ ([?.!,])/g, '$1');
}

export function withoutPreamble(q: string): string {
  const m = /^(?:(?:can|could|would|will) you (?:please )?|please )?(?:tell me|show me|let me know|remind me|do you know|do you remember|i (?:want|would like|'d like) to know|i wonder|i'm wondering|any idea)\b,? (?=(?:who|whom|whose|when|where|what|which|how|why)\b)/i.exec(q.trim());
  if (!m) return q;
  const rest = q.trim().slice(m[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function readQuestion(question: string, now: Date, zone: string, state: AskState): Reading {
  const raw = questionWordsInEnglish(expandChatSpeak(question.replace(/[’‘]/g, "'").trim()));
  // "Apart from me, who…": "from me" is not a period's "from".
  const period = readPeriod(raw.replace(/\b(?:apart from|away from) me\b/gi, 'except me'), now, zone);
  // The period's words are not names ("March", "the move").
  const rest = period ? withoutMatched(raw, period.matched) : raw;
  // "Apart from me, who writes most?": the others, by what they wrote ("from me" is not the measure).
  const lowered = rest.toLowerCase().replace(/\s+/g, ' ').trim();
  const EXCEPT_ME = /\b(?:apart from|except(?: for)?|besides|other than|not counting|excluding) me\b,?/;
  const exceptMe = EXCEPT_ME.test(lowered);
  const q = lowered.replace(EXCEPT_ME, ' ').replace(/\s+/g, ' ').trim();

  const isPhotos = has(q, /\b(photos?|pictures?|pics?|selfies?|images?|snaps?)\b/);
  const order: Reading['order'] = has(q, /\b(least|fewest|less|rarely|lowest|quietest|slowest|bottom)\b/) ? 'least' : 'most';
  // "did Mãe send", "has Bia sent", "Bob's messages": their own messages (names of any script).
  const theirOwn = has(q, /\b(?:did|does|has|had) (?!i\b|we\b|you\b)[\p{L}'-]+ (?:send|sent|write|wrote|written|text|texted|post|posted)\b|[\p{L}]'s messages\b|\bmessages (?!i\b|we\b|you\b)[\p{L}'-]+ (?:sent|wrote|texted|posted)\b/u);
  const by: Reading['by'] = exceptMe || theirOwn || has(q, /\b(sent me|send me|sends me|write[sd]? (?:to )?me|texts? me|texted me|messages? me|messaged me|from them|did (?!i\b)\w+ send|does (?!i\b)\w+ send|did (?!i\b)\w+ write|has (?!i\b)\w+ sent|did (?!i\b)\w+ text|who (?:sends|sent|texts|texted|writes|wrote|messages|messaged) more|who(?:'s| is) more active|hear from|heard from|hearing from)\b/)
    ? 'wrote'
    : has(q, /\b(did i send|do i send|have i sent|i sent|i wrote|from me|did i write|have i written|did i (?:tell|say|text|ask))\b/)
      ? 'fromOwner'
      : 'withOwner';
  let grain: Reading['grain'] = has(q, /\bmonths?\b/) ? 'month' : 'year';
  const lm = /\btop (\d{1,2})\b/.exec(q);
  const limit = lm ? Number(lm[1]) : null;
  const wantsChat = has(q, /\b(group|chat|channel|thread|family)\b/);
  const pronoun = has(q, /\b(her|him|them|she|he|they|his|hers)\b/) && !has(q, /\bwho\b/);
  const followUp =
    Boolean(state.intent) &&
    (has(q, /^(?:and|what about|how about|and what about|same for|what of|ok and|now|then)\b/) || (q.split(' ').length <= 3 && !has(q, /^(?:who|when|where|how|what|which)\b/)));

  // "more before or after the move?", "do I talk to Mãe more since I moved?": the two sides of the period.
  const rawLower = raw.toLowerCase();
  const split =
    Boolean(period) &&
    (has(rawLower, /\b(?:before or after|after or before)\b/) || (has(rawLower, /\b(?:more|less|fewer|as much|as often)\b/) && has(rawLower, /\b(?:since|after|before)\b/) && !has(rawLower, /\b(?:most|least|top \d)\b/)));
  // "When did Finn and I start talking a lot?", "when did we get close?": when the messages rose, not the first one.
  const grewClose = has(q, /\bstart(?:ed)? (?:talking|texting|chatting|messaging|writing|speaking)(?: to each other| with each other)? (?:a lot|lots|more|so much|regularly|often|every day|daily|properly|all the time|constantly)\b|\b(?:get|got|become|became|grow|grew) (?:close|tight|best friends|so close)\b/);
  const direction: Reading['direction'] = has(q, /\b(go dead|went dead|gone dead|going dead|die out|died out|die down|died down|dying down|dies down|quiet(?:en|ened)? down|slow(?:ed)? down|calm(?:ed)? down|drift\w*|apart|drop\w*|fad(?:e|ed|ing)|declin\w*|dwindl\w*|cool(?:ed|ing)? off|distant|decreas\w*|lost touch|lose touch)\b/)
    ? 'down'
    : grewClose || has(q, /\b(closer|gr[eo]w(?:n|ing)?|warm\w*|bond\w*|increas\w*|pick(?:ed)? up)\b/)
      ? 'up'
      : null;

  const companions =
    has(q, /^who(?:'s| is| was| were| are)? (?:in|on) (?:the |that |this |those |these |my |our )?(?:photos?|pictures?|pics?|selfies?|snaps?|them|it)\b/) ||
    has(q, /^who(?:'s| is| was| were| are| got)? (?:tagged|pictured|photographed)\b|^who appears? in\b/) ||
    has(q, /^who (?:was|were|came|went|travel(?:l)?ed|flew|stayed) (?:there )?(?:with me|with us|along)\b/) ||
    has(q, /^who did (?:i|we) (?:go|travel|fly|drive|stay|take (?:a|the) trip)\b.*\bwith\??$/);

  let intent: Intent = 'unknown';
  const comparing = has(q, / or /) && has(q, /\b(more|most|less|fewer|busier|quieter|bigger|longer)\b/);
  // "Why?" asks how the last answer was made; "Why did Jonas and I fight?" asks the data.
  const reasonAsked = has(q, /^(?:why|how come)\b/) && has(q, /\b(fight|fought|argu\w*|tense|falling out|fell out|stop(?:ped)?|drift\w*|break up|broke up|split)\b/);
  // "Who is Bob?": what the world holds of them (not the ranking).
  const whoIs = has(q, /^who(?:'s| is| was) (?!in\b|the\b|my (?:best|closest)|more\b|most\b)/) && !has(q, /\b(most|least|more|top|in the|group|chat)\b/);
  // "Who complained about the caução?", "Who had a baby?": who wrote it, not the ranking.
  const whoDid = /^who (?!(?:do|did|does|have|has|is|was|are|were|am|i|can|could|should|would|will|else|from)\b)([\p{L}-]+)\b/u.exec(q);
  const ranking = has(q, /\b(most|least|more|fewer|often|top \d|best|closest|number)\b/);
  if (!reasonAsked && has(q, /^(?:why|how come|how do you know|how did you (?:get|count|know)|explain|show (?:me )?how|where does that come from)\b/)) intent = 'why';
  else if (companions) intent = 'rank';
  else if (whoIs) intent = 'profile';
  // "When is Ana having her second baby?", "when are they getting married?": the future is not in the data.
  else if (has(q, /^when (?:is|are|will) (?!(?:my|the|our|your|it|this|that)\b)[\p{L}'-]+(?: [\p{L}'-]+)? (?:having|going to have|gonna have|getting|going to get|gonna get|due|expecting)\b/u) || (has(q, /^when\b/) && has(q, /\b(?:second|third|fourth|next|another) (?:baby|child|kid|pregnancy)\b/))) intent = 'outside';
  else if (has(q, /\b(weather|forecast|cook|recipe|stock price|stocks|news|lottery|bitcoin|should i|will i|going to happen|tomorrow|capital of|president|vote|voted|election|meaning of life|joke|phone number|number of (?:his|her|their)|home address|e-?mail address|password|salary|rent|how old|age of|favou?rite (?:food|colou?r|movie|song))\b/)) intent = 'outside';
  // A name of two words, or a kin word written with digits for Arabic sounds ("3ammti Fatima");
  // what someone did that their messages tell ("what did Ana book", "… name the puppy").
  else if (has(q, /^what did (?!we\b|i\b|you\b|the\b|a\b|an\b|my\b|our\b|your\b)[\p{L}\p{N}'-]+(?: [\p{L}\p{N}'-]+)? (?:say|write|tell me|text|book|reserve|plan|organi[sz]e|buy|name)\b/u)) intent = 'said';
  else if (has(q, /\b(overview|summary|summari[sz]e|tell me about my (?:world|data|life)|what(?:'s| is) in my world|how big is my world)\b/)) intent = 'overview';
  else if (split && comparing && !has(q, /\bwhere\b/)) intent = 'change';
  // "When did we start talking again?", "how long was the silence?": the silence between you and its end.
  else if (has(q, /\b(?:talk(?:ing|ed)? again|speak(?:ing)? again|text(?:ing|ed)? again|writ(?:e|ing) again|back in touch|silence|silent (?:spell|period|patch|treatment)|not talking)\b/) && !has(q, /^who\b/)) intent = 'change';
  // "Rome or Madrid, where did I take more pictures?": the places compared by their photos.
  else if (comparing && isPhotos) intent = 'compare';
  // "When did Tobias leave the Uni Crew group?": their last message there (a leaving is not written in words).
  else if (has(q, /^when\b/) && wantsChat && has(q, /\b(?:leave|left|quit|exit(?:ed)?)\b/)) intent = 'last';
  // "When did my chat with Miguel start?": the first message.
  else if (has(q, /^when\b/) && has(q, /\b(?:chats?|conversations?|messages|texting|talking|friendship)\b/) && has(q, /\b(?:start|started|begin|began|begun)\??$/)) intent = 'first';
  else if (comparing && !has(q, /\bwhere\b/)) intent = 'compare';
  else if (has(q, /\b(who (?:is|was|were|are|all)(?: all)? in|who'?s in|members? of|in the (?:\w+ )?group|who belongs|who was part of|members)\b/) && wantsChat && !has(q, /\bhow (?:many|much|often)\b/) && !has(q, /^what (?:did|do|have|has) (?:i|we|[\p{L}'-]+) (?:post|posted|say|said|write|wrote|send|sent|share|shared)\b/u) && !has(q, /\b(?:most|least|more|fewer|top)\b/)) intent = 'members';
  else if (has(q, /\b(which|what) (?:chat|group|conversation)s?\b/) && has(q, /\b(most|busiest|biggest|active|least|quietest)\b/)) intent = 'rank-chats';
  else if (has(q, /\bwho (?:first |ever |else )?(?:mentioned|mentions|talked about|talks about|brought up|said|spoke about|wrote about|asked about|sent|wrote|texted|messaged|wished|congratulated|invited|thanked) (?:me |us )?(?:the |a |an |my |our |about )?(?!me\b|to me\b|to us\b|us\b)\p{L}/u) && !has(q, /\b(most|least|more|fewer|often)\b/)) intent = 'mentioned';
  else if (split && !has(q, /\b(?:photos?|pictures?|pics?)\b/)) intent = 'change';
  else if (grewClose && !has(q, /^who\b/)) intent = 'change';
  else if (has(q, /\b(chang\w*|go dead|went dead|gone dead|going dead|die out|died out|die down|died down|dying down|dies down|quiet(?:en|ened)? down|slow(?:ed)? down|tense|tension|weird|awkward|strained|fight|fought|argu\w*|falling out|fell out|fall out|drift\w*|drop(?:ped|ping)? off|dropp\w*|fad(?:e|ed|ing)|declin\w*|dwindl\w*|go wrong|went wrong|goes wrong|make up|made up|reconcil\w*|grow apart|grew apart|closer|cool(?:ed)? off|evolv\w*|over time|ups and downs|rough patch|relationship|friendship)\b/) || (has(q, /\b(?:gr[eo]w(?:n|ing)?|increas\w*|decreas\w*)\b(?! up\b)/) && !has(q, /\bwhere\b/))) intent = 'change';
  else if (has(q, /\b(stop(?:ped)? (?:talking|texting|messaging|writing|speaking|chatting)|lose touch|lost touch|los(?:e|t) contact|stop(?:ped)? hearing|go(?:ne)? quiet|went quiet|went silent|go silent|stop(?:ped)? replying|ghost\w*)\b/)) intent = 'stopped';
  else if (has(q, /\b(quietest|busiest|most active|least active|slowest|peak|most messages|fewest messages|most photos|fewest photos)\b/) && has(q, /\b(year|month)s?\b/) && !has(q, /\bwho\b/)) intent = 'extreme';
  else if (has(q, /\b(which|what) (year|month)\b/) && has(q, /\b(most|least|more|fewest|busiest|quietest)\b/)) intent = 'extreme';
  // "When was the family group busiest?", "when were Lena and I most active?": the month, unless a year is asked.
  else if (has(q, /^when (?:was|were|is|are|did)\b/) && has(q, /\b(quietest|busiest|most active|least active|liveliest)\b/) && !has(q, /\bwho\b/)) {
    intent = 'extreme';
    if (!has(q, /\byears?\b/)) grain = 'month';
  }
  else if (has(q, /\bwhere\b|\b(which|what) (?:city|cities|place|places|country|countries|town)\b/) && !has(q, /\bwhere (?:did|does|do) (?:\w+ )?(?:say|mention|talk)/)) intent = 'where';
  // "When was my first day at the new job?": the day of an event, not the first message.
  else if (has(q, /^(?:when|what day|what date) (?:was|is|were|did) (?:my|our|the|his|her|their|[\p{L}'-]+'s) first (?:day|week|night|shift|lesson|class)\b/u)) intent = 'when-event';
  else if (has(q, /\bwhen did (?:i|we) (?:first )?(?:meet|get to know|start (?:talking|texting|chatting|writing))\b/)) intent = 'first';
  else if (has(q, /\b(?:anyone|anybody|someone|somebody|people|who) (?:ever )?(?:mention|mentioned|talk about|talked about|say|said|write about|wrote about|bring up|brought up)\b|\b(?:messages|texts|chats) (?:about|mentioning|that mention|with the words?)\b|^(?:find|search|show me|look for)\b/)) intent = 'mentioned';
  else if (has(q, /\b(first|earliest|initially|begin|began|start(?:ed)? (?:talking|texting|chatting|messaging|writing))\b/) && has(q, /\b(when|what|which|who|first)\b/)) intent = 'first';
  else if (has(q, /\b(last (?:time|message|messaged|talked|texted|spoke|heard|contact|chat|wrote)|most recent|latest|last)\b/) && (has(q, /\b(when|what|which|who|did)\b/) || has(q, /^(?:the )?(?:last time|most recent|latest)\b/))) intent = 'last';
  else if (has(q, /\b(how many|how much|how often|number of|count|total|amount of)\b/)) intent = isPhotos ? 'photos' : 'count';
  else if (whoDid && !ranking && !has(q, /\b(?:write|writes|wrote|text|texts|texted|talk|talks|talked|message|messages|messaged|sends?|sent) (?:to )?(?:me|us)\b/)) intent = 'mentioned';
  // "Who did Amaka marry?": a fact about someone else's life, not a ranking of your chats.
  else if (!ranking && has(q, /^who (?:did|does|has|had|will) (?!i\b|we\b|you\b)[\p{L}'-]+ (?!(?:text|texted|message|messaged|write|wrote|talk|talked|chat|chatted|send|sent|call|called)\b)[\p{L}]/u)) intent = 'outside';
  else if (has(q, /\bwho\b/) || has(q, /\b(top \d{1,2}|best friends?|closest|favou?rite (?:person|people|contact)|most (?:messaged|texted|contacted))\b/)) intent = 'rank';
  else if (has(q, /\bwhat (?:did|do|have) i (?:tell|told|say|said|write|wrote|text|texted|send|sent|ask|asked)\b/)) intent = 'said';
  else if (has(q, /\bwhat (?:did|does|has|had) (?!we\b|i\b|you\b|they\b)[\p{L}'-]+(?: [\p{L}'-]+)? (?:offer|offered|ask|asked|suggest|suggested|promise|promised|want|wanted|send|sent|bring|brought|write|wrote|text|texted|reply|replied|answer|answered|think|thought|say|said|tell|told|mention|mentioned)\b/u)) intent = 'said';
  else if (has(q, /\bwhat (?:did|does|do|has|had|was) (?!we\b|i\b)[\p{L}'-]+(?: [\p{L}'-]+)? (?:say|said|tell|told|write|wrote|think|thought|mention)\b|\bdid (?!we\b|i\b)[\p{L}'-]+ (?:ever )?(?:say|mention|talk|write)\b|\bwhat .* (?:say|said) about\b/u)) intent = 'said';
  else if (has(q, /\bwhat (?:did|do|were|was) (?:we|i|you|they|people)? ?(?:talk|chat|discuss|write|text)|\bwhat (?:happened|was going on|went on|was happening|were we|was i up to)|\btopics?\b|\bwhat (?:was|were) .* about\b/)) intent = 'topics';
  else if (has(q, /\bwhat\b/) && has(q, /\b(?:talk|talked|chat|chatted|discuss|discussed) about\b/)) intent = 'topics';
  else if (isPhotos) intent = 'photos';
  else if (has(q, /^(?:when)\b/) || has(q, /^(?:on )?what (?:day|date|month|year) (?:did|was|were|is)\b/)) intent = 'when-event';
  else if (has(q, /\b(compare|versus|vs)\b/) || has(q, / or /)) intent = 'compare';

  // "What recipe did Avó Lurdes send?", "What was Dan's big news?", "what's the name of Rui's baby?": what someone wrote of a thing.
  if ((intent === 'unknown' || intent === 'outside') && !has(q, /\b(?:phone|number|address|e-?mail|password|salary|rent|age|old|weather|forecast|stocks?|bitcoin|president|capital|lottery|tomorrow)\b/)) {
    if (has(q, /^what (?:[\p{L}-]+ ){1,2}(?:did|does|has|had) (?!i\b|we\b|you\b)[\p{L}'-]+(?: [\p{L}'-]+)? (?:send|sent|share|shared|say|said|write|wrote|post|posted|text|texted|tell|told|suggest|suggested|recommend|recommended|make|made|cook|cooked|buy|bought|give|gave|get|got|plan|planned)\b/u)) intent = 'said';
    else if (has(q, /^what(?:'s| is| was| were) (?:the (?:name|names) of )?(?!my\b|your\b|our\b|the\b)[\p{L}'-]+(?: [\p{L}'-]+)?'s\b/u) || has(q, /^what(?:'s| is| was| were) the (?:name|names) of (?!my\b|your\b|our\b)[\p{L}'-]+'s\b/u)) intent = 'said';
    else if (has(q, /^what (?:did|does|has|had) (?!i\b|we\b|you\b)[\p{L}'-]+(?: [\p{L}'-]+)? (?:plan|planned|buy|bought|cook|cooked|make|made|give|gave|get|got|share|shared|post|posted|recommend|recommended)\b/u)) intent = 'said';
  }

  // "Did Sara or Leo write more?", "Sara or Leo?" — comparisons are decided after names resolve too.
  if ((intent === 'count' || intent === 'rank' || intent === 'unknown') && has(q, /\b(or|versus|vs|compared? (?:to|with)|than)\b/)) intent = 'compare';

  const spans = candidateSpans(rest);
  const money = has(q, /\b(?:cost|costs|costed|price|prices|priced|pricey|expensive|cheap|money|spend|spent|pay|paid|budget|euros?|dollars?|pounds?|bucks|quid|fee|fees|bill|earn|earns|earned|earning|earnings|salary|wage|wages|income)\b/) && has(q, /\b(?:how much|what did|what was|what were|what is|what's|price|cost|how expensive)\b/);
  const topic =
    intent === 'mentioned' || intent === 'said' || intent === 'when-event' || intent === 'count' || intent === 'first' || intent === 'last'
      ? topicOf(q, intent === 'when-event')
      : null;
  return {
    intent,
    measure: isPhotos ? 'photos' : 'messages',
    order,
    by,
    grain,
    period,
    spans,
    topic,
    followUp,
    pronoun,
    wantsChat,
    // "sent me", "in our chat", "in her chat": what they sent the owner is in their one-to-one chat, not their group messages.
    direct: has(q, /\b(?:direct(?:ly)? (?:messages?|texts?|chats?)|dms?|in private|privately|one[- ]to[- ]one|1[:-]1|personal (?:chat|messages?)|in our (?:own )?(?:chat|dms?|conversation|thread)|in (?:his|her|their) (?:own )?chat|in my chat with|in the chat with (?:him|her|them)|(?:sent|send|sends|texted|texts|messaged|wrote|writes|write) (?:to )?me)\b/),
    groupHistory: groupHistoryOf(q, wantsChat),
    limit,
    slotNames: slotNamesOf(q),
    money,
    chatWords: chatWordsOf(q),
    split,
    direction,
    companions,
    platform: platformOf(q),
    placeWords: [...q.matchAll(/\b(?:(?:go|going|went|gone|been|travel(?:l)?ed|travel|fly|flew|drive|drove|trip|holiday|vacation|get|got) to|visit(?:ed|ing)?|(?:first|last) (?:in|at)) ([\p{L}][\p{L}-]{3,})/gu)].map((m) => m[1]!).filter((w) => !STOP.has(w) && !COMMON.has(w)),
  };
}

/** The words after the last "in"/"from" that ends the question, less "group"/"chat" ("yaba babes"). */
function chatWordsOf(q: string): string | null {
  const m = /\b(?:in|from|of) (?:the |our |my |that |this )?([\p{L}][\p{L}\p{N}' -]{1,60})\??$/u.exec(q);
  if (!m) return null;
  const w = m[1]!.replace(/\b(?:group chat|group|chat|groupchat|thread|channel)\b/g, ' ').replace(/\s+/g, ' ').trim();
  return w.length >= 3 && !STOP.has(w) ? w : null;
}

export { isSpecial };

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
