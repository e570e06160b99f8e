import type { ActivityStats } from '../../src/contract/assistant';

/** What GET /api/user/activity-stats answers for a user with no AI calls (spec §8: missing values are 0). */
export const EMPTY_ACTIVITY_STATS: ActivityStats = {
  lastTurn: { inputTokens: 0, outputTokens: 0, thoughtsTokens: 0, totalTokens: 0, duration: '0s', tokensEstimated: false },
  cumulative: {
    inputTokens: 0,
    outputTokens: 0,
    thoughtsTokens: 0,
    totalTokens: 0,
    totalDuration: '0s',
    totalDurationWell: '0m 0s',
    turns: 0,
    costUsd: 0,
    tokensEstimated: false,
    estimatedTurns: 0,
  },
};
