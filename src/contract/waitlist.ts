import { z } from 'zod';
import { EmailSchema } from './common';

export const SubscribeBodySchema = z.object({
  email: EmailSchema,
  source: z.enum(['landing', 'updates', 'julia']).optional(),
});
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

export const SubscribeResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

export const WAITLIST_MESSAGES = {
  subscribed: 'Successfully subscribed! Welcome to the waitlist.',
  alreadySubscribed: 'This email is already subscribed.',
} as const;
