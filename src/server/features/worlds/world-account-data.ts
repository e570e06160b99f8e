/**
 * A user's data worlds for the account export and deletion (the auth feature uses these
 * through worlds/index.ts: a declared edge auth → worlds). The export holds every row the imports
 * brought in, in time order; storage keys (the uploaded exports, the photos' thumbnails)
 * are internal and only used to remove the objects when the account goes.
 *
 * NOTE: the export is built in memory like the rest of the account export; a world of
 * millions of messages makes a document of hundreds of megabytes.
 */
import { asc, eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { worldAskConversations, worldChatPeople, worldChats, worldEvents, worldImports, worldMessages, worldPeople, worldPersonIdentifiers, worldPhotos, worldPlacePoints, worldPlaces } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function collectWorldData(db: Db, userId: string) {
  const imports = await db.select().from(worldImports).where(eq(worldImports.userId, userId)).orderBy(asc(worldImports.createdAt));
  const people = await db.select().from(worldPeople).where(eq(worldPeople.userId, userId)).orderBy(asc(worldPeople.createdAt));
  const chats = await db.select().from(worldChats).where(eq(worldChats.userId, userId)).orderBy(asc(worldChats.createdAt));
  const participants = await db
    .select({ chatId: worldChatPeople.chatId, personId: worldChatPeople.personId })
    .from(worldChatPeople)
    .innerJoin(worldChats, eq(worldChats.id, worldChatPeople.chatId))
    .where(eq(worldChats.userId, userId));
  const messages = await db
    .select({ importId: worldMessages.importId, chatId: worldMessages.chatId, personId: worldMessages.personId, at: worldMessages.at, text: worldMessages.text, media: worldMessages.media })
    .from(worldMessages)
    .where(eq(worldMessages.userId, userId))
    .orderBy(asc(worldMessages.at), asc(worldMessages.key));
  const events = await db
    .select({ importId: worldEvents.importId, chatId: worldEvents.chatId, at: worldEvents.at, text: worldEvents.text })
    .from(worldEvents)
    .where(eq(worldEvents.userId, userId))
    .orderBy(asc(worldEvents.at), asc(worldEvents.id));
  const places = await db.select().from(worldPlaces).where(eq(worldPlaces.userId, userId)).orderBy(asc(worldPlaces.createdAt));
  const points = await db.select().from(worldPlacePoints).where(eq(worldPlacePoints.userId, userId)).orderBy(asc(worldPlacePoints.at), asc(worldPlacePoints.id));
  const photos = await db.select().from(worldPhotos).where(eq(worldPhotos.userId, userId)).orderBy(asc(worldPhotos.at));
  // What the exports said people are known by (a phone from Telegram's contacts); removed with the user by cascade.
  const identifiers = await db
    .select({ importId: worldPersonIdentifiers.importId, personKey: worldPersonIdentifiers.personKey, kind: worldPersonIdentifiers.kind, value: worldPersonIdentifiers.value })
    .from(worldPersonIdentifiers)
    .where(eq(worldPersonIdentifiers.userId, userId))
    .orderBy(asc(worldPersonIdentifiers.personKey), asc(worldPersonIdentifiers.kind), asc(worldPersonIdentifiers.value));
  // Ask your world's saved conversations (#29): questions, answers and their citations.
  const conversations = await db
    .select()
    .from(worldAskConversations)
    .where(eq(worldAskConversations.userId, userId))
    .orderBy(asc(worldAskConversations.createdAt));
  return {
    imports: imports.map((i) => ({
      id: i.id,
      source: i.source,
      fileName: i.fileName,
      size: i.size,
      status: i.status,
      timeZone: i.timeZone,
      counts: i.counts,
      notes: i.notes,
      error: i.error,
      createdAt: iso(i.createdAt),
      finishedAt: iso(i.finishedAt),
    })),
    people: people.map((p) => ({ id: p.id, name: p.name, key: p.key, mergedInto: p.mergedInto, isSelf: p.isSelf, createdAt: iso(p.createdAt) })),
    personIdentifiers: identifiers,
    chats: chats.map((c) => ({
      id: c.id,
      source: c.source,
      title: c.title,
      isGroup: c.isGroup,
      participants: participants.filter((p) => p.chatId === c.id).map((p) => p.personId),
      createdAt: iso(c.createdAt),
    })),
    messages: messages.map((m) => ({ ...m, at: iso(m.at) })),
    events: events.map((e) => ({ ...e, at: iso(e.at) })),
    places: places.map((p) => ({ id: p.id, lat: p.lat, lon: p.lon, label: p.label })),
    locationPoints: points.map((p) => ({
      importId: p.importId,
      placeId: p.placeId,
      lat: p.lat,
      lon: p.lon,
      at: iso(p.at),
      endAt: iso(p.endAt),
      via: p.via,
      label: p.label,
      chatId: p.chatId,
      personId: p.personId,
    })),
    photos: photos.map((p) => ({
      id: p.id,
      importId: p.importId,
      fileName: p.fileName,
      sha256: p.sha256,
      mime: p.mime,
      bytes: p.bytes,
      at: iso(p.at),
      takenAtKnown: p.takenAtKnown,
      lat: p.lat,
      lon: p.lon,
      width: p.width,
      height: p.height,
      placeId: p.placeId,
      people: p.people ?? [],
    })),
    askConversations: conversations.map((c) => ({ id: c.id, title: c.title, turns: c.turns, createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt) })),
  };
}

/** Every stored object of the user's worlds: uploaded exports and thumbnails. */
export async function worldStorageKeys(db: Db, userId: string): Promise<string[]> {
  const imports = await db.select({ key: worldImports.storageKey }).from(worldImports).where(eq(worldImports.userId, userId));
  const thumbs = await db
    .select({ key: worldPhotos.thumbnailKey })
    .from(worldPhotos)
    .where(and(eq(worldPhotos.userId, userId), isNotNull(worldPhotos.thumbnailKey)));
  return [...imports.map((i) => i.key), ...thumbs.map((t) => t.key!)];
}

/**
 * Deletes the rows of the bulk world tables (messages, events, location points), which
 * carry no foreign key (schema.ts); everything else of the worlds goes with the user by
 * cascade. Call before deleting the user.
 */
export async function deleteWorldRows(db: Db, userId: string): Promise<void> {
  await db.delete(worldMessages).where(eq(worldMessages.userId, userId));
  await db.delete(worldEvents).where(eq(worldEvents.userId, userId));
  await db.delete(worldPlacePoints).where(eq(worldPlacePoints.userId, userId));
}
