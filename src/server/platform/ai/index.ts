export { createAiService, type AiService, type ChargedWorkspace, type WorkspaceBudgetGate } from './ai-service';
export { createAiEngine, chooseAiEngine } from './registry';
export { activityStats, workspaceTokensUsed } from './usage';
export { buildUserTurn, clampWords, quote } from './prompt';
export type * from './types';
export { attributionFor, clientKeyFor } from './attribution';
