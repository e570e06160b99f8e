/**
 * What a shared link without "include messages" shows of the people in a world (#25,
 * defect 10; ADR 049): shapes and counts, never who. People's names are often phone
 * numbers (WhatsApp contacts not in the address book), so names go entirely:
 * - people and network nodes are "Person 1", "Person 2", … by activity (the most messages
 *   first, ties by id, never by name), the world's owner "Owner"; merged entries keep
 *   their ids but not their names;
 * - messages listed at a place or on this day are left out (their counts stay): an
 *   author's name and a chat's title are as private as the text.
 * Every read through such a link passes its answer through here (worlds.routes.ts).
 */
import type { OnThisDay, PlaceDetail } from '../../../contract/worlds';
import type { SocialNetwork, SocialPerson } from '../../../contract/worlds-social';

export const OWNER_PSEUDONYM = 'Owner';

/** Labels by activity: the owner "Owner", everyone else "Person n" (1 = most active). */
function labels<T extends { id: string; isSelf: boolean }>(items: T[], activity: (x: T) => number): { order: T[]; label: Map<string, string> } {
  const order = [...items].sort((a, b) => activity(b) - activity(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const label = new Map<string, string>();
  let n = 0;
  for (const x of order) label.set(x.id, x.isSelf ? OWNER_PSEUDONYM : `Person ${++n}`);
  return { order, label };
}

export function pseudonymousPeople(people: SocialPerson[]): SocialPerson[] {
  const { order, label } = labels(people, (p) => p.messageCount);
  return order.map((p) => {
    const name = label.get(p.id)!;
    return { ...p, name, mergedWith: p.mergedWith.map((m) => ({ id: m.id, name })) };
  });
}

export function pseudonymousNetwork(network: SocialNetwork): SocialNetwork {
  const { order, label } = labels(network.nodes, (n) => n.weight);
  return { nodes: order.map((n) => ({ ...n, name: label.get(n.id)! })), edges: network.edges };
}

/** A place without the messages sent from or about it (their count stays). */
export function placeWithoutMessages(place: PlaceDetail): PlaceDetail {
  // Who is tagged in a photo is as private as who wrote a message.
  return { ...place, messages: [], messagesShown: false, photos: place.photos.map((p) => ({ ...p, people: [] })) };
}

/** "On this day" without the messages of each year (their counts stay). */
export function onThisDayWithoutMessages(day: OnThisDay): OnThisDay {
  return { ...day, years: day.years.map((y) => ({ ...y, messageList: [] })), messagesShown: false };
}
