/**
 * The pitch coach's measurements: a pure function of the words and their times, so the
 * same transcript always gives the same figures (on the server, offline; a saved attempt
 * is re-measured from its words rather than trusting figures sent by a browser).
 *
 * Rules, in one place so the tests and the page can state them:
 * - Pace: words over the speaking time (first word's start to last word's end), and per
 *   10-second window (words starting in it, times 6).
 * - Fillers: um, uh, er, erm, ah, hmm (any spelling run: umm, uhh) always; "you know",
 *   "I mean", "kind of", "sort of", basically, literally, actually, honestly, totally;
 *   "like" only where it does not do a job in the sentence: after a comma or at a sentence
 *   start, before a comma, or after is/was/'s/'re/are/were/and/but/so/um/uh ("it was like",
 *   "and like"); "do you know", "if you know", "you know what/how/that/when/why" are questions, not fillers.
 * - Long pause: a silence of 1.5 s or more between two words (recordings only).
 * - Sentences: punctuation in pasted text; in a recording, a silence of 0.35 s or more
 *   (pocketsphinx gives no punctuation). Run-on: more than 30 words.
 * - First concrete number: the first word written in digits, or a number word (two …
 *   ninety, hundred, thousand, million, billion, percent, or "one" before one of those).
 * - Structure: each sentence takes the part whose cue words it has most (ties: the later
 *   part in the usual order, so "we raise to hire a team" is the ask); a sentence with no
 *   cue continues the part before it. Parts and cues are the shared section taxonomy
 *   (contract/coaching-sections.ts); "missing" names the parts a spoken pitch is expected
 *   to have (PITCH_STANDARD_SECTIONS).
 * - After the ask (pitch-ask.ts): the ask, its use of funds and a plain sign-off are where
 *   the pitch should stop; every word after that is overtime on the meter, and any such
 *   talk makes the verdict at least "Tighten it" ("Shut up" with a new topic or 10 s).
 */
import { classifySentence, cueScore, sectionDef } from '../../../contract/coaching-sections';
import {
  PITCH_SECTIONS,
  PITCH_SECTION_LABELS,
  PITCH_STANDARD_SECTIONS,
  type PitchAnalysis,
  type PitchSectionKind,
  type PitchSentence,
  type PitchTranscript,
  type PitchWord,
  type ShutUpMoment,
} from '../../../contract/pitch';
import { findAfterAsk } from './pitch-ask';
import { findFillers, isNumberWord, norm } from './pitch-lexicon';

export const WPM_WINDOW_SEC = 10;
export const LONG_PAUSE_SEC = 1.5;
export const SPOKEN_SENTENCE_GAP_SEC = 0.35;
export const RUN_ON_WORDS = 30;
/** A comfortable pitch pace. */
export const PACE = { min: 120, max: 170 } as const;
/** Seconds each part may take in a pitch of up to 90 s before it should move on (scaled for longer pitches). */
export const SECTION_BUDGET_SEC: Record<PitchSectionKind, number> = {
  problem: 20,
  solution: 20,
  market: 15,
  traction: 15,
  'business-model': 12,
  team: 12,
  ask: 12,
  'why-now': 12,
  product: 15,
  'go-to-market': 12,
  competition: 12,
  financials: 12,
};
/** Talk after the ask this long, or any new topic after it, is "Shut up"; any talk after it at all is at least "Tighten it". */
export const AFTER_ASK_SHUT_UP_SEC = 10;
export const CUT_TARGET_SEC = 60;

const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));


/* ---------- sentences ---------- */

export function splitSentences(words: readonly PitchWord[], timesEstimated: boolean): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as PitchWord;
    const next = words[i + 1];
    const punct = /[.!?…]["')\]]*$/.test(w.w);
    const gap = !timesEstimated && next !== undefined && next.start - w.end >= SPOKEN_SENTENCE_GAP_SEC;
    if (punct || gap || next === undefined) {
      out.push({ from, to: i + 1 });
      from = i + 1;
    }
  }
  return out;
}

/* ---------- the analysis ---------- */

export function analyzePitch(t: PitchTranscript): PitchAnalysis {
  const words = [...t.words].sort((a, b) => a.start - b.start);
  const n = words.map((w) => norm(w.w));
  const first = words[0] as PitchWord;
  const last = words[words.length - 1] as PitchWord;
  const speakingSec = Math.max(0.001, last.end - first.start);
  const wordCount = words.length;
  const minutes = speakingSec / 60;
  const wpm = r1(wordCount / minutes);

  // Pace over time.
  const wpmSeries: { start: number; wpm: number }[] = [];
  for (let s = first.start; s < last.end; s += WPM_WINDOW_SEC) {
    const len = Math.min(WPM_WINDOW_SEC, last.end - s);
    if (len < 2 && wpmSeries.length > 0) break; // a sliver at the end says nothing about pace
    const count = words.filter((w) => w.start >= s && w.start < s + WPM_WINDOW_SEC).length;
    wpmSeries.push({ start: r2(s), wpm: r1((count / len) * 60) });
  }

  // Sentences, sections.
  const ranges = splitSentences(words, t.timesEstimated);
  const sentenceStarts = new Set(ranges.map((r) => r.from));
  const sentences: PitchSentence[] = [];
  let current: PitchSectionKind | null = null;
  for (const r of ranges) {
    const kind = classifySentence(n.slice(r.from, r.to));
    if (kind) current = kind;
    sentences.push({
      text: words
        .slice(r.from, r.to)
        .map((w) => w.w.replace(/\(\d+\)$/, ''))
        .join(' '),
      start: (words[r.from] as PitchWord).start,
      end: (words[r.to - 1] as PitchWord).end,
      from: r.from,
      to: r.to,
      section: current,
    });
  }
  // Talk after the ask (pitch-ask.ts) is not a part of the pitch: the meter counts it once, as a stop.
  const afterAsk = findAfterAsk(sentences, n, words);
  if (afterAsk.words > 0 && afterAsk.stopSentence !== null) for (let i = afterAsk.stopSentence + 1; i < sentences.length; i++) sentences[i]!.section = null;
  const sentenceSec = (s: PitchSentence, i: number) => {
    const next = sentences[i + 1];
    return Math.max(0, (next ? next.start : s.end) - s.start);
  };

  const sections: PitchAnalysis['structure']['sections'] = [];
  sentences.forEach((s, i) => {
    if (!s.section) return;
    const prev = sections[sections.length - 1];
    const end = s.start + sentenceSec(s, i);
    if (prev && prev.kind === s.section) {
      prev.end = r2(end);
      prev.sentences++;
    } else {
      sections.push({ kind: s.section, start: r2(s.start), end: r2(end), sentences: 1 });
    }
  });
  const found: PitchAnalysis['structure']['found'] = [];
  for (const sec of sections) {
    const f = found.find((x) => x.kind === sec.kind);
    if (f) f.seconds = r1(f.seconds + (sec.end - sec.start));
    else found.push({ kind: sec.kind, first: sec.start, seconds: r1(sec.end - sec.start) });
  }
  const has = (k: PitchSectionKind) => found.some((f) => f.kind === k || (sectionDef(k).coveredBy ?? []).includes(f.kind));
  const missing = PITCH_STANDARD_SECTIONS.filter((k) => !has(k));
  const foundStandard = PITCH_STANDARD_SECTIONS.filter(has);
  const order = found.map((f) => PITCH_SECTIONS.indexOf(f.kind));
  const inOrder = order.every((o, i) => i === 0 || o > (order[i - 1] ?? -1));

  // Fillers.
  const fillerHits = findFillers(words, sentenceStarts);
  const byWord = new Map<string, number>();
  for (const h of fillerHits) byWord.set(h.filler, (byWord.get(h.filler) ?? 0) + 1);
  const fillers = {
    total: fillerHits.length,
    perMinute: r1(fillerHits.length / minutes),
    byWord: [...byWord].map(([filler, count]) => ({ filler, count })).sort((a, b) => b.count - a.count || a.filler.localeCompare(b.filler)),
    items: fillerHits.map((h) => ({ filler: h.filler, at: (words[h.word] as PitchWord).start, word: h.word })),
  };

  // Pauses (measured only).
  const pauses: PitchAnalysis['pauses'] = [];
  if (!t.timesEstimated) {
    for (let i = 0; i + 1 < words.length; i++) {
      const gap = (words[i + 1] as PitchWord).start - (words[i] as PitchWord).end;
      if (gap >= LONG_PAUSE_SEC) pauses.push({ start: (words[i] as PitchWord).end, end: (words[i + 1] as PitchWord).start, afterWord: i });
    }
  }

  const runOns = sentences
    .map((s, i) => ({ sentence: i, words: s.to - s.from }))
    .filter((s) => s.words > RUN_ON_WORDS);

  const numberAt = n.findIndex((_, i) => isNumberWord(n, i));
  const firstNumber =
    numberAt >= 0
      ? {
          at: r1((words[numberAt] as PitchWord).start - first.start),
          text: words
            .slice(numberAt, Math.min(words.length, numberAt + 3))
            .map((w) => w.w)
            .join(' '),
          word: numberAt,
        }
      : null;

  // The shut-up meter.
  const scale = Math.max(1, speakingSec / 90);
  const moments: ShutUpMoment[] = [];
  // Stretches of overtime; their union (not their sum) is the meter, so a repeat inside an overrun counts once.
  const overtime: [number, number][] = [];
  const sentenceAt = (time: number) => Math.max(0, sentences.findIndex((s, i) => time >= s.start && time < s.start + sentenceSec(s, i) + 0.001));
  for (const sec of sections) {
    const budget = SECTION_BUDGET_SEC[sec.kind] * scale;
    const length = sec.end - sec.start;
    if (length > budget + 3) {
      const at = r2(sec.start + budget);
      overtime.push([sec.start + budget, sec.end]);
      moments.push({
        at,
        kind: 'move-on',
        sentence: sentenceAt(at),
        reason: `${PITCH_SECTION_LABELS[sec.kind]} ran ${Math.round(length)} s; ${Math.round(budget)} s makes the point. Move on here.`,
      });
    }
  }
  if (afterAsk.ask && afterAsk.stopAt !== null && afterAsk.stopSentence !== null && afterAsk.words > 0) {
    overtime.push([afterAsk.stopAt, last.end]);
    // The ask's own overrun is the same talk: the stop says it.
    for (let k = moments.length - 1; k >= 0; k--) if (moments[k]?.reason.startsWith('Ask ran')) moments.splice(k, 1);
    const said = afterAsk.ask.kind === 'ask' ? 'You made the ask' : `You said “${afterAsk.ask.text.replace(/[.!?]$/, '')}”`;
    const extras = [
      afterAsk.trailing.length ? `trailing off with “${afterAsk.trailing.join('”, “')}”` : '',
      afterAsk.newTopics.length ? `opening ${afterAsk.newTopics.length} new topic${afterAsk.newTopics.length === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    moments.push({
      at: r2(afterAsk.stopAt),
      kind: 'stop',
      sentence: afterAsk.stopSentence,
      reason: `${said}, then kept talking for ${Math.max(1, Math.round(afterAsk.seconds))} s (${afterAsk.words} word${afterAsk.words === 1 ? '' : 's'})${extras.length ? `, ${extras.join(' and ')}` : ''}.`,
    });
  }
  const afterStop = (i: number) => afterAsk.words > 0 && afterAsk.stopSentence !== null && i > afterAsk.stopSentence;
  // Saying it again: a sentence whose content words mostly repeat an earlier one.
  const content = sentences.map((s) => new Set(n.slice(s.from, s.to).filter((w) => w.length > 3 && !STOP.has(w))));
  sentences.forEach((s, i) => {
    const mine = content[i] as Set<string>;
    if (mine.size < 3) return;
    for (let j = 0; j < i; j++) {
      const theirs = content[j] as Set<string>;
      const shared = [...mine].filter((w) => theirs.has(w)).length;
      if (shared / mine.size >= 0.6) {
        overtime.push([s.start, s.start + sentenceSec(s, i)]);
        moments.push({ at: r2(s.start), kind: 'move-on', sentence: i, reason: 'You said this already. Cut the repeat.' });
        return;
      }
    }
  });
  moments.sort((a, b) => a.at - b.at);
  overtime.sort((a, b) => a[0] - b[0]);
  let overSec = 0;
  let reach = -Infinity;
  for (const [a, b] of overtime) {
    const from = Math.max(a, reach);
    if (b > from) overSec += b - from;
    reach = Math.max(reach, b);
  }
  const meter = Math.round(clamp((overSec / speakingSec) * 100, 0, 100));
  const rambled = afterAsk.words > 0;
  const verdict =
    meter >= 30 || (rambled && (afterAsk.newTopics.length > 0 || afterAsk.seconds >= AFTER_ASK_SHUT_UP_SEC)) ? 'Shut up' : meter >= 15 || rambled ? 'Tighten it' : 'Tight';

  // Scores.
  const clarityEvidence: string[] = [];
  let clarity = 10;
  const fillerPenalty = Math.min(4, fillers.perMinute * 0.8);
  clarity -= fillerPenalty;
  clarityEvidence.push(
    fillers.total === 0
      ? 'No filler words.'
      : `${fillers.total} filler word${fillers.total === 1 ? '' : 's'} (${fillers.perMinute} a minute): ${fillers.byWord.map((b) => `“${b.filler}” ×${b.count}`).join(', ')}.`,
  );
  if (wpm < PACE.min || wpm > PACE.max) {
    const off = wpm < PACE.min ? PACE.min - wpm : wpm - PACE.max;
    clarity -= Math.min(2, off / 20);
    clarityEvidence.push(`Pace ${Math.round(wpm)} words a minute: ${wpm < PACE.min ? 'slower' : 'faster'} than the ${PACE.min}–${PACE.max} listeners follow best.`);
  } else {
    clarityEvidence.push(`Pace ${Math.round(wpm)} words a minute, inside ${PACE.min}–${PACE.max}.`);
  }
  if (runOns.length) {
    clarity -= Math.min(2, runOns.length);
    clarityEvidence.push(`${runOns.length} sentence${runOns.length === 1 ? '' : 's'} over ${RUN_ON_WORDS} words.`);
  }
  if (pauses.length) {
    clarity -= Math.min(1.5, pauses.length * 0.5);
    clarityEvidence.push(`${pauses.length} pause${pauses.length === 1 ? '' : 's'} of ${LONG_PAUSE_SEC} s or more.`);
  }

  const storyEvidence: string[] = [];
  let story = (foundStandard.length / PITCH_STANDARD_SECTIONS.length) * 6;
  storyEvidence.push(
    found.length === 0
      ? `None of ${PITCH_STANDARD_SECTIONS.map((k) => PITCH_SECTION_LABELS[k].toLowerCase()).join(', ')} came through.`
      : `Covers ${found.map((f) => PITCH_SECTION_LABELS[f.kind].toLowerCase()).join(', ')}${missing.length ? `; missing ${missing.map((k) => PITCH_SECTION_LABELS[k].toLowerCase()).join(', ')}` : ''}.`,
  );
  if (found.length >= 2 && inOrder) {
    story += 2;
    storyEvidence.push('The parts come in the usual order.');
  } else if (found.length >= 2) {
    storyEvidence.push(`Out of the usual order: ${found.map((f) => PITCH_SECTION_LABELS[f.kind]).join(' → ')}.`);
  }
  if (found[0]?.kind === 'problem') {
    story += 1;
    storyEvidence.push('Opens with the problem.');
  }
  if (firstNumber && firstNumber.at <= 30) {
    story += 1;
    storyEvidence.push(`First concrete number after ${firstNumber.at} s (“${firstNumber.text}”).`);
  } else {
    storyEvidence.push(firstNumber ? `No concrete number until ${firstNumber.at} s.` : 'No concrete number at all.');
  }

  const askEvidence: string[] = [];
  let ask = 0;
  const askSents = sentences.filter((s) => s.section === 'ask');
  if (askSents.length === 0) {
    askEvidence.push('No ask: say what you want (the amount, and what it buys).');
  } else {
    ask = 4;
    askEvidence.push(`Ask: “${askSents[0]?.text ?? ''}”`);
    const askWords = askSents.flatMap((s) => n.slice(s.from, s.to));
    if (askWords.some((_, i) => isNumberWord(askWords, i))) {
      ask += 3;
      askEvidence.push('Names an amount.');
    } else askEvidence.push('No amount in the ask.');
    if (askWords.some((w) => ['to', 'for', 'hire', 'build', 'launch', 'expand', 'grow', 'months'].includes(w))) {
      ask += 1.5;
      askEvidence.push('Says what the money is for.');
    }
    if (!rambled) {
      ask += 1.5;
      askEvidence.push('Ends on the ask.');
    } else {
      askEvidence.push(`Keeps talking after the ask (${afterAsk.words} word${afterAsk.words === 1 ? '' : 's'}).`);
    }
  }

  // The 60-second cut: the strongest sentence of each part in the usual order, then the
  // rest by strength while it fits, read back in the pitch's own order without fillers.
  const fillerWords = new Set(fillerHits.flatMap((h) => (h.filler.includes(' ') ? [h.word, h.word + 1] : [h.word])));
  const secPerWord = speakingSec / wordCount;
  const cutWords = (s: PitchSentence) => {
    let k = 0;
    for (let i = s.from; i < s.to; i++) if (!fillerWords.has(i)) k++;
    return k;
  };
  const strength = (s: PitchSentence, i: number) => {
    const ws = n.slice(s.from, s.to);
    const num = ws.some((_, j) => isNumberWord(ws, j)) ? 2 : 0;
    const cue = s.section ? cueScore(ws, s.section) : 0;
    const repeat = moments.some((m) => m.sentence === i && m.reason.startsWith('You said this')) || afterStop(i) ? -5 : 0;
    return num + cue + repeat - (s.to - s.from > RUN_ON_WORDS ? 1 : 0);
  };
  const chosen = new Set<number>();
  let cutSec = 0;
  const fits = (i: number) => cutSec + cutWords(sentences[i] as PitchSentence) * secPerWord <= CUT_TARGET_SEC;
  const take = (i: number) => {
    chosen.add(i);
    cutSec += cutWords(sentences[i] as PitchSentence) * secPerWord;
  };
  for (const kind of PITCH_SECTIONS) {
    const best = sentences
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.section === kind)
      .sort((a, b) => strength(b.s, b.i) - strength(a.s, a.i) || a.i - b.i)[0];
    if (best && fits(best.i)) take(best.i);
  }
  const rest = sentences
    .map((s, i) => ({ s, i }))
    .filter(({ i }) => !chosen.has(i))
    .sort((a, b) => strength(b.s, b.i) - strength(a.s, a.i) || a.i - b.i);
  for (const { i, s } of rest) if (strength(s, i) > 0 && fits(i)) take(i);
  const cutList = [...chosen].sort((a, b) => a - b);
  const cutText = cutList
    .map((i) => {
      const s = sentences[i] as PitchSentence;
      const kept: string[] = [];
      for (let j = s.from; j < s.to; j++) if (!fillerWords.has(j)) kept.push((words[j] as PitchWord).w.replace(/\(\d+\)$/, ''));
      const txt = kept.join(' ').replace(/^[,;:\s]+/, '').replace(/(?<!\s)\s+,/g, ',');
      return txt.charAt(0).toUpperCase() + txt.slice(1);
    })
    .join(t.timesEstimated ? ' ' : '. ');

  return {
    source: t.source,
    timesEstimated: t.timesEstimated,
    ...(t.assumedWpm !== undefined ? { assumedWpm: t.assumedWpm } : {}),
    ...(t.recognizer !== undefined ? { recognizer: t.recognizer } : {}),
    wordCount,
    speakingSec: r1(speakingSec),
    wpm,
    wpmWindowSec: WPM_WINDOW_SEC,
    wpmSeries,
    fillers,
    longPauseSec: LONG_PAUSE_SEC,
    pauses,
    runOnWords: RUN_ON_WORDS,
    runOns,
    firstNumber,
    sentences,
    structure: { sections, found, missing, inOrder },
    scores: {
      clarity: { score: r1(clamp(clarity, 0, 10)), evidence: clarityEvidence },
      story: { score: r1(clamp(story, 0, 10)), evidence: storyEvidence },
      ask: { score: r1(clamp(ask, 0, 10)), evidence: askEvidence },
    },
    shutUp: {
      meter,
      verdict,
      moments,
      afterAsk: {
        ask: afterAsk.ask && { ...afterAsk.ask, at: r2(afterAsk.ask.at) },
        stopAt: afterAsk.stopAt === null ? null : r2(afterAsk.stopAt),
        words: afterAsk.words,
        seconds: r1(afterAsk.seconds),
        trailing: afterAsk.trailing,
        newTopics: afterAsk.newTopics,
      },
    },
    cut: { sentences: cutList, text: cutText, seconds: r1(cutSec) },
    words,
  };
}

const STOP = new Set([
  'that', 'this', 'with', 'have', 'they', 'them', 'their', 'there', 'what', 'when', 'which', 'will', 'would', 'your',
  'from', 'about', 'just', 'really', 'very', 'into', 'than', 'then', 'were', 'been', 'because', 'also', 'like', 'know',
  "it's", "we're", "that's", 'basically', 'actually', 'literally',
]);

