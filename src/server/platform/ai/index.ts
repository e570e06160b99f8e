export { createAiService, type AiService } from './ai-service';
export { createAiEngine, chooseAiEngine } from './registry';
export { activityStats, workspaceTokensUsed } from './usage';
export { buildUserTurn, clampWords, quote } from './prompt';
export { warmUpAnalyst } from './offline/analyst';
export { loadTokenizer } from './tokens';
export type * from './types';
export { attributionFor, clientKeyFor } from './attribution';
export { relevantHistory } from './advisor/grounding';
