/** POST /api/subscribe (spec §7), shared by every waitlist form; screens word the outcome themselves. */
import type { SubscribeBody, SubscribeResponse } from '../../contract/waitlist';
import { apiJson } from './api-client';

export type WaitlistSource = NonNullable<SubscribeBody['source']>;

export function subscribeToWaitlist(email: string, source: WaitlistSource): Promise<SubscribeResponse> {
  return apiJson<SubscribeResponse>('POST', '/api/subscribe', { email, source });
}
