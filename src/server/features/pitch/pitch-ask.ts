/**
 * Where a pitch should stop, and what came after (issue #30): the shut-up meter's
 * headline job. Rules (on the normalised words of each sentence, so pasted text and a
 * recognised recording without punctuation read the same):
 * - The ask is the LAST sentence that asks for money: "we're raising / we are seeking /
 *   looking to raise …", "raising $2M", "raising a seed round", "looking for / asking for /
 *   seeking" followed by an amount or investors, funding, capital, a lead, angels;
 *   "our ask", "the ask", "we need" with an amount, "invest in us", "join our round".
 * - It extends over the sentences right after it that say what the money is for or buys
 *   ("to hire four engineers", "18 months of runway", "that gets us to $1M ARR") or state
 *   the amount, unless they open with "oh", "also", "by the way", "one more thing".
 * - Then up to two sign-offs are allowed: "Thank you (for your time)", "Thanks",
 *   "That's it", "That's all", "Happy to take questions". Hedged ones are not sign-offs
 *   but trailing filler: "I guess that's it", "I think that's all", "so yeah", "anyway".
 * - Everything after that point is talk after the ask: its words and seconds, the trailing
 *   filler phrases in it, and the sentences that open a new topic (they start with "oh",
 *   "also", "and also", "by the way", "another thing", "one more thing", "plus", "and a",
 *   "we're also", float a plan ("maybe", "at some point", "we could also do"), or are
 *   about another part of the pitch than the ask).
 * - With no ask, the same is measured after the first closing phrase ("that's it, thank
 *   you") that is followed by more talk.
 */
import { classifySentence } from '../../../contract/coaching-sections';
import type { PitchSentence, PitchWord } from '../../../contract/pitch';
import { isNumberWord } from './pitch-lexicon';

export interface AfterAsk {
  ask: { sentence: number; at: number; text: string; kind: 'ask' | 'closing' } | null;
  stopAt: number | null;
  /** Index of the last sentence before the stop point (the ask, its use of funds, a sign-off). */
  stopSentence: number | null;
  words: number;
  seconds: number;
  trailing: string[];
  newTopics: { sentence: number; text: string }[];
}

const MONEY_OBJECT = String.raw`(?:investors?|investment|funding|capital|a lead|lead investor|lead|angels?|backers|money|partners to invest|a seed|seed|pre-seed|a round|round|series [ab])`;
const ASK_PATTERNS: RegExp[] = [
  /\b(?:we're|we are|were|we|i'm|i am|currently|now)\s+(?:currently\s+|now\s+)?(?:raising|fundraising|seeking|looking to raise|hoping to raise|trying to raise|out to raise)\b/,
  /\braising\b.{0,40}?\b(?:round|seed|pre-seed|series [abc]|funding|capital|safe|note)\b/,
  new RegExp(String.raw`\b(?:looking for|seeking|asking for|asking you for|we'd like|we would like|we want)\s+(?:\S+\s+){0,3}?${MONEY_OBJECT}\b`),
  /\b(?:our|the) ask\b/,
  /\b(?:invest in us|join (?:us in )?(?:our|the|this) round|(?:seed|pre-seed|bridge) round of)\b/,
  /\b(?:to raise|raise)\s+(?:a\s+|an\s+)?(?:\S*\d|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|fifty|hundred|half)/,
];
const AMOUNT_ASK = /\b(?:raising|looking for|seeking|asking for|we need|need)\b/;

const PURPOSE =
  /\b(?:use of funds|to hire|hire|hiring|will (?:go|fund|pay|let|get|take|allow|help|give|buy|last)|goes? (?:to|into|toward|towards)|spend|spent on|runway|months|reach|milestones?|get us to|take us to|that (?:money|capital|funding|round)|the (?:money|funds|capital)|this round|engineering|sales|marketing|percent|go-to-market|expand|launch|build)\b|%/;
const NEW_TOPIC_START =
  /^(?:(?:um|uh|so|and|oh|well|actually|you know|like|i mean)\s+)*(?:oh\b|also\b|and also\b|by the way\b|btw\b|another thing\b|one more thing\b|plus\b|oh and\b|and a\b|and an\b|and then there's\b|(?:we|we're|we are|i|i'm|i am|there's|there is)\s+(?:also|too)\b)/;
/** Plans floated after the ask ("we might do hardware at some point"). */
const SPECULATION =
  /\b(?:at some point|in the future|down the road|some day|someday|later on|one day|eventually|maybe|a lot more we could|so much more we could|we (?:might|could) (?:also )?(?:do|add|build|expand|sell|try|go))\b/;
const SIGN_OFF =
  /^(?:(?:so|and|well|again|ok|okay|great|um|uh)\s+)*(?:(?:thank you|thanks)(?:\s+(?:so much|very much|a lot|all|everyone|guys|again))?(?:\s+for\s+(?:your time|listening|having (?:us|me)|your attention|the opportunity))?|that's (?:it|all)(?:\s+(?:thank you|thanks)(?:\s+(?:so much|very much|for your time|for listening))?)?|(?:we'd be |we're |i'm )?(?:happy|glad) to (?:take|answer) (?:any |your )?questions|any questions|questions|let's talk)$/;
/** Closing phrases that end a pitch (hedged or not); with no ask, talk after the first one is measured. */
const CLOSING = /\b(?:thank you|thanks|that's it|that's all|that's about it|that's everything)\b/;
/** Trailing filler phrases, each with its name (null: quoted as said). */
const TRAILING: [RegExp, string | null][] = [
  [/\bi (?:guess|think|suppose) (?:that's|that is) (?:it|all|about it|everything)\b/, "I guess that's it"],
  [/\b(?:that's|that is) (?:about|pretty much|basically) (?:it|all)\b/, "that's about it"],
  [/\bso yeah\b|^yeah\b|\byeah so\b/, 'so yeah'],
  [/\banyways?\b/, 'anyway'],
  [/\bor something(?: like that)?\b/, 'or something'],
  [/\band (?:stuff|so on|so forth|everything(?: else)?|all sorts of (?:things|stuff)|all kinds of (?:things|stuff))\b/, null],
  [/\bi don't know\b|\bi dunno\b/, "I don't know"],
  [/\bwhatever\b/, 'whatever'],
];

const joinedOf = (n: readonly string[], s: PitchSentence) => n.slice(s.from, s.to).join(' ');
const hasAmount = (n: readonly string[], s: PitchSentence) => {
  const ws = n.slice(s.from, s.to);
  return ws.some((_, j) => isNumberWord(ws, j));
};

export function isAskSentence(joined: string, withAmount: boolean): boolean {
  return ASK_PATTERNS.some((p) => p.test(joined)) || (withAmount && AMOUNT_ASK.test(joined));
}

export function isSignOff(joined: string): boolean {
  return SIGN_OFF.test(joined.replace(/[,.!?]/g, '').trim());
}

export function findAfterAsk(sentences: readonly PitchSentence[], n: readonly string[], words: readonly PitchWord[]): AfterAsk {
  const last = words[words.length - 1] as PitchWord;
  const none: AfterAsk = { ask: null, stopAt: null, stopSentence: null, words: 0, seconds: 0, trailing: [], newTopics: [] };
  if (sentences.length === 0) return none;
  const joined = sentences.map((s) => joinedOf(n, s));

  let askAt = -1;
  for (let i = sentences.length - 1; i >= 0; i--) {
    if (isAskSentence(joined[i]!, hasAmount(n, sentences[i]!))) {
      askAt = i;
      break;
    }
  }
  let kind: 'ask' | 'closing' = 'ask';
  let stop = askAt;
  if (askAt >= 0) {
    // The ask's use of funds and amount, right after it.
    while (stop + 1 < sentences.length) {
      const next = joined[stop + 1]!;
      if (NEW_TOPIC_START.test(next) || isSignOff(next)) break;
      if (PURPOSE.test(next) || (hasAmount(n, sentences[stop + 1]!) && classifySentence(n.slice(sentences[stop + 1]!.from, sentences[stop + 1]!.to)) === 'ask')) stop++;
      else break;
    }
  } else {
    // No ask: the first closing phrase followed by more talk.
    const close = joined.findIndex((j, i) => i < sentences.length - 1 && CLOSING.test(j));
    if (close < 0) return none;
    kind = 'closing';
    askAt = close;
    stop = close;
  }
  // Up to two plain sign-offs after the ask.
  for (let k = 0; k < 2 && stop + 1 < sentences.length && isSignOff(joined[stop + 1]!); k++) stop++;

  const askSentence = sentences[askAt]!;
  const stopAt = sentences[stop]!.end;
  const after = sentences.slice(stop + 1);
  const afterWords = after.reduce((k, s) => k + (s.to - s.from), 0);
  const trailing: string[] = [];
  const newTopics: AfterAsk['newTopics'] = [];
  after.forEach((s, k) => {
    const j = joined[stop + 1 + k]!;
    for (const [re, label] of TRAILING) {
      const m = re.exec(j);
      const said = m && (label ?? m[0]);
      if (said && !trailing.includes(said)) trailing.push(said);
    }
    const about = classifySentence(n.slice(s.from, s.to));
    const fillerOnly = TRAILING.some(([re]) => re.test(j)) && j.split(' ').length <= 8 && !NEW_TOPIC_START.test(j);
    if (!fillerOnly && !isSignOff(j) && (NEW_TOPIC_START.test(j) || SPECULATION.test(j) || (about !== null && about !== 'ask'))) newTopics.push({ sentence: stop + 1 + k, text: s.text });
  });
  return {
    ask: { sentence: askAt, at: askSentence.start, text: askSentence.text, kind },
    stopAt,
    stopSentence: stop,
    words: afterWords,
    seconds: afterWords > 0 ? Math.max(0, last.end - stopAt) : 0,
    trailing,
    newTopics,
  };
}
