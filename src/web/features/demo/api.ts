import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AiChatBodySchema, AiChatResponseSchema } from '../../../contract/assistant';
import type { CompleteDemoDecisionBody, DemoOverview, DemoProgress } from '../../../contract/demo';
import { apiJson } from '../../lib/api-client';

/** GET /api/demo: the sample company (seed data; the same for everyone). */
export function demoOverviewQuery() {
  return queryOptions({ queryKey: ['demo', 'overview'] as const, queryFn: () => apiJson<DemoOverview>('GET', '/api/demo') });
}

/** GET /api/demo/progress: a signed-in person's own completions. */
export function demoProgressQuery(userId: string) {
  return queryOptions({
    queryKey: ['demo', 'progress', userId] as const,
    queryFn: () => apiJson<DemoProgress>('GET', '/api/demo/progress'),
    // Another tab of the same account may have completed something meanwhile.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export const completeDecisionOnServer = (body: CompleteDemoDecisionBody) => apiJson<DemoProgress>('POST', '/api/demo/progress/decisions', body);
export const completeTaskOnServer = (taskId: string) => apiJson<DemoProgress>('POST', '/api/demo/progress/tasks', { taskId });
export const resetProgressOnServer = () => apiJson<DemoProgress>('DELETE', '/api/demo/progress');

export type AiChatBody = z.input<typeof AiChatBodySchema>;
export type AiChatResponse = z.infer<typeof AiChatResponseSchema>;
/** POST /api/ai-chat (spec §7). */
export const askAdvisor = (body: AiChatBody) => apiJson<AiChatResponse>('POST', '/api/ai-chat', body);
