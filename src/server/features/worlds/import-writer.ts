/**
 * Stores what a parser read (parsers/types.ts) for one import: chats, people, messages,
 * events, places and photos, batch by batch, every row tagged with the import.
 *
 * - Bulk statements: one `INSERT … SELECT FROM unnest(arrays) ON CONFLICT DO NOTHING` per
 *   part of a batch; on PGlite (SQL on the server's own thread) a Pacer sizes the parts
 *   so each statement holds the event loop about 15 ms, and the event loop gets a turn
 *   between statements.
 * - De-duplication is the unique keys' (schema.ts): a message is (user, time, hash of
 *   chat, author, text and occurrence), a photo its bytes' SHA-256, a location point (user,
 *   time, kind, position), an event (user, time, chat, text hash). A row that exists is
 *   counted as a duplicate and not inserted, so re-importing adds nothing twice.
 * - People are one per exact name or phone number per user; chats one per source and
 *   chat key. Both are shared by imports and removed by `collectGarbage` once nothing
 *   refers to them.
 * - Places: points within 100 m of a place's anchor join it (place-clusters.ts); a new place
 *   is named offline with its nearest city and country (geo/reverse-geocode.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ChatRecord, ImportRecord, MessageRecord, PhotoRecord, PlaceRecord } from './parsers/types';
import type { Storage } from '../../platform/storage';
import type { ImportCounts, ImportSourceName } from '../../../contract/worlds';
import { geoName, loadGeocoder } from './geo/reverse-geocode';
import { autoMergeIdentities } from './identity/identity.service';
import { refreshOwner } from './owner';
import { personKey } from './person-key';
import { PlaceClusters } from './place-clusters';
import type { TimeReader } from './local-time';
import { Pacer, yieldToEventLoop, type Execute, type Query } from './sql';

/** Rows per statement of the smaller tables (messages and location points: a Pacer, sql.ts). */
export const BATCH = 500;
const MAX_NOTES = 20;
/** Messages of a new chat compared with those stored (joinOverlappingChat), and the fewest that must match. */
const OVERLAP_SAMPLE = 50;
const OVERLAP_MIN = 3;
/** Sources whose chat keys are names or first messages, not the service's own ids (joinOverlappingChat). */
const JOINABLE_SOURCES = new Set<string>(['whatsapp', 'signal', 'imessage']);
/** An array as ONE parameter (a batch column for `unnest`), not spread into a list by the template. */
const list = (values: unknown[]) => sql.param(values);

export interface WriterOptions {
  query: Query;
  execute: Execute;
  storage: Storage;
  userId: string;
  importId: string;
  source: ImportSourceName;
  time: TimeReader;
  /** Photos without a taken-at time are placed at the import's time. */
  importedAt: Date;
  /** Size statements by how long they hold the event loop (PGlite: SQL runs on this thread). */
  paced?: boolean;
}

export { personKey };

/** First 8 bytes of the SHA-1 of the parts, as a signed 64-bit integer (text for the driver). */
export function hash64(...parts: (string | number)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(String(p)).update('\u0000');
  return h.digest().readBigInt64BE(0).toString();
}

export const textHash = (text: string) => hash64(text);

export function emptyCounts(): ImportCounts {
  return { messages: 0, people: 0, photos: 0, places: 0, dataPoints: 0, events: 0, duplicates: 0 };
}

interface PendingMessage {
  chatId: string;
  personKey: string;
  at: string;
  text: string;
  media: string | null;
  seq: number;
}

export class ImportWriter {
  readonly counts = emptyCounts();
  readonly notes: string[] = [];
  /** Thumbnails this writer stored: removed by the job when its import (or account) went meanwhile. */
  readonly storedKeys: string[] = [];
  /** Records read so far (for progress). */
  readonly read = { messages: 0, photos: 0, places: 0 };
  private readonly chats = new Map<string, string>();
  private readonly people = new Map<string, string>();
  private readonly participants = new Set<string>();
  private clusters: PlaceClusters | undefined;
  /** Occurrences of identical messages at the current time of each chat (the `seq` of the key). */
  private readonly lastAt = new Map<string, { at: string; seen: Map<string, number> }>();
  private skippedTimes = 0;
  private readonly authorKeys = new Map<string, { key: string; name: string }>();
  /** Chats of this file that joined a conversation imported before (joinOverlappingChat): their authors as the people there. */
  private readonly chatAliases = new Map<string, Map<string, { key: string; name: string }>>();
  private readonly joined = new Set<string>();
  /** Joined chats whose two exports write times to different precision (minutes vs seconds): duplicates are found by the minute. */
  private readonly byMinute = new Set<string>();
  /** The exporting user as the file names them (ChatRecord.self, the latest; selfPhone), if it does (owner.ts). */
  private selfKey: string | undefined;
  private selfPhoneKey: string | undefined;

  /** Sizes the message and location-point statements (sql.ts). */
  private readonly pacer: Pacer;

  constructor(private readonly o: WriterOptions) {
    this.pacer = new Pacer({ paced: o.paced ?? false });
  }

  async write(records: ImportRecord[]) {
    const messages: PendingMessage[] = [];
    const events: { chatId: string | null; at: string; text: string; hash: string }[] = [];
    const places: PlaceRecord[] = [];
    const photos: PhotoRecord[] = [];
    const names = new Map<string, string>();
    const pairs: [string, string][] = [];
    const identifiers: [string, string, string][] = [];

    for (const r of records) {
      switch (r.kind) {
        case 'chat':
          if (r.legacyKey && !this.chats.has(r.chatKey)) await this.adoptLegacyChat(r.chatKey, r.legacyKey, records);
          // Another export of a conversation already imported under another key (the other
          // phone's, an older window of a `_chat.txt`): its messages join that chat.
          // A chat announced again (a later part of a Meta thread) stays where it was joined.
          if (this.joined.has(r.chatKey)) {
            // nothing: the conversation it joined keeps its title
          } else if (this.chats.has(r.chatKey) || !(await this.joinOverlappingChat(r, records))) await this.chat(r.chatKey, r.title, r.isGroup);
          // The latest wins: Telegram names the owner again as their messages write them.
          if (r.self) this.selfKey = this.keyOf(r.self, r.chatKey).key;
          if (r.selfPhone) this.selfPhoneKey = personKey(r.selfPhone).key;
          break;
        case 'message': {
          this.read.messages++;
          const at = this.instant(r.at);
          if (!at) break;
          const chatId = await this.chatFor(r.chatKey);
          const who = this.keyOf(r.author, r.chatKey);
          names.set(who.key, who.name);
          pairs.push([chatId, who.key]);
          messages.push(this.pending(chatId, who.key, at, r));
          break;
        }
        case 'event': {
          const at = this.instant(r.at);
          if (!at) break;
          const chatId = r.chatKey === undefined ? null : await this.chatFor(r.chatKey);
          events.push({ chatId, at, text: r.text, hash: textHash(r.text) });
          break;
        }
        case 'place':
          this.read.places++;
          if (r.via === 'photo') break; // a photo's position is kept with the photo, not counted twice
          if (r.author) names.set(this.keyOf(r.author, r.chatKey).key, this.keyOf(r.author, r.chatKey).name);
          if (r.chatKey !== undefined) await this.chatFor(r.chatKey);
          places.push(r);
          break;
        case 'photo':
          this.read.photos++;
          photos.push(r);
          break;
        case 'person':
          // A stable id (parsers/types.ts PersonRecord): always remembered, past the cache's cap.
          this.authorKeys.set(r.author, { key: `id:${r.key}`.slice(0, 300), name: personKey(r.author).name });
          break;
        case 'identifier':
          identifiers.push([this.keyOf(r.author).key, r.type, r.value]);
          break;
        case 'note':
          if (this.notes.length < MAX_NOTES && !this.notes.includes(r.message)) this.notes.push(r.message.slice(0, 500));
          break;
      }
    }

    await this.ensurePeople(names);
    await this.ensureParticipants(pairs);
    await this.insertMessages(messages);
    await this.insertEvents(events);
    if (places.length) await this.insertPlaces(places);
    if (photos.length) await this.insertPhotos(photos);
    if (identifiers.length) await this.insertIdentifiers(identifiers);
  }

  /** What the file says its people are known by (a phone from Telegram's contacts), for the identity suggestions. */
  private async insertIdentifiers(identifiers: [string, string, string][]) {
    // Only people this import stored (an author whose every message had no readable time is none).
    const known = identifiers.filter(([key]) => this.people.has(key));
    if (!known.length) return;
    await this.o.query(
      sql`insert into world_person_identifiers (user_id, import_id, person_key, kind, value)
       select ${this.o.userId}, ${this.o.importId}, k, t, v
       from unnest(${list(known.map((x) => x[0]))}::text[], ${list(known.map((x) => x[1]))}::text[], ${list(known.map((x) => x[2]))}::text[]) as x(k, t, v)
       on conflict do nothing`,
    );
  }

  /**
   * After the last batch: the owner is worked out again with what this file said about its
   * exporter (owner.ts; the user's own answer stands); notes about times that could not be read.
   */
  async finish() {
    await autoMergeIdentities(this.o.query, this.o.userId, { refreshOwner: false }); // one phone number, one person (identity/)
    const keys = [this.selfKey, this.selfPhoneKey].filter((k): k is string => Boolean(k));
    await refreshOwner(this.o.query, this.o.userId, 'import', keys.length ? { source: this.o.source, keys } : undefined);
    if (this.skippedTimes) {
      this.notes.push(`${this.skippedTimes.toLocaleString('en-US')} entries had a time that could not be read and were left out.`);
    }
  }

  /** personKey, remembered per spelling (a chat has few authors and many messages). */
  private keyOf(author: string, chatKey?: string) {
    if (chatKey !== undefined) {
      const alias = this.chatAliases.get(chatKey)?.get(author);
      if (alias) return alias;
    }
    let k = this.authorKeys.get(author);
    if (!k) {
      k = personKey(author);
      if (this.authorKeys.size < 100_000) this.authorKeys.set(author, k);
    }
    return k;
  }

  private instant(t: string): string | null {
    const d = this.o.time.toDate(t);
    if (!d || d.getUTCFullYear() < 1970 || d.getUTCFullYear() > 2200) {
      this.skippedTimes++;
      return null;
    }
    return d.toISOString();
  }

  private pending(chatId: string, who: string, at: string, r: MessageRecord): PendingMessage {
    let slot = this.lastAt.get(chatId);
    if (!slot || slot.at !== at) {
      slot = { at, seen: new Map() };
      this.lastAt.set(chatId, slot);
    }
    const k = `${who}\u0000${r.text}`;
    const seq = slot.seen.get(k) ?? 0;
    slot.seen.set(k, seq + 1);
    return { chatId, personKey: who, at, text: r.text, media: r.media ?? null, seq };
  }

  private async chat(chatKey: string, title: string, isGroup: boolean): Promise<string> {
    const [row] = await this.o.query<{ id: string }>(
      sql`insert into world_chats (user_id, source, chat_key, title, is_group) values (${this.o.userId}, ${this.o.source}, ${chatKey}, ${title.slice(0, 500) || chatKey}, ${isGroup})
       on conflict (user_id, source, chat_key) do update set title = excluded.title, is_group = excluded.is_group
       returning id`,
    );
    this.chats.set(chatKey, row!.id);
    return row!.id;
  }

  /**
   * A chat imported before it had its conversation key (#27: a bare `_chat.txt` was keyed
   * "_chat") is this chat when it already holds the file's first message (the same instant
   * and author): it takes the new key, so its messages de-duplicate instead of showing twice
   * in a second chat. Nothing happens when the new key is already there, the old chat is
   * another conversation (a different `_chat.txt`), or the batch holds none of its messages.
   */
  private async adoptLegacyChat(chatKey: string, legacyKey: string, records: ImportRecord[]) {
    const first = records.find((x): x is MessageRecord => x.kind === 'message' && x.chatKey === chatKey);
    const at = first && this.o.time.toDate(first.at);
    if (!first || !at) return;
    const { userId, source } = this.o;
    await this.o.query(
      sql`update world_chats c set chat_key = ${chatKey}
       where c.user_id = ${userId} and c.source = ${source} and c.chat_key = ${legacyKey}
         and not exists (select 1 from world_chats n where n.user_id = ${userId} and n.source = ${source} and n.chat_key = ${chatKey})
         and exists (select 1 from world_messages m join world_people p on p.id = m.person_id
                     where m.chat_id = c.id and m.at = ${at.toISOString()}::timestamptz and p.user_id = ${userId} and p.key = ${this.keyOf(first.author).key})`,
    );
  }

  /**
   * Overlapping exports (#28): a chat this user has not imported under this key, whose first
   * messages (in this batch) are already stored in ONE other chat of the same source — same
   * minute, same text — is that conversation exported again: from the other person's phone
   * ("WhatsApp Chat with Alice" vs "… with Bob"), from a second phone, or a later window of
   * a generically named `_chat.txt`. Its messages then go to that chat, and each author
   * whose messages matched another spelling there ("Bob Smith" here, "Bob" there) is written
   * as that person in this chat only, so nothing shows twice.
   *
   * Only for sources whose chats are keyed by a name or their first message (WhatsApp,
   * Signal, iMessage): two different Telegram, Discord or Meta ids are two different chats,
   * however alike their messages (a channel and its discussion group share forwarded posts).
   * It takes at least 3 matching messages from at least 2 people, and most of the sample;
   * never a chat this import wrote itself. An Android export (minutes) and an iPhone's
   * (seconds) of one chat match by the minute, and then de-duplicate by the minute.
   */
  private async joinOverlappingChat(chat: ChatRecord, records: ImportRecord[]): Promise<boolean> {
    const { chatKey } = chat;
    const { userId, source } = this.o;
    if (!JOINABLE_SOURCES.has(source)) return false;
    const [existing] = await this.o.query<{ id: string }>(
      sql`select id from world_chats where user_id = ${userId} and source = ${source} and chat_key = ${chatKey}`,
    );
    if (existing) return false;
    const sample: { at: string; text: string; author: string }[] = [];
    for (const x of records) {
      if (sample.length >= OVERLAP_SAMPLE) break;
      if (x.kind !== 'message' || x.chatKey !== chatKey || x.media || x.text.trim().length < 2) continue;
      const d = this.o.time.toDate(x.at);
      if (d) sample.push({ at: d.toISOString(), text: x.text, author: x.author });
    }
    if (sample.length < OVERLAP_MIN) return false;
    const mine = [...this.chats.values()];
    const found = await this.o.query<{ i: number; chat_id: string; title: string; is_group: boolean; key: string; name: string; exact: boolean }>(
      sql`select x.i, m.chat_id, c.title, c.is_group, p.key, p.name, m.at = x.a as exact
       from unnest(${list(sample.map((m) => m.at))}::timestamptz[], ${list(sample.map((m) => m.text))}::text[]) with ordinality as x(a, t, i)
       join world_messages m on m.user_id = ${userId} and m.at >= date_trunc('minute', x.a) and m.at < date_trunc('minute', x.a) + interval '1 minute' and m.text = x.t
       join world_chats c on c.id = m.chat_id and c.source = ${source} and not (c.id = any(${list(mine)}::uuid[]))
       join world_people p on p.id = m.person_id`,
    );
    const byChat = new Map<string, Map<number, { key: string; name: string; exact: boolean }>>();
    for (const f of found) {
      const hits = byChat.get(f.chat_id) ?? new Map<number, { key: string; name: string; exact: boolean }>();
      const before = hits.get(Number(f.i));
      if (!before || (!before.exact && f.exact)) hits.set(Number(f.i), { key: f.key, name: f.name, exact: f.exact });
      byChat.set(f.chat_id, hits);
    }
    let best: [string, Map<number, { key: string; name: string; exact: boolean }>] | undefined;
    for (const entry of byChat) if (!best || entry[1].size > best[1].size) best = entry;
    if (!best || best[1].size < OVERLAP_MIN || best[1].size * 2 <= sample.length) return false;
    const [chatId, hits] = best;
    if (new Set([...hits.values()].map((h) => h.key)).size < 2) return false;
    // Each author here is the person their matched messages have there, when that is one person.
    const votes = new Map<string, Map<string, { key: string; name: string; n: number }>>();
    for (const [i, person] of hits) {
      const author = sample[i - 1]!.author;
      const forAuthor = votes.get(author) ?? new Map<string, { key: string; name: string; n: number }>();
      const v = forAuthor.get(person.key) ?? { key: person.key, name: person.name, n: 0 };
      v.n++;
      forAuthor.set(person.key, v);
      votes.set(author, forAuthor);
    }
    const aliases = new Map<string, { key: string; name: string }>();
    for (const [author, forAuthor] of votes) {
      const ranked = [...forAuthor.values()].sort((a, b) => b.n - a.n);
      if (ranked[0]!.n >= 2 && (ranked.length === 1 || ranked[0]!.n > ranked[1]!.n * 2)) aliases.set(author, { key: ranked[0]!.key, name: ranked[0]!.name });
    }
    // Both sides of a one-to-one chat are each named after the other person: a chat named
    // after someone who is the other chat's namesake is another conversation that happens
    // to read alike. A group joins only from a generically named export (`_chat.txt`), as
    // two members' exports of one group carry its one name (and so its key) already.
    const other = found.find((f) => f.chat_id === chatId)!;
    if (chat.isGroup || other.is_group) {
      if (chat.legacyKey === undefined) return false;
    } else {
      const namesake = aliases.get(chat.title) ?? votes.get(chat.title)?.values().next().value;
      if (namesake && namesake.key === personKey(other.title).key) return false;
    }
    this.chatAliases.set(chatKey, aliases);
    this.joined.add(chatKey);
    this.chats.set(chatKey, chatId);
    if ([...hits.values()].some((h) => !h.exact)) this.byMinute.add(chatId);
    const title = other.title;
    this.notes.push(
      `This chat is the same conversation as "${title.slice(0, 80)}", imported before (${hits.size} of its first ${sample.length} messages are there): its messages were added to it, without doubles.`,
    );
    return true;
  }

  private async chatFor(chatKey: string): Promise<string> {
    return this.chats.get(chatKey) ?? this.chat(chatKey, chatKey, false);
  }

  private async ensurePeople(names: Map<string, string>) {
    const missing = [...names.entries()].filter(([key]) => !this.people.has(key));
    for (let i = 0; i < missing.length; i += BATCH) {
      const part = missing.slice(i, i + BATCH);
      const keys = part.map(([k]) => k);
      const created = await this.o.query<{ id: string; key: string }>(
        sql`insert into world_people (user_id, key, name) select ${this.o.userId}, k, n from unnest(${list(keys)}::text[], ${list(part.map(([, n]) => n))}::text[]) as x(k, n)
         on conflict (user_id, key) do nothing returning id, key`,
      );
      this.counts.people += created.length;
      for (const r of created) this.people.set(r.key, r.id);
      const rest = keys.filter((k) => !this.people.has(k));
      if (rest.length) {
        const found = await this.o.query<{ id: string; key: string }>(sql`select id, key from world_people where user_id = ${this.o.userId} and key = any(${list(rest)}::text[])`);
        for (const r of found) this.people.set(r.key, r.id);
      }
    }
  }

  private personId(key: string): string {
    const id = this.people.get(key);
    if (!id) throw new Error(`Person ${key} was not stored`);
    return id;
  }

  private async ensureParticipants(pairs: [string, string][]) {
    const fresh: [string, string][] = [];
    for (const [chatId, key] of pairs) {
      const k = `${chatId}\u0000${key}`;
      if (this.participants.has(k)) continue;
      this.participants.add(k);
      fresh.push([chatId, this.personId(key)]);
    }
    if (!fresh.length) return;
    await this.o.query(
      sql`insert into world_chat_people (chat_id, person_id) select c, p from unnest(${list(fresh.map((p) => p[0]))}::uuid[], ${list(fresh.map((p) => p[1]))}::uuid[]) as x(c, p) on conflict do nothing`,
    );
  }

  private async insertMessages(messages: PendingMessage[]) {
    await this.pacer.each(messages, async (part) => {
      if (this.byMinute.size && part.some((m) => this.byMinute.has(m.chatId))) {
        await this.insertMessagePart(part.filter((m) => !this.byMinute.has(m.chatId)), false);
        await this.insertMessagePart(part.filter((m) => this.byMinute.has(m.chatId)), true);
      } else await this.insertMessagePart(part, false);
    });
  }

  /**
   * One statement of messages. `byMinute` (a chat joined from an export whose clock has
   * another precision): a message is a duplicate when another import stored the same
   * person's same text in the same minute of this chat, not only at the same instant.
   */
  private async insertMessagePart(part: PendingMessage[], byMinute: boolean) {
    if (!part.length) return;
    const persons = part.map((m) => this.personId(m.personKey));
    const ats = part.map((m) => m.at);
    const keys = part.map((m, j) => hash64(m.chatId, persons[j]!, m.seq, m.text));
    const { userId: user, importId } = this.o;
    const rows = sql`unnest(${list(part.map((m) => m.chatId))}::uuid[], ${list(persons)}::uuid[], ${list(ats)}::timestamptz[],
                     ${list(part.map((m) => m.text))}::text[], ${list(part.map((m) => m.media))}::text[], ${list(keys)}::bigint[]) as x(c, p, a, t, m, k)`;
    const sameMinute = sql`e.user_id = ${user} and e.chat_id = x.c and e.person_id = x.p and e.text = x.t
      and e.at >= date_trunc('minute', x.a) and e.at < date_trunc('minute', x.a) + interval '1 minute' and e.import_id <> ${importId}`;
    const added = await this.o.execute(
      byMinute
        ? sql`insert into world_messages (user_id, import_id, chat_id, person_id, at, text, media, key)
           select ${user}, ${importId}, c, p, a, t, m, k from ${rows}
           where not exists (select 1 from world_messages e where ${sameMinute})
           on conflict do nothing`
        : sql`insert into world_messages (user_id, import_id, chat_id, person_id, at, text, media, key)
           select ${user}, ${importId}, c, p, a, t, m, k from ${rows}
           on conflict do nothing`,
    );
    if (added < part.length) {
      // Duplicates: messages another import stored. This import saw them too (see seen()).
      await this.o.query(
        byMinute
          ? sql`insert into world_message_sightings (import_id, owner_import_id, user_id, at, key)
             select ${importId}, e.import_id, ${user}, e.at, e.key from ${rows}
             join world_messages e on ${sameMinute}
             on conflict do nothing`
          : sql`insert into world_message_sightings (import_id, owner_import_id, user_id, at, key)
             select ${importId}, m.import_id, ${user}, m.at, m.key from unnest(${list(ats)}::timestamptz[], ${list(keys)}::bigint[]) as x(a, k)
             join world_messages m on m.user_id = ${user} and m.at = x.a and m.key = x.k
             where m.import_id <> ${importId}
             on conflict do nothing`,
      );
    }
    this.counts.messages += added;
    this.counts.dataPoints += added;
    this.counts.duplicates += part.length - added;
  }

  private async insertEvents(events: { chatId: string | null; at: string; text: string; hash: string }[]) {
    for (let i = 0; i < events.length; i += BATCH) {
      const part = events.slice(i, i + BATCH);
      const chats = part.map((e) => e.chatId);
      const ats = part.map((e) => e.at);
      const hashes = part.map((e) => e.hash);
      const { userId: user, importId } = this.o;
      const added = await this.o.execute(
        sql`insert into world_events (user_id, import_id, chat_id, at, text, text_hash)
         select ${user}, ${importId}, c, a, t, h
         from unnest(${list(chats)}::uuid[], ${list(ats)}::timestamptz[], ${list(part.map((e) => e.text))}::text[], ${list(hashes)}::bigint[]) as x(c, a, t, h)
         on conflict do nothing`,
      );
      this.counts.events += added;
      if (added < part.length) {
        await this.seen(
          'event',
          sql`select e.id::text, e.import_id from unnest(${list(chats)}::uuid[], ${list(ats)}::timestamptz[], ${list(hashes)}::bigint[]) as x(c, a, h)
           join world_events e on e.user_id = ${user} and e.at = x.a and e.text_hash = x.h and e.chat_id is not distinct from x.c
           where e.import_id <> ${importId}`,
        );
      }
      await yieldToEventLoop();
    }
  }

  private async loadClusters(): Promise<PlaceClusters> {
    if (!this.clusters) {
      const rows = await this.o.query<{ id: string; lat: number; lon: number }>(sql`select id, lat, lon from world_places where user_id = ${this.o.userId}`);
      this.clusters = new PlaceClusters(rows);
    }
    return this.clusters;
  }

  /** The place of a point: an existing one within reach, or a new one (inserted at once). */
  private async placesFor(points: { lat: number; lon: number; label?: string }[]): Promise<string[]> {
    const clusters = await this.loadClusters();
    // A new place is named at once: its city index is built (off this thread) before the first.
    if (points.some((p) => !clusters.find(p.lat, p.lon))) await loadGeocoder();
    const created: { id: string; lat: number; lon: number; label: string | null; geoName: string | null }[] = [];
    const ids = points.map((p) => {
      const found = clusters.find(p.lat, p.lon);
      if (found) return found.id;
      const anchor = { id: randomUUID(), lat: p.lat, lon: p.lon };
      clusters.add(anchor);
      // Named offline at once ("Kyoto, Japan").
      created.push({ ...anchor, label: p.label?.slice(0, 300) ?? null, geoName: geoName(p.lat, p.lon) });
      return anchor.id;
    });
    for (let i = 0; i < created.length; i += BATCH) {
      const part = created.slice(i, i + BATCH);
      await this.o.query(
        sql`insert into world_places (id, user_id, lat, lon, label, geo_name)
         select i, ${this.o.userId}, la, lo, lb, gn
         from unnest(${list(part.map((p) => p.id))}::uuid[], ${list(part.map((p) => p.lat))}::float8[], ${list(part.map((p) => p.lon))}::float8[], ${list(part.map((p) => p.label))}::text[],
                     ${list(part.map((p) => p.geoName))}::text[]) as x(i, la, lo, lb, gn)`,
      );
    }
    this.counts.places += created.length;
    return ids;
  }

  private async insertPlaces(records: PlaceRecord[]) {
    const valid = records
      .map((r) => ({ r, at: this.instant(r.at), endAt: r.endAt ? this.instant(r.endAt) : null }))
      .filter((p): p is { r: PlaceRecord; at: string; endAt: string | null } => p.at !== null && validPosition(p.r.lat, p.r.lon));
    await this.pacer.each(valid, async (part) => {
      const placeIds = await this.placesFor(part.map((p) => p.r));
      const { userId: user, importId } = this.o;
      const [ats, vias, lats, lons] = [part.map((p) => p.at), part.map((p) => p.r.via), part.map((p) => p.r.lat), part.map((p) => p.r.lon)];
      const chats = part.map((p) => (p.r.chatKey === undefined ? null : (this.chats.get(p.r.chatKey) ?? null)));
      const persons = part.map((p) => (p.r.author ? (this.people.get(this.keyOf(p.r.author, p.r.chatKey).key) ?? null) : null));
      const added = await this.o.execute(
        sql`insert into world_place_points (user_id, import_id, place_id, lat, lon, at, end_at, via, label, chat_id, person_id)
         select ${user}, ${importId}, pl, la, lo, a, e, v, lb, c, p
         from unnest(${list(placeIds)}::uuid[], ${list(lats)}::float8[], ${list(lons)}::float8[], ${list(ats)}::timestamptz[],
                     ${list(part.map((p) => p.endAt))}::timestamptz[], ${list(vias)}::text[], ${list(part.map((p) => p.r.label?.slice(0, 300) ?? null))}::text[],
                     ${list(chats)}::uuid[], ${list(persons)}::uuid[])
           as x(pl, la, lo, a, e, v, lb, c, p)
         on conflict do nothing`,
      );
      this.counts.dataPoints += added;
      this.counts.duplicates += part.length - added;
      if (added < part.length) {
        await this.seen(
          'point',
          sql`select pp.id::text, pp.import_id from unnest(${list(ats)}::timestamptz[], ${list(vias)}::text[], ${list(lats)}::float8[], ${list(lons)}::float8[]) as x(a, v, la, lo)
           join world_place_points pp on pp.user_id = ${user} and pp.at = x.a and pp.via = x.v and pp.lat = x.la and pp.lon = x.lo
           where pp.import_id <> ${importId}`,
        );
      }
    });
  }

  /**
   * Records that this import also brought rows another import stored (`select` names their
   * ids and owners): they then belong to both, and deleting either keeps them
   * (docs/decisions/026).
   */
  private async seen(kind: 'event' | 'point' | 'photo', select: SQL) {
    await this.o.query(
      sql`insert into world_row_sightings (import_id, owner_import_id, kind, row_id)
       select ${this.o.importId}, r.owner, ${sql.raw(`'${kind}'`)}, r.id from (${select}) as r(id, owner) on conflict do nothing`,
    );
  }

  private async insertPhotos(records: PhotoRecord[]) {
    for (let i = 0; i < records.length; i += BATCH) {
      const slice = records.slice(i, i + BATCH);
      // A wall-clock EXIF time is read in the zone where the photo was taken (its GPS, geo-tz);
      // an EXIF offset wins; without GPS, the import's zone (local-time.ts toDateAt).
      const times = await Promise.all(
        slice.map((r) => {
          if (!r.takenAt) return null;
          const gps = r.lat !== undefined && r.lon !== undefined && validPosition(r.lat, r.lon);
          return gps ? this.o.time.toDateAt(r.takenAt, r.lat, r.lon) : this.o.time.toDate(r.takenAt);
        }),
      );
      const part = slice.map((r, j) => {
        const takenAt = times[j] ?? null;
        const id = randomUUID();
        return {
          r,
          id,
          // An undated photo keeps the import's time in the NOT NULL column, with taken_at_known
          // false: every world leaves it out of anything dated and lists it apart as undated.
          at: (takenAt ?? this.o.importedAt).toISOString(),
          known: takenAt !== null,
          positioned: r.lat !== undefined && r.lon !== undefined && validPosition(r.lat, r.lon),
          thumbnailKey: r.thumbnail?.length ? `users/${this.o.userId}/thumbnails/${id}.jpg` : null,
        };
      });
      const located = part.filter((p) => p.positioned);
      const placeIds = located.length ? await this.placesFor(located.map((p) => ({ lat: p.r.lat!, lon: p.r.lon! }))) : [];
      const placeOf = new Map(located.map((p, j) => [p.id, placeIds[j]!]));
      const { userId: user, importId } = this.o;
      const column = <T>(type: string, f: (p: (typeof part)[number]) => T) => sql`${list(part.map(f))}::${sql.raw(type)}[]`;
      const inserted = await this.o.query<{ id: string }>(
        sql`insert into world_photos (id, user_id, import_id, sha256, file_name, mime, bytes, at, taken_at_known, lat, lon, width, height, place_id, thumbnail_key, people)
         select i, ${user}, ${importId}, s, f, m, b, a, k, la, lo, w, h, pl, t, pp::jsonb
         from unnest(${sql.join(
           [
             column('uuid', (p) => p.id),
             column('text', (p) => p.r.sha256),
             column('text', (p) => p.r.fileName.slice(0, 300)),
             column('text', (p) => p.r.mime),
             column('bigint', (p) => p.r.bytes),
             column('timestamptz', (p) => p.at),
             column('bool', (p) => p.known),
             column('float8', (p) => (p.positioned ? p.r.lat! : null)),
             column('float8', (p) => (p.positioned ? p.r.lon! : null)),
             column('int', (p) => p.r.width ?? null),
             column('int', (p) => p.r.height ?? null),
             column('uuid', (p) => placeOf.get(p.id) ?? null),
             column('text', (p) => p.thumbnailKey),
             // Takeout's people tags, as a JSON list (a text[] column would not unnest per row).
             column('text', (p) => (p.r.people?.length ? JSON.stringify(p.r.people.slice(0, 50).map((n) => n.slice(0, 200))) : null)),
           ],
           sql`, `,
         )}) as x(i, s, f, m, b, a, k, la, lo, w, h, pl, t, pp)
         on conflict do nothing returning id`,
      );
      const added = new Set(inserted.map((r) => r.id));
      this.counts.photos += added.size;
      this.counts.dataPoints += added.size;
      this.counts.duplicates += part.length - added.size;
      if (added.size < part.length) {
        await this.seen(
          'photo',
          sql`select ph.id::text, ph.import_id from unnest(${list(part.map((p) => p.r.sha256))}::text[]) as x(s)
           join world_photos ph on ph.user_id = ${user} and ph.sha256 = x.s where ph.import_id <> ${importId}`,
        );
      }
      for (const p of part) {
        if (added.has(p.id) && p.thumbnailKey && p.r.thumbnail) {
          await this.o.storage.put(p.thumbnailKey, Buffer.from(p.r.thumbnail), { contentType: 'image/jpeg' });
          this.storedKeys.push(p.thumbnailKey);
        }
      }
    }
  }
}

function validPosition(lat: number, lon: number) {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);
}
