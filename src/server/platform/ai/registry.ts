/** Picks the AI engine from configuration alone (AI_ENGINE, else whichever key is set). */
import type { Config } from '../../config';
import { createAnthropicEngine } from './anthropic-engine';
import { createOfflineEngine } from './offline/offline-engine';
import { createOpenAiEngine } from './openai-engine';
import type { AiEngine, AiEngineName, AiGrounding } from './types';

export function chooseAiEngine(ai: Config['ai']): AiEngineName {
  if (ai.engine !== 'auto') return ai.engine;
  if (ai.openaiApiKey || ai.openaiBaseUrl) return 'openai';
  if (ai.anthropicApiKey) return 'anthropic';
  return 'offline';
}

/**
 * Throws a clear configuration error when an explicitly chosen provider has no key.
 * `grounding` (the founder advisor's, from app.ts) goes to the provider engines; the
 * offline engine's comes with the NLP worker's composition (src/server/offline-analyst.ts).
 */
export function createAiEngine(ai: Config['ai'], grounding?: AiGrounding): AiEngine {
  const name = chooseAiEngine(ai);
  switch (name) {
    case 'openai':
      if (!ai.openaiApiKey && !ai.openaiBaseUrl) throw new Error('AI_ENGINE=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server).');
      // Local OpenAI-compatible servers accept any key.
      return createOpenAiEngine({ apiKey: ai.openaiApiKey ?? 'local', baseURL: ai.openaiBaseUrl, model: ai.model, grounding });
    case 'anthropic':
      if (!ai.anthropicApiKey) throw new Error('AI_ENGINE=anthropic needs ANTHROPIC_API_KEY.');
      return createAnthropicEngine({ apiKey: ai.anthropicApiKey, baseURL: ai.anthropicBaseUrl, model: ai.model, grounding });
    default:
      return createOfflineEngine();
  }
}
