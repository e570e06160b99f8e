/**
 * The offline engine's narration of a data world (task 'narration'): a short story built
 * only from the figures the server read from the world's aggregates, each cited with its
 * number, within the word limit. Deterministic: the same figures give the same story.
 * Handed to the offline analyst by the NLP worker's composition (src/server/offline-analyst.ts,
 * ADR 050); it lived in platform/ai/offline/narrator.ts until #26.
 *
 * A relationship's story (issue 27) is told from its findings: each finding is one true
 * sentence with its figures and the messages it rests on, named F1, F2… Every story, the
 * offline one and a keyed model's, marks each sentence with the findings it tells ("… [F2]");
 * `parseStory` turns the marks into citations and `checkStory` refuses a model's story whose
 * sentence has no mark, or names a number or a month its findings do not hold (the service
 * then tells the offline story instead and says so).
 */
import { countWords } from '../../../contract/format';
import type { CitedMessage, NarrationSentence } from '../../../contract/worlds';
import type { AnalystInput, OfflineSkill } from '../../platform/ai/types';

/** One finding a story may tell: a sentence true of the data, its figures in it, and the messages it rests on. */
export interface Finding {
  /** "F1", "F2"… */
  id: string;
  text: string;
  citations: CitedMessage[];
}

export interface NarrationInput {
  /** 'world' | 'person' | 'place' | 'period'. */
  subject: string;
  /** "Ana Costa", "Lisbon", "Apr 2023 – Jun 2023", "Social & Emotional World". */
  title: string;
  facts: { label: string; value: number }[];
  /** Short named observations ("busiest month: Jul 2024", "mood: mostly warm"). */
  notes: string[];
  /** A relationship's findings, most important first: the story tells only these. */
  findings?: Finding[];
}

// The worlds' own offline task: requests carry `{ task: 'narration', narration: {…} }`.
declare module '../../platform/ai/types' {
  interface OfflineSkillInputs {
    narration: NarrationInput;
  }
}

const fmt = (v: number) => (Number.isInteger(v) ? v.toLocaleString('en-US') : v.toLocaleString('en-US', { maximumFractionDigits: 1 }));

function sentenceFor(subject: string, title: string, facts: NarrationInput['facts']): string {
  const cited = facts.map((f) => `${fmt(f.value)} ${f.label}`);
  const list = cited.length > 1 ? `${cited.slice(0, -1).join(', ')} and ${cited.at(-1)}` : (cited[0] ?? 'no figures yet');
  switch (subject) {
    case 'person':
      return `Your story with ${title} is told in ${list}.`;
    case 'place':
      return `${title} holds ${list}.`;
    case 'period':
      return `From ${title}, your world gathered ${list}.`;
    default:
      return `The ${title} is drawn from ${list}.`;
  }
}

/** The findings' sentences, each marked with its finding, as many as the word limit holds (the first always). */
function tellFindings(findings: Finding[], wordLimit: number): string {
  const out: string[] = [];
  let words = 0;
  for (const f of findings) {
    const n = countWords(f.text);
    if (out.length && words + n > wordLimit) continue;
    out.push(`${f.text} [${f.id}]`);
    words += n;
  }
  return out.join(' ');
}

export function narrate(input: NarrationInput, wordLimit: number): string {
  if (input.findings?.length) return tellFindings(input.findings, wordLimit);
  const parts = [sentenceFor(input.subject, input.title, input.facts), ...input.notes.map((n) => `${n.charAt(0).toUpperCase()}${n.slice(1)}.`)];
  let text = '';
  for (const p of parts) {
    const next = text ? `${text} ${p}` : p;
    if (text && countWords(next) > wordLimit) break;
    text = next;
  }
  return text;
}

/** The offline skill for task 'narration' (undefined without figures: the analyst answers). */
export const narrationOffline: OfflineSkill = (input: AnalystInput) => (input.narration ? narrate(input.narration, input.wordLimit) : undefined);

/* ---------- marks, citations and the check of a model's story ---------- */

const MARK = /\[\s*(F\d+(?:\s*,\s*F\d+)*)\s*\]/g;

export interface ParsedSentence {
  text: string;
  /** The findings the sentence names, in order ("F2"). */
  marks: string[];
}

/**
 * The story's sentences with the findings each names. A sentence ends at ., ! or ? followed
 * by a space, a mark or the end ("1.5" does not end one); marks right after it are its own.
 */
export function parseStory(text: string): ParsedSentence[] {
  const out: ParsedSentence[] = [];
  const push = (raw: string, marks: string[]) => {
    const body = raw.replace(MARK, ' ').replace(/\s+/g, ' ').trim();
    const all = [...[...raw.matchAll(MARK)].flatMap((x) => x[1]!.split(',').map((id) => id.trim())), ...marks];
    if (body) out.push({ text: body, marks: all });
    else if (all.length && out.length) out.at(-1)!.marks.push(...all);
  };
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if ((c === '.' || c === '!' || c === '?') && (next === undefined || next === '[' || /\s/.test(next))) {
      const body = text.slice(start, i + 1);
      // The marks right after the sentence are its own.
      let j = i + 1;
      const marks: string[] = [];
      for (;;) {
        let k = j;
        while (k < text.length && /\s/.test(text[k]!)) k += 1;
        if (text[k] !== '[') break;
        const close = text.indexOf(']', k);
        if (close < 0) break;
        const inner = text.slice(k + 1, close);
        if (!/^\s*F\d+(\s*,\s*F\d+)*\s*$/.test(inner)) break;
        marks.push(...inner.split(',').map((id) => id.trim()));
        j = close + 1;
      }
      push(body, marks);
      start = j;
      i = j;
    } else i += 1;
  }
  push(text.slice(start), []);
  return out;
}

/** The sentences with the messages their findings cite (a message once per sentence). */
export function citeStory(sentences: ParsedSentence[], findings: Finding[]): NarrationSentence[] {
  const byId = new Map(findings.map((f) => [f.id, f]));
  return sentences.map((s) => {
    const seen = new Set<string>();
    const citations = s.marks
      .flatMap((id) => byId.get(id)?.citations ?? [])
      .filter((c) => (seen.has(`${c.at}|${c.id}`) ? false : (seen.add(`${c.at}|${c.id}`), true)));
    return { text: s.text, citations };
  });
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const MONTHS = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may(?=\s+\d{4})|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/gi;
const WORD_NUMBERS = /\b(zero|none|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen|half|twice)\b/gi;

const numbersIn = (text: string) => (text.match(NUMBER) ?? []).map((n) => n.replace(/,/g, '').replace(/\.0+$/, ''));
const monthsIn = (text: string) => (text.match(MONTHS) ?? []).map((m) => m.slice(0, 3).toLowerCase());
const wordNumbersIn = (text: string) => (text.match(WORD_NUMBERS) ?? []).map((w) => w.toLowerCase());

/**
 * Whether a model's story keeps to its findings: every sentence names at least one finding,
 * and every number, month and number word in it is in the findings it names. Null when it
 * does; else why not, in words (for `meta.fallback`).
 */
export function checkStory(sentences: ParsedSentence[], findings: Finding[]): string | null {
  if (!sentences.length) return 'the model wrote nothing';
  const byId = new Map(findings.map((f) => [f.id, f]));
  for (const s of sentences) {
    const named = s.marks.map((id) => byId.get(id));
    if (!named.length || named.some((f) => !f)) return `the model left a sentence without the finding it tells ("${s.text.slice(0, 60)}")`;
    const source = named.map((f) => f!.text).join(' ');
    const numbers = new Set(numbersIn(source));
    const extra = numbersIn(s.text).find((n) => !numbers.has(n));
    if (extra) return `the model wrote ${extra}, a figure its findings do not hold`;
    const months = new Set(monthsIn(source));
    const month = monthsIn(s.text).find((m) => !months.has(m));
    if (month) return `the model named a month (${month}) its findings do not`;
    const words = new Set(wordNumbersIn(source));
    const word = wordNumbersIn(s.text).find((w) => !words.has(w));
    if (word) return `the model wrote "${word}", a figure its findings do not hold`;
  }
  return null;
}
