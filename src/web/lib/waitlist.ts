/** POST /api/subscribe (spec §7), shared by every waitlist form; screens word the outcome themselves. */
import { waitlistApi } from '../../contract/endpoints/waitlist';
import type { SubscribeBody, SubscribeResponse } from '../../contract/waitlist';
import { call } from './api';

export type WaitlistSource = NonNullable<SubscribeBody['source']>;

export function subscribeToWaitlist(email: string, source: WaitlistSource): Promise<SubscribeResponse> {
  return call(waitlistApi.subscribe, { body: { email, source } });
}
