/**
 * The AI and voice layers, built once per app from configuration (or the overrides a
 * test passes), with what /api/health reports about them and their shutdown.
 */
import type { HealthEngines } from '../../contract/common';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createAiEngine, createAiService, loadTokenizer, warmUpAnalyst, type AiEngine } from './ai';
import type { ActivityLog } from './activity';
import { createVoiceService, type SttEngine, type TtsEngine, type VoiceTools } from './voice';

export interface EngineOverrides {
  /** An AI engine instead of the configured one. */
  ai?: AiEngine;
  /** Voice engines or tool paths (`null` = not installed) instead of the configured ones. */
  voice?: { tts?: TtsEngine; stt?: SttEngine; tools?: VoiceTools };
}

export function createEngines(config: Config, db: Db, overrides: EngineOverrides = {}, activity?: ActivityLog) {
  const engine = overrides.ai ?? createAiEngine(config.ai);
  const ai = createAiService({ db, engine, config: config.ai, activity });
  const voice = createVoiceService({ config, ...overrides.voice });
  return {
    ai,
    voice,
    health: (): HealthEngines => ({ ai: engine.name, aiModel: engine.model, ...voice.engines() }),
    /** Loads models now so the first request does not wait for them. */
    async warmUp() {
      voice.warmUp();
      // The tokenizer counts usage whenever a provider reports none (always offline).
      await Promise.all([loadTokenizer(), engine.name === 'offline' ? warmUpAnalyst() : undefined]);
    },
    close: () => voice.close(),
  };
}
