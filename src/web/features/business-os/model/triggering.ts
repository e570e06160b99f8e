/**
 * When a transcript segment may start an AI call (spec §4, §9): the segment is longer
 * than 3 characters, no request is in flight, and at least 1 s has passed since the
 * last trigger. Segments that do not qualify are kept in the transcript only.
 */
import { BUSINESS_OS } from '../../../../contract/business-os-defaults';

export interface TriggerState {
  inFlight: boolean;
  /** ms timestamp of the last trigger, or null before the first. */
  lastTriggerAt: number | null;
}

export function shouldTrigger(segment: string, state: TriggerState, now: number): boolean {
  if (segment.trim().length <= BUSINESS_OS.triggerMinChars) return false;
  if (state.inFlight) return false;
  if (state.lastTriggerAt !== null && now - state.lastTriggerAt < BUSINESS_OS.triggerMinIntervalMs) return false;
  return true;
}

/** The rules with their state: `tryStart` marks a request in flight, `finish` clears it. */
export class TriggerGate {
  private state: TriggerState = { inFlight: false, lastTriggerAt: null };

  constructor(private readonly clock: () => number = () => Date.now()) {}

  tryStart(segment: string): boolean {
    const now = this.clock();
    if (!shouldTrigger(segment, this.state, now)) return false;
    this.state = { inFlight: true, lastTriggerAt: now };
    return true;
  }

  finish(): void {
    this.state = { ...this.state, inFlight: false };
  }

  get inFlight(): boolean {
    return this.state.inFlight;
  }
}
