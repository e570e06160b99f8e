/**
 * The workspace activity list (spec §3, §9): keeps the last 20 events, or the last 10
 * when the event being added is an upload; the sidebar shows the newest 5.
 */
import { BUSINESS_OS } from '../../../../contract/business-os-defaults';
import type { ActivityEvent } from '../../../../contract/business-os';

export function appendEvent(events: readonly ActivityEvent[], event: ActivityEvent): ActivityEvent[] {
  const cap = event.upload ? BUSINESS_OS.maxUploadEvents : BUSINESS_OS.maxEvents;
  return [...events, event].slice(-cap);
}

/** Newest first. */
export function recentEvents(events: readonly ActivityEvent[], count: number = BUSINESS_OS.visibleEvents): ActivityEvent[] {
  return events.slice(-count).reverse();
}

export function updateEvent(events: readonly ActivityEvent[], id: string, patch: Partial<Omit<ActivityEvent, 'id'>>): ActivityEvent[] {
  return events.map((e) => (e.id === id ? { ...e, ...patch } : e));
}
