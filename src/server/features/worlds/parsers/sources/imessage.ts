/**
 * iMessage conversations as imessage-exporter (github.com/ReagentX/imessage-exporter)
 * writes them: one `.txt` or `.html` file per conversation, named after it (see
 * imessage-entry.ts), or a zip of the export folder (every conversation file in it).
 * The owner is "Me" (ChatRecord.self); senders written as a phone number or an email give
 * an IdentifierRecord. Times are the Mac's local wall-clock time.
 */
import { entryHeadText, fileHeadText, isZipFile } from '../file-head';
import fs from 'node:fs';
import type { ReaderOptions, SourceReader } from '../source-reader';
import type { ChatRecord, ImportBatch, ImportRecord } from '../types';
import { ImportFormatError } from '../types';
import type { ZipArchive } from '../zip';
import { openZip } from '../zip';
import type { IMessageTally } from './imessage-entry';
import { imessageChat, imessageNotes, looksLikeIMessageHtml, looksLikeIMessageTxt, newIMessageTally } from './imessage-entry';
import { createIMessageHtmlReader } from './imessage-html';
import { readIMessageTxt } from './imessage-txt';

const BATCH = 2000;
const CHUNK = 1024 * 1024;
const HEAD = 64 * 1024;

type Layout = 'txt' | 'html';

interface Input {
  name: string;
  size: number;
  open(): Promise<AsyncIterable<Buffer>>;
}

function layoutOf(head: string): Layout | undefined {
  if (looksLikeIMessageHtml(head)) return 'html';
  if (looksLikeIMessageTxt(head)) return 'txt';
  return undefined;
}

/** An HTML page's records, a chunk's worth at a time. */
async function* readHtml(chunks: AsyncIterable<Buffer>, chatKey: string, tally: IMessageTally, onBytes: (n: number) => void): AsyncGenerator<ImportRecord[]> {
  const reader = createIMessageHtmlReader(chatKey, tally);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    onBytes(chunk.length);
    yield reader.write(decoder.decode(chunk, { stream: true }));
  }
  yield [...reader.write(decoder.decode()), ...reader.end()];
}

interface Totals {
  tally: IMessageTally;
  notes: string[];
}

/** One conversation file's records, batched; `before`/`total` place it in the upload's progress. */
async function* readConversation(input: Input, layout: Layout, totals: Totals, before: number, total: number): AsyncGenerator<ImportBatch> {
  const { chatKey, title, isGroup } = imessageChat(input.name);
  const chat: ChatRecord = { kind: 'chat', chatKey, title, isGroup, self: 'Me' };
  let records: ImportRecord[] = [chat];
  let done = 0;
  const onBytes = (n: number) => (done += n);
  const progress = () => ({ done: before + Math.min(done, input.size), total, unit: 'bytes' as const });
  const skipped = { count: 0, first: 0, last: 0 };
  const skip = (line: number) => {
    if (!skipped.count) skipped.first = line;
    skipped.count++;
    skipped.last = line;
  };
  const cut = { messages: 0, first: 0, last: 0 };
  const cutLine = (line: number, first: boolean) => {
    if (first) cut.messages++;
    cut.first ||= line;
    cut.last = line;
  };
  const parts = layout === 'html' ? readHtml(await input.open(), chatKey, totals.tally, onBytes) : readIMessageTxt(await input.open(), chatKey, totals.tally, onBytes, skip, cutLine);
  for await (const part of parts) {
    for (const r of part) {
      records.push(r);
      if (records.length >= BATCH) {
        yield { records, progress: progress() };
        records = [];
      }
    }
  }
  if (skipped.count) {
    const where = skipped.first === skipped.last ? `line ${skipped.first}` : `lines ${skipped.first}–${skipped.last}`;
    totals.notes.push(`${skipped.count} line(s) of ${input.name} before its first message or without a sender skipped, at ${where}`);
  }
  if (cut.messages) {
    const where = cut.first === cut.last ? `line ${cut.first}` : `lines ${cut.first}–${cut.last}`;
    totals.notes.push(`${cut.messages} message(s) of ${input.name} longer than 65,536 characters were cut (${where})`);
  }
  if (records.length) yield { records, progress: progress() };
}

/** The conversation files of an export folder's zip (attachments and style sheets left aside). */
const conversationEntries = (zip: ZipArchive) => zip.entries.filter((e) => /\.(?:txt|html?)$/i.test(e.name) && e.size > 0 && !e.name.split('/').some((p) => p.startsWith('.')));

const EXPECTED = 'Expected an imessage-exporter conversation (.txt or .html), or a zip of its export folder';

function notesBatch(totals: Totals, total: number): ImportBatch | undefined {
  const notes = [...totals.notes, ...imessageNotes(totals.tally)];
  if (!notes.length) return undefined;
  return { records: notes.map((message) => ({ kind: 'note' as const, message })), progress: { done: total, total, unit: 'bytes' } };
}

async function* parseIMessage(path: string, options: ReaderOptions): AsyncGenerator<ImportBatch> {
  const totals: Totals = { tally: newIMessageTally(), notes: [] };
  if (!(await isZipFile(path))) {
    const layout = layoutOf(await fileHeadText(path, HEAD));
    if (!layout) throw new ImportFormatError(`"${options.fileName}" is not an imessage-exporter conversation. ${EXPECTED}.`);
    const size = (await fs.promises.stat(path)).size;
    yield* readConversation({ name: options.fileName, size, open: async () => fs.createReadStream(path, { highWaterMark: CHUNK }) }, layout, totals, 0, size);
    const notes = notesBatch(totals, size);
    if (notes) yield notes;
    return;
  }
  const zip = await openZip(path, options.zipLimits);
  try {
    const files: Array<{ input: Input; layout: Layout }> = [];
    let other = 0;
    for (const entry of conversationEntries(zip)) {
      const layout = layoutOf(await entryHeadText(zip, entry, HEAD));
      if (!layout) {
        other++;
        continue;
      }
      files.push({ input: { name: entry.name, size: entry.size, open: async () => zip.read(entry) }, layout });
    }
    if (!files.length) throw new ImportFormatError(`This zip holds no imessage-exporter conversation. ${EXPECTED}.`);
    // An export in both formats holds each conversation twice: the TXT files are read, the HTML ones left.
    const txt = files.filter((f) => f.layout === 'txt');
    const chosen = txt.length && txt.length < files.length ? txt : files;
    if (chosen !== files) totals.notes.push(`${files.length - chosen.length} HTML file(s) not read: the export holds the same conversations as TXT`);
    if (other) totals.notes.push(`${other} text or HTML file(s) in the archive are not imessage-exporter conversations and were skipped`);
    const total = chosen.reduce((sum, f) => sum + f.input.size, 0);
    let before = 0;
    for (const { input, layout } of chosen) {
      try {
        yield* readConversation(input, layout, totals, before, total);
      } catch (error) {
        if (error instanceof ImportFormatError) throw new ImportFormatError(error.reason, `${input.name}: ${error.where ?? 'start'}`);
        throw error;
      }
      before += input.size;
    }
    const notes = notesBatch(totals, total);
    if (notes) yield notes;
  } finally {
    zip.close();
  }
}

export const imessageReader: SourceReader = {
  source: 'imessage',
  detectText: (head) => layoutOf(head) !== undefined,
  async detectZip(zip) {
    const entries = conversationEntries(zip);
    // A WhatsApp zip holds one .txt too: its head is no imessage-exporter file.
    for (const entry of entries.slice(0, 3)) if (layoutOf(await entryHeadText(zip, entry, HEAD))) return true;
    return false;
  },
  parse: parseIMessage,
};
