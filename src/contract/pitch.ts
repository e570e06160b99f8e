/**
 * /makeitshutup, the pitch coach: a pitch (pasted text or a recording) becomes words
 * with times, and the server measures them (pace, fillers, pauses, structure, scores,
 * the "shut up" meter and a 60-second cut). Attempts are saved per user.
 */
import { z } from 'zod';
import { SECTION_IDS, SECTION_LABELS, standardSections, type SectionId } from './coaching-sections';
import { text } from './common';

export const PITCH_LIMITS = {
  /** Longest pasted pitch. */
  textChars: 20_000,
  /** Longest recording analysed (a pitch is short; recognition is whole-utterance). */
  audioSeconds: 180,
  audioBytes: 10 * 1024 * 1024,
  /** Words of one analysis (also bounds a saved attempt). */
  words: 4000,
  titleChars: 120,
  /** Attempts kept per user. */
  attempts: 200,
  /** Speaking rate assumed for pasted text when none is given. */
  defaultWpm: 150,
  minWpm: 60,
  maxWpm: 260,
} as const;

/** Field name of the recording in the multipart body of POST /api/pitch/analyze-audio and the attempt audio upload. */
export const PITCH_AUDIO_FIELD = 'audio';

/** The parts of a pitch: the shared section taxonomy (coaching-sections.ts, ADR 064), in the usual order. */
export const PITCH_SECTIONS = SECTION_IDS;
export const PitchSectionKindSchema = z.enum(PITCH_SECTIONS);
export type PitchSectionKind = SectionId;
/** The parts a spoken pitch is expected to have (a missing one is named in the story score). */
export const PITCH_STANDARD_SECTIONS: readonly PitchSectionKind[] = standardSections('pitch');
export const PITCH_SECTION_LABELS: Record<PitchSectionKind, string> = SECTION_LABELS;

const seconds = z.number().min(0).max(24 * 3600);

/** One spoken (or estimated) word: its text as written or recognised, start and end in seconds. */
export const PitchWordSchema = z.object({
  w: text().min(1).max(60),
  start: seconds,
  end: seconds,
});
export type PitchWord = z.infer<typeof PitchWordSchema>;

export const PitchSourceSchema = z.enum(['text', 'upload', 'recording']);
export type PitchSource = z.infer<typeof PitchSourceSchema>;

/** The words of a pitch and how they were timed: the input of the analysis. */
export const PitchTranscriptSchema = z.object({
  source: PitchSourceSchema,
  words: z.array(PitchWordSchema).min(1, 'The pitch has no words').max(PITCH_LIMITS.words),
  /** True when the times were estimated from a stated speaking rate (pasted text), not measured. */
  timesEstimated: z.boolean(),
  /** The stated rate the times were estimated from. */
  assumedWpm: z.number().int().min(PITCH_LIMITS.minWpm).max(PITCH_LIMITS.maxWpm).optional(),
  /** Length of the recording (audio only), including silence before and after the words. */
  audioDurationSec: seconds.optional(),
  /** What recognised the words (audio only). */
  recognizer: text().max(40).optional(),
});
export type PitchTranscript = z.infer<typeof PitchTranscriptSchema>;

const WPM_MESSAGE = `The speaking rate must be a whole number from ${PITCH_LIMITS.minWpm} to ${PITCH_LIMITS.maxWpm}.`;
export const AnalyzeTextBodySchema = z.object({
  text: text()
    .trim()
    .min(1, 'Paste the pitch first')
    .max(PITCH_LIMITS.textChars, `A pitch must be at most ${PITCH_LIMITS.textChars} characters`),
  wpm: z
    .number({ error: WPM_MESSAGE })
    .int(WPM_MESSAGE)
    .min(PITCH_LIMITS.minWpm, WPM_MESSAGE)
    .max(PITCH_LIMITS.maxWpm, WPM_MESSAGE)
    .default(PITCH_LIMITS.defaultWpm),
});
export type AnalyzeTextBody = z.input<typeof AnalyzeTextBodySchema>;
/** POST /api/pitch/analyze-audio?source=: how the recording was made (the body is the multipart recording). */
export const AnalyzeAudioQuerySchema = z.object({ source: z.enum(['upload', 'recording']).default('upload') });

const ScoreSchema = z.object({
  /** 0 to 10, one decimal. */
  score: z.number().min(0).max(10),
  evidence: z.array(z.string()),
});
export type PitchScore = z.infer<typeof ScoreSchema>;

export const PitchSentenceSchema = z.object({
  text: z.string(),
  start: seconds,
  end: seconds,
  /** Index of its first word, and one past its last. */
  from: z.number().int().min(0),
  to: z.number().int().min(0),
  section: PitchSectionKindSchema.nullable(),
});
export type PitchSentence = z.infer<typeof PitchSentenceSchema>;

export const ShutUpMomentSchema = z.object({
  at: seconds,
  kind: z.enum(['stop', 'move-on']),
  sentence: z.number().int().min(0),
  reason: z.string(),
});
export type ShutUpMoment = z.infer<typeof ShutUpMomentSchema>;

export const PitchAnalysisSchema = z.object({
  source: PitchSourceSchema,
  timesEstimated: z.boolean(),
  assumedWpm: z.number().optional(),
  recognizer: z.string().optional(),
  wordCount: z.number().int(),
  /** From the first word's start to the last word's end. */
  speakingSec: z.number(),
  /** Words per minute over the speaking time. */
  wpm: z.number(),
  /** Words per minute in consecutive windows of `wpmWindowSec` seconds. */
  wpmWindowSec: z.number(),
  wpmSeries: z.array(z.object({ start: seconds, wpm: z.number() })),
  fillers: z.object({
    total: z.number().int(),
    perMinute: z.number(),
    byWord: z.array(z.object({ filler: z.string(), count: z.number().int() })),
    items: z.array(z.object({ filler: z.string(), at: seconds, word: z.number().int() })),
  }),
  /** Silences of at least `longPauseSec` between words (measured recordings only). */
  longPauseSec: z.number(),
  pauses: z.array(z.object({ start: seconds, end: seconds, afterWord: z.number().int() })),
  /** Sentences of more than `runOnWords` words. */
  runOnWords: z.number().int(),
  runOns: z.array(z.object({ sentence: z.number().int(), words: z.number().int() })),
  /** Talk time before the first concrete number (null: no number at all). */
  firstNumber: z.object({ at: seconds, text: z.string(), word: z.number().int() }).nullable(),
  sentences: z.array(PitchSentenceSchema),
  structure: z.object({
    sections: z.array(z.object({ kind: PitchSectionKindSchema, start: seconds, end: seconds, sentences: z.number().int() })),
    /** Each part found, in the order it first came up, with the seconds spent on it in all. */
    found: z.array(z.object({ kind: PitchSectionKindSchema, first: seconds, seconds: z.number() })),
    missing: z.array(PitchSectionKindSchema),
    /** True when the parts found first came up in the usual order (problem … ask). */
    inOrder: z.boolean(),
  }),
  scores: z.object({ clarity: ScoreSchema, story: ScoreSchema, ask: ScoreSchema }),
  shutUp: z.object({
    /** 0 (tight) to 100: the share of talk time after the point it should have stopped or moved on. */
    meter: z.number().min(0).max(100),
    verdict: z.string(),
    moments: z.array(ShutUpMomentSchema),
    /**
     * What came after the ask (or, with no ask, after a closing phrase such as "that's it,
     * thank you"): the point the pitch should have stopped, and the talk past it. A short
     * sign-off right after the ask ("Thank you.") is not counted. Absent from attempts
     * analysed before #30 and kept in a browser.
     */
    afterAsk: z
      .object({
        /** The sentence that makes the ask (or the closing phrase), null when there is neither. */
        ask: z.object({ sentence: z.number().int().min(0), at: seconds, text: z.string(), kind: z.enum(['ask', 'closing']) }).nullable(),
        /** Where the pitch should have stopped (end of the ask and its use of funds, or of the closing phrase). */
        stopAt: seconds.nullable(),
        words: z.number().int().min(0),
        seconds: z.number().min(0),
        /** Trailing filler phrases after it ("I guess that's it", "so yeah", "anyway"). */
        trailing: z.array(z.string()),
        /** Sentences after it that open another topic ("Oh and also we have a game."). */
        newTopics: z.array(z.object({ sentence: z.number().int().min(0), text: z.string() })),
      })
      .optional(),
  }),
  cut: z.object({
    sentences: z.array(z.number().int()),
    text: z.string(),
    /** At the pitch's own pace. */
    seconds: z.number(),
  }),
  words: z.array(PitchWordSchema),
});
export type PitchAnalysis = z.infer<typeof PitchAnalysisSchema>;

/** The coach's advice in words, with the engine that wrote it. */
export const PitchFeedbackSchema = z.object({
  text: text().max(4000),
  engineLabel: text().max(120),
});
export type PitchFeedback = z.infer<typeof PitchFeedbackSchema>;

export const PitchResultSchema = z.object({
  transcript: PitchTranscriptSchema,
  analysis: PitchAnalysisSchema,
  feedback: PitchFeedbackSchema,
});
export type PitchResult = z.infer<typeof PitchResultSchema>;

export const CreatePitchAttemptBodySchema = z.object({
  title: text().trim().min(1, 'Give the attempt a name').max(PITCH_LIMITS.titleChars),
  transcript: PitchTranscriptSchema,
  feedback: PitchFeedbackSchema.optional(),
  /** When it was made, for attempts kept in the browser before sign-in. */
  createdAt: z.iso.datetime().optional(),
});
export type CreatePitchAttemptBody = z.infer<typeof CreatePitchAttemptBodySchema>;

export const PitchAttemptParamsSchema = z.object({ id: z.uuid() });
export const OkSchema = z.object({ ok: z.literal(true) });

export const PitchAttemptSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  source: PitchSourceSchema,
  createdAt: z.string(),
  hasAudio: z.boolean(),
  wordCount: z.number().int(),
  speakingSec: z.number(),
  wpm: z.number(),
  fillers: z.number().int(),
  meter: z.number(),
  scores: z.object({ clarity: z.number(), story: z.number(), ask: z.number() }),
});
export type PitchAttemptSummary = z.infer<typeof PitchAttemptSummarySchema>;

export const PitchAttemptSchema = PitchAttemptSummarySchema.extend({
  transcript: PitchTranscriptSchema,
  analysis: PitchAnalysisSchema,
  feedback: PitchFeedbackSchema.nullable(),
});
export type PitchAttempt = z.infer<typeof PitchAttemptSchema>;

export const PitchAttemptListSchema = z.object({ attempts: z.array(PitchAttemptSummarySchema) });
export type PitchAttemptList = z.infer<typeof PitchAttemptListSchema>;

/** Summary of an analysis, for the list and the comparison (shared by server and browser). */
export function summarizeAttempt(
  a: { id: string; title: string; createdAt: string; hasAudio: boolean },
  analysis: PitchAnalysis,
): PitchAttemptSummary {
  return {
    ...a,
    source: analysis.source,
    wordCount: analysis.wordCount,
    speakingSec: analysis.speakingSec,
    wpm: analysis.wpm,
    fillers: analysis.fillers.total,
    meter: analysis.shutUp.meter,
    scores: {
      clarity: analysis.scores.clarity.score,
      story: analysis.scores.story.score,
      ask: analysis.scores.ask.score,
    },
  };
}
