/**
 * The contract between the import parsers (this folder) and the import job that stores
 * what they read (features/worlds). Parsers know file formats; the job knows the
 * database, users, time zones and de-duplication.
 *
 * A parser reads one file from disk (the job first copies an upload out of storage into
 * a temporary file, so zip archives can be read with random access) and yields batches
 * of records, in file order, without holding the whole file in memory. Heavy parsing
 * runs off the main event loop (see `parseImportFile`).
 */

export type ImportSource =
  | 'whatsapp'
  | 'telegram'
  | 'photos'
  | 'google-location'
  | 'discord'
  | 'messenger'
  | 'instagram'
  | 'signal'
  | 'imessage'
  | 'gps-track';

/**
 * A moment as written in the file. With a `Z` or `±hh:mm` offset it is an instant
 * ("2024-03-01T09:15:00Z"); without one it is a local wall-clock time
 * ("2024-03-01T09:15:00") that the job reads in the user's time zone.
 */
export type RecordTime = string;

export interface ChatRecord {
  kind: 'chat';
  /** Stable within the file and across re-exports of the same chat (e.g. Telegram chat id, or the WhatsApp file's chat name). */
  chatKey: string;
  title: string;
  isGroup: boolean;
  /**
   * The exporting user's name as this chat writes it, when the file shows it: the other
   * author of a two-person WhatsApp chat named after one of them, or the owner of a full
   * Telegram export. Lets the job tell "me" from the others (reply times).
   */
  self?: string;
  /** The exporting user's phone number, when the file states it (Telegram's personal information). */
  selfPhone?: string;
  /**
   * The key this chat had before it was keyed by its conversation (#27: a generically named
   * WhatsApp file such as `_chat.txt` was keyed "_chat"). The writer re-keys such an older
   * chat to `chatKey` when it holds this file's first message, so a re-import adds no second chat.
   */
  legacyKey?: string;
}

export interface MessageRecord {
  kind: 'message';
  chatKey: string;
  /** As written: a name or a phone number ("+44 7700 900123"). */
  author: string;
  at: RecordTime;
  /** Whole text, multi-line kept, invisible direction marks removed. */
  text: string;
  /** Set when the message is (or carries) a media attachment: 'image' | 'video' | 'audio' | 'sticker' | 'document' | 'other'. */
  media?: string;
  /** 1-based line (text formats) or entry index (JSON formats) where the message starts. */
  line?: number;
}

/** A system event ("Alice added Bob", "Messages are end-to-end encrypted"): never counted as a message. */
export interface EventRecord {
  kind: 'event';
  chatKey?: string;
  at: RecordTime;
  text: string;
}

/** A point on the map: a location share in a chat, a visit, or a photo's GPS position. */
export interface PlaceRecord {
  kind: 'place';
  lat: number;
  lon: number;
  at: RecordTime;
  /** End of a visit, when known. */
  endAt?: RecordTime;
  via: 'message' | 'visit' | 'photo' | 'record';
  label?: string;
  chatKey?: string;
  author?: string;
}

export interface PhotoRecord {
  kind: 'photo';
  /** Name inside the archive, or the uploaded file's name. */
  fileName: string;
  /** SHA-256 (hex) of the file's bytes: duplicates share it. */
  sha256: string;
  mime: string;
  bytes: number;
  takenAt?: RecordTime;
  lat?: number;
  lon?: number;
  width?: number;
  height?: number;
  /** A small JPEG thumbnail (≤ 256 px on the long side), or absent when the format could not be decoded. */
  thumbnail?: Uint8Array;
  /** The people tagged in the photo (Google Photos Takeout sidecar `people: [{ name }]`), as named there. Stored in world_photos.people, in the account export and shown with the photo (#28). */
  people?: string[];
}

/** Something the user should be told about the file ("Dates read as day/month: …"). */
export interface NoteRecord {
  kind: 'note';
  message: string;
}

/**
 * What the file says an author of its messages is known by besides their name: a phone
 * number from the exporter's contacts (Telegram's `contacts.list`), a Telegram user id
 * ("user123"). Stored per import (world_person_identifiers) for the identity suggestions.
 */
export interface IdentifierRecord {
  kind: 'identifier';
  /** As the author is written in the messages (the person it belongs to). */
  author: string;
  type: 'tel' | 'email' | 'username' | 'telegram-id';
  value: string;
}

/**
 * The person an author name of this file stands for, by the source's own stable id
 * (Discord's user id: "discord:80351110224678912"). Sent before that author's first
 * message; the writer then keys the person by `key`, not by the name, so a nickname or a
 * username changed between two exports of one channel is still one person, and its
 * messages de-duplicate. Author names must be unique per person within the file.
 */
export interface PersonRecord {
  kind: 'person';
  /** As the author is written in the messages. */
  author: string;
  /** Source-scoped stable id, e.g. "discord:<user id>". */
  key: string;
}

export type ImportRecord = PersonRecord | ChatRecord | MessageRecord | EventRecord | PlaceRecord | PhotoRecord | NoteRecord | IdentifierRecord;

export interface ImportBatch {
  /** May be empty: a batch then only reports progress (e.g. while a WhatsApp file is surveyed). */
  records: ImportRecord[];
  /** Progress through the file: bytes (or entries) read so far, of about how many. */
  progress: { done: number; total: number; unit: 'bytes' | 'entries' };
  /**
   * How many messages (or photos) the whole file holds, once the parser knows (a WhatsApp
   * export is surveyed before its records are read; a zip of photos lists its entries):
   * lets the job show "12,000 of about 100,000 messages".
   */
  expected?: { messages?: number; photos?: number };
}

/** A file that is not what it claims, or breaks part-way. `where` names the line or entry. */
export class ImportFormatError extends Error {
  readonly where: string | undefined;
  /** The message without the place. */
  readonly reason: string;
  constructor(message: string, where?: string) {
    super(where ? `${message} (${where})` : message);
    this.name = 'ImportFormatError';
    this.where = where;
    this.reason = message;
  }
}
