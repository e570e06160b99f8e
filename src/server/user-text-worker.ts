/**
 * Worker-thread entry of the user-text pool (platform/user-text-thread.ts, #25, ADR 044):
 * every parser of a user's file or pasted text, by name. It sits beside app.ts, not in
 * platform/, because it imports the features' parse functions (lint keeps platform/ free
 * of features; the pool there knows operations only by name). Built to
 * dist/server/user-text-worker.js beside the server bundle.
 *
 * Each operation takes one structured-clonable input and returns a clonable value. A new
 * parser of user input is added here and called through `runUserText('name', input)`.
 */
import { parentPort } from 'node:worker_threads';
import type { PitchTranscript } from '../contract/pitch';
import { AppError } from './errors';
import type { UserTextAnswer, UserTextCall } from './platform/user-text-thread';

// Each operation loads its parser on first use: a thread that only detects imports does
// not hold pdf.js or the pitch lexicon (a thread with everything loaded is ≈ 18 MB RSS).
const ops: Record<string, (input: never) => unknown> = {
  /** An outline file (POST /api/outline/import). */
  outlineMarkdown: async (md: string) => (await import('./features/outline/outline-format')).fromMarkdown(md),
  outlineOpml: async (xml: string) => (await import('./features/outline/outline-format')).fromOpml(xml),
  /** What an uploaded import is (POST /api/imports): reads the file's head and a zip's entries. */
  detectImportSource: async ({ path, fileName }: { path: string; fileName: string }) =>
    (await import('./features/worlds/parsers/detect-import-source')).detectImportSource(path, fileName),
  /** A deck's text, scored by section (the deck coach). */
  scoreDeck: async (text: string) => (await import('./features/julia/deck-scoring')).scoreDeck(text),
  /** An uploaded deck PDF's text. */
  deckPdf: async (bytes: Uint8Array) =>
    (await import('./features/julia/deck-coach.service')).readPdfText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  /** A pasted pitch: its words with estimated times. */
  pitchWords: async ({ text, wpm }: { text: string; wpm: number }) => (await import('./features/pitch/pitch-words')).wordsFromText(text, wpm),
  /** A pitch transcript's analysis. */
  pitchAnalysis: async (transcript: PitchTranscript) => (await import('./features/pitch/pitch-analysis')).analyzePitch(transcript),
  /** Stored pitch attempts' transcripts, checked against the contract and analysed (the attempts list). */
  pitchAttempts: async (raws: unknown[]) => {
    const [{ PitchTranscriptSchema }, { analyzePitch }] = await Promise.all([import('../contract/pitch'), import('./features/pitch/pitch-analysis')]);
    return raws.map((raw) => {
      const parsed = PitchTranscriptSchema.safeParse(raw);
      if (!parsed.success) throw new Error('a stored pitch transcript no longer matches its schema');
      return { transcript: parsed.data, analysis: analyzePitch(parsed.data) };
    });
  },
  /** An investor CSV (Julia CRM import and its preview). */
  investorCsv: async (csv: string) => (await import('./features/julia-crm/julia-csv')).readInvestorCsv(csv),
};

const port = parentPort!;
port.on('message', (m: UserTextCall) => {
  void (async (): Promise<UserTextAnswer> => {
    try {
      const op = Object.hasOwn(ops, m.op) ? ops[m.op] : undefined;
      if (!op) throw new Error(`Unknown user-text operation: ${m.op}`);
      return { type: 'done', id: m.id, value: await op(m.input as never) };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      const app = e instanceof AppError ? { status: e.statusCode, code: e.code } : {};
      return { type: 'failed', id: m.id, name: e.name, message: e.message, ...app };
    }
  })().then((answer) => {
    try {
      port.postMessage(answer);
    } catch (error) {
      // A value that cannot be cloned: the call fails, the worker stays.
      port.postMessage({ type: 'failed', id: m.id, name: 'DataCloneError', message: (error as Error).message } satisfies UserTextAnswer);
    }
  });
});
port.postMessage({ type: 'ready' } satisfies UserTextAnswer);
