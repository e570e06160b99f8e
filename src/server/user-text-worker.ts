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
import { readPdfText } from './features/julia/deck-coach.service';
import { scoreDeck } from './features/julia/deck-scoring';
import { readInvestorCsv } from './features/julia-crm/julia-csv';
import { fromMarkdown, fromOpml } from './features/outline/outline-format';
import { analyzePitch } from './features/pitch/pitch-analysis';
import { wordsFromText } from './features/pitch/pitch-words';
import { detectImportSource } from './features/worlds/parsers/detect-import-source';
import type { UserTextAnswer, UserTextCall } from './platform/user-text-thread';

const ops: Record<string, (input: never) => unknown> = {
  /** An outline file (POST /api/outline/import). */
  outlineMarkdown: (md: string) => fromMarkdown(md),
  outlineOpml: (xml: string) => fromOpml(xml),
  /** What an uploaded import is (POST /api/imports): reads the file's head and a zip's entries. */
  detectImportSource: ({ path, fileName }: { path: string; fileName: string }) => detectImportSource(path, fileName),
  /** A deck's text, scored by section (the deck coach). */
  scoreDeck: (text: string) => scoreDeck(text),
  /** An uploaded deck PDF's text. */
  deckPdf: (bytes: Uint8Array) => readPdfText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
  /** A pasted pitch: its words with estimated times. */
  pitchWords: ({ text, wpm }: { text: string; wpm: number }) => wordsFromText(text, wpm),
  /** A pitch transcript's analysis. */
  pitchAnalysis: (transcript: PitchTranscript) => analyzePitch(transcript),
  /** An investor CSV (Julia CRM import and its preview). */
  investorCsv: (csv: string) => readInvestorCsv(csv),
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
