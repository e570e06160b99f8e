/**
 * Chats read from a service rather than an uploaded file, as worlds imports (ADR 039): the
 * contract between features/worlds (the imports, which store them) and a feature that
 * reads a service's chats (features/matrix). Features do not import each other; app.ts
 * hands the worlds' implementation of `WorldChatImports` to the reading feature.
 */
import type { Import, ImportCounts, ImportSourceName } from '../../contract/worlds';

/** The import a source is asked to read. */
export interface RemoteImport {
  id: string;
  userId: string;
  fileName: string;
  matrixRoomId: string | null;
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

export interface RemoteChatSource {
  /** The import job's first read (its history). */
  read(imp: RemoteImport, signal: AbortSignal): AsyncIterable<RemoteChatBatch>;
  /** After the job marked the import done: append what arrived meanwhile. */
  afterDone?(imp: RemoteImport): Promise<void>;
}

/** What features/worlds offers a reading feature. */
export interface WorldChatImports {
  useRemoteSource(source: ImportSourceName, reader: RemoteChatSource): void;
  createRemote(userId: string, o: { source: ImportSourceName; fileName: string; matrixRoomId: string }): Promise<Import>;
  findByMatrixRoom(userId: string, roomId: string): Promise<Import | null>;
  /** Adds messages to a done import (de-duplicated); null when it is gone or not done yet. */
  append(importId: string, batch: Omit<RemoteChatBatch, 'read'>): Promise<ImportCounts | null>;
  /** The newest message or event the import holds, or null. */
  latestAt(importId: string): Promise<Date | null>;
  remove(userId: string, importId: string): Promise<void>;
}
