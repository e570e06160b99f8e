/**
 * The offline advisor asked as the chat asks it (#30): one user turn (after earlier ones), the
 * business style and the chat's word limit. `lead` is the first finding its computation gives,
 * `answer` the reply it writes. One set-up for the advisor's unit tests.
 */
import { AI_WORD_LIMITS } from '../../src/contract/assistant';
import { groundingFor } from '../../src/server/features/advisor/grounding';
import { advisorOffline } from '../../src/server/features/advisor/offline';
import type { AnalystInput } from '../../src/server/platform/ai/types';

export function chat(focus: string, earlier: string[] = []): AnalystInput {
  return {
    task: 'chat',
    style: 'business',
    wordLimit: AI_WORD_LIMITS.chat,
    focus,
    messages: [...earlier.map((content) => ({ role: 'user' as const, content })), { role: 'user', content: focus }],
  };
}

export const lead = (focus: string, earlier: string[] = []) => groundingFor(chat(focus, earlier))!.analysis.findings[0];
export const answer = (focus: string, earlier: string[] = []) => advisorOffline(chat(focus, earlier), { mentionsMaterial: () => false })!;
