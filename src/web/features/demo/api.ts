import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AiChatBodySchema } from '../../../contract/assistant';
import type { CompleteDemoDecisionBody } from '../../../contract/demo';
import { assistantApi } from '../../../contract/endpoints/assistant';
import { demoApi } from '../../../contract/endpoints/demo';
import { call } from '../../lib/api';

/** GET /api/demo: the sample company (seed data; the same for everyone). */
export function demoOverviewQuery() {
  return queryOptions({ queryKey: ['demo', 'overview'] as const, queryFn: () => call(demoApi.overview) });
}

/** GET /api/demo/progress: a signed-in person's own completions. */
export function demoProgressQuery(userId: string) {
  return queryOptions({
    queryKey: ['demo', 'progress', userId] as const,
    queryFn: () => call(demoApi.progress),
    // Another tab of the same account may have completed something meanwhile.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export const completeDecisionOnServer = (body: CompleteDemoDecisionBody) => call(demoApi.completeDecision, { body });
export const completeTaskOnServer = (taskId: string) => call(demoApi.completeTask, { body: { taskId } });
export const resetProgressOnServer = () => call(demoApi.resetProgress);

export type AiChatBody = z.input<typeof AiChatBodySchema>;
/** POST /api/ai-chat (spec §7). */
export const askAdvisor = (body: AiChatBody) => call(assistantApi.aiChat, { body });
