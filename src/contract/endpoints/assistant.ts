/** Endpoints of the AI assistant (spec §7): chat, workspace commentary, the dashboard's analysis and chat. */
import { defineEndpoint } from '../endpoint';
import {
  AiChatBodySchema,
  AiChatResponseSchema,
  AnalyzeBodySchema,
  AnalyzeResponseSchema,
  AssistantChatBodySchema,
  AssistantChatResponseSchema,
  WorkspaceCommentaryBodySchema,
  WorkspaceCommentaryResponseSchema,
} from '../assistant';

export const assistantApi = {
  /**
   * One JSON answer; with `stream: true` in the body, server-sent events instead
   * (`delta` {text} … then `done` with this same JSON, or `error`): read those with `callRaw`.
   */
  chat: defineEndpoint({
    method: 'POST',
    path: '/api/assistant/chat',
    body: AssistantChatBodySchema,
    response: { 200: AssistantChatResponseSchema },
  }),
  workspaceCommentary: defineEndpoint({
    method: 'POST',
    path: '/api/assistant/workspace-commentary',
    body: WorkspaceCommentaryBodySchema,
    response: { 200: WorkspaceCommentaryResponseSchema },
  }),
  analyze: defineEndpoint({
    method: 'POST',
    path: '/api/ai-dashboard/analyze',
    body: AnalyzeBodySchema,
    response: { 200: AnalyzeResponseSchema },
  }),
  aiChat: defineEndpoint({ method: 'POST', path: '/api/ai-chat', body: AiChatBodySchema, response: { 200: AiChatResponseSchema } }),
} as const;
