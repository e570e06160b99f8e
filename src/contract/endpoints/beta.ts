/** Endpoints of the /beta hub's feedback box. */
import { defineEndpoint } from '../endpoint';
import { FeedbackBodySchema, FeedbackListSchema, FeedbackParamsSchema, FeedbackSentSchema } from '../beta';

export const betaApi = {
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/api/beta/feedback',
    body: FeedbackBodySchema,
    response: { 200: FeedbackSentSchema },
  }),
  myFeedback: defineEndpoint({ method: 'GET', path: '/api/beta/feedback', response: { 200: FeedbackListSchema } }),
  /** 204 when taken back. */
  deleteFeedback: defineEndpoint({ method: 'DELETE', path: '/api/beta/feedback/:id', params: FeedbackParamsSchema, responseKind: 'empty' }),
} as const;
