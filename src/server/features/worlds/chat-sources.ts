/**
 * Chats read from a service rather than an uploaded file, as worlds imports (ADR 039): what
 * features/worlds offers a feature that reads a service's chats (features/matrix reads
 * Matrix rooms). The dependency is one way: the reading feature calls the worlds; the
 * worlds never call it and know no service by name.
 *
 * - `create` adds the import (admitted like an upload) and queues its job under
 *   `chatImportJob(source)`: a job kind the reading feature defines (with `jobOptions`).
 * - That job's handler runs one attempt: `begin` (null: nothing to do), `write` each batch
 *   it reads, `finish`, or `failed` with what went wrong. Status, progress, counts,
 *   de-duplication, clean-up and retries are the imports' own, as for a file.
 * - After that, `append` adds what arrived meanwhile to the done import.
 */
import type { Import, ImportCounts, ImportSourceName } from '../../../contract/worlds';
import type { JobContext, JobDefinition } from '../../platform/jobs';

/** The job kind that reads a chat source's imports; the reading feature defines it. */
export const chatImportJob = (source: ImportSourceName) => `worlds.import.${source}`;

export interface ChatImportJobData {
  importId: string;
  userId: string;
}

/** The import a source is asked to read. */
export interface ChatSourceImport {
  id: string;
  userId: string;
  source: ImportSourceName;
  fileName: string;
  /** What the source reads, in its own terms (a Matrix room id). Stored in world_imports' `externalId` (SQL column matrix_room_id). */
  externalId: string;
}

export interface RemoteChat {
  /** Stable per source (a Matrix room id). */
  key: string;
  title: string;
  isGroup: boolean;
  /** The user's own name in this chat: becomes "me" when nothing is marked yet. */
  self?: string;
}

export interface RemoteChatMessage {
  author: string;
  /** An instant (ISO with Z). */
  at: string;
  text: string;
  /** A bot's notice or a system line: stored as an event, never counted as a message. */
  notice?: boolean;
}

export interface RemoteChatBatch {
  chat: RemoteChat;
  messages: RemoteChatMessage[];
  /** What the user should be told about the import. */
  notes?: string[];
  /** Messages read so far. */
  read: number;
}

/** A failure no retry can help (the account is gone, the room refused): the import fails at once with this message. */
export class RemoteSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemoteSourceError';
  }
}

/** One attempt of a chat import's job (see the top of this file). */
export interface ChatImportAttempt {
  import: ChatSourceImport;
  /** Stores a batch and reports progress; throws when the attempt was stopped or overtaken. */
  write(batch: RemoteChatBatch): Promise<void>;
  /** Marks the import done: its counts. */
  finish(): Promise<ImportCounts>;
  /**
   * The attempt ended with `err`: a RemoteSourceError fails the import with its message
   * (answered); anything else is cleaned up and thrown again, so the job is retried.
   */
  failed(err: unknown): Promise<{ failed: string }>;
}

/** What features/worlds offers a reading feature (ImportsService.chats). */
export interface WorldChatImports {
  create(userId: string, o: { source: ImportSourceName; fileName: string; externalId: string }): Promise<Import>;
  find(userId: string, source: ImportSourceName, externalId: string): Promise<Import | null>;
  /** The definition options of a `chatImportJob` (retries; the import fails after the last). */
  jobOptions: JobDefinition<ChatImportJobData, unknown>;
  /** Starts an attempt of the job; null when there is nothing to do (deleted, or already finished). */
  begin(data: ChatImportJobData, ctx: JobContext): Promise<ChatImportAttempt | null>;
  /** Adds messages to a done import (de-duplicated); null when it is gone or not done yet. */
  append(importId: string, batch: Omit<RemoteChatBatch, 'read'>): Promise<ImportCounts | null>;
  /** The newest message or event the import holds, or null. */
  latestAt(importId: string): Promise<Date | null>;
  remove(userId: string, importId: string): Promise<void>;
}
