/**
 * Worker-thread entry of the user-text pool (platform/user-text-thread.ts, #25, ADR 044):
 * every parser of a user's file or pasted text, by name. It sits beside app.ts, not in
 * platform/, because it imports the features' parse functions (lint keeps platform/ free
 * of features; the pool there knows operations only by name). Built to
 * dist/server/user-text-worker.js beside the server bundle.
 *
 * Each operation takes one structured-clonable input and returns a clonable value. A new
 * parser of user input is added here and called through `runUserText('name', input, { owner })`.
 */
import { parentPort } from 'node:worker_threads';
import type { PitchTranscript } from '../contract/pitch';
import { AppError } from './errors';
import type { UserTextAnswer, UserTextCall } from './platform/user-text-thread';

/** An operation: `load` brings its parser in (not counted in the budget), `run` parses (counted). */
interface Op<M, I> {
  load: () => Promise<M>;
  run: (parser: M, input: I) => unknown;
}
const op = <M, I>(load: () => Promise<M>, run: (parser: M, input: I) => unknown): Op<unknown, never> =>
  ({ load, run }) as unknown as Op<unknown, never>;

// Each operation loads its parser on first use: a thread that only detects imports does
// not hold pdf.js or the pitch lexicon (a thread with everything loaded is ≈ 18 MB RSS).
// Loading can take seconds on a busy host, so the worker reports `start` only once it is
// done, and the pool's budget clock starts there.
const outline = () => import('./features/outline/outline-format');
const pitchAnalysis = () => import('./features/pitch/pitch-analysis');
const ops: Record<string, Op<unknown, never>> = {
  /** An outline file (POST /api/outline/import). */
  outlineMarkdown: op(outline, (m, md: string) => m.fromMarkdown(md)),
  outlineOpml: op(outline, (m, xml: string) => m.fromOpml(xml)),
  /** What an uploaded import is (POST /api/imports): reads the file's head and a zip's entries. */
  detectImportSource: op(
    () => import('./features/worlds/parsers/detect-import-source'),
    (m, { path, fileName }: { path: string; fileName: string }) => m.detectImportSource(path, fileName),
  ),
  /** A deck's text, scored by section (the deck coach). */
  scoreDeck: op(() => import('./features/julia/deck-scoring'), (m, text: string) => m.scoreDeck(text)),
  /** An uploaded deck PDF's text. */
  deckPdf: op(
    () => import('./features/julia/deck-coach.service'),
    (m, bytes: Uint8Array) => m.readPdfText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  ),
  /** A pasted pitch: its words with estimated times. */
  pitchWords: op(() => import('./features/pitch/pitch-words'), (m, { text, wpm }: { text: string; wpm: number }) => m.wordsFromText(text, wpm)),
  /** A pitch transcript's analysis. */
  pitchAnalysis: op(pitchAnalysis, (m, transcript: PitchTranscript) => m.analyzePitch(transcript)),
  /** Stored pitch attempts' transcripts, checked against the contract and analysed (the attempts list). */
  pitchAttempts: op(
    () => Promise.all([import('../contract/pitch'), pitchAnalysis()]),
    ([{ PitchTranscriptSchema }, { analyzePitch }], raws: unknown[]) =>
      raws.map((raw) => {
        const parsed = PitchTranscriptSchema.safeParse(raw);
        if (!parsed.success) throw new Error('a stored pitch transcript no longer matches its schema');
        return { transcript: parsed.data, analysis: analyzePitch(parsed.data) };
      }),
  ),
  /** The tables of a Julia files workspace (CSV, JSON, markdown), read when a message is answered. */
  juliaTables: op(() => import('./features/julia/table-reader'), (m, files: { name: string; text: string }[]) => m.readTables(files)),
  /** An investor CSV (Julia CRM import and its preview). */
  investorCsv: op(() => import('./features/julia-crm/julia-csv'), (m, csv: string) => m.readInvestorCsv(csv)),
};

const port = parentPort!;
port.on('message', (m: UserTextCall) => {
  void (async (): Promise<UserTextAnswer> => {
    try {
      const operation = Object.hasOwn(ops, m.op) ? ops[m.op] : undefined;
      if (!operation) throw new Error(`Unknown user-text operation: ${m.op}`);
      const parser = await operation.load();
      port.postMessage({ type: 'start', id: m.id } satisfies UserTextAnswer);
      return { type: 'done', id: m.id, value: await operation.run(parser, m.input as never) };
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
