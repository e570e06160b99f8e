/**
 * The AI and voice layers, built once per app from configuration (or the overrides a
 * test passes), with what /api/health reports about them and their shutdown.
 */
import type { HealthEngines } from '../../contract/common';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createAiEngine, createAiService, type AiEngine, type AiGrounding, type WorkspaceBudgetGate } from './ai';
import { nlpThread } from './nlp-thread';
import { createVoiceService, type SttEngine, type TtsEngine, type VoiceTools } from './voice';

export interface EngineOverrides {
  /** An AI engine instead of the configured one. */
  ai?: AiEngine;
  /** Voice engines or tool paths (`null` = not installed) instead of the configured ones. */
  voice?: { tts?: TtsEngine; stt?: SttEngine; tools?: VoiceTools };
}

/**
 * Handed in by app.ts (ADR 050): `budget`, the shared workspaces' monthly budgets (ADR 027);
 * `aiGrounding`, the founder advisor's tool calls for the provider engines.
 */
export function createEngines(config: Config, db: Db, overrides: EngineOverrides = {}, budget?: WorkspaceBudgetGate, aiGrounding?: AiGrounding) {
  const engine = overrides.ai ?? createAiEngine(config.ai, aiGrounding);
  const ai = createAiService({ db, engine, config: config.ai, budget });
  const voice = createVoiceService({ config, ...overrides.voice });
  return {
    ai,
    voice,
    health: (): HealthEngines => ({ ai: engine.name, aiModel: engine.model, ...voice.engines() }),
    /**
     * Starts the recognizer now so the first transcription does not wait for it, and with
     * `models` loads the NLP worker's models too (tokenizer, offline analyst, Business OS
     * insights; in its own thread, ADR 025), which otherwise load on first use (ADR 041).
     */
    async warmUp({ models }: { models: boolean }) {
      voice.warmUp();
      if (models) await nlpThread.call('warmUp', engine.name === 'offline');
    },
    // The NLP thread is the process's, shared by every app it builds (tests build several);
    // idle, it does not keep the process alive.
    close: () => voice.close(),
  };
}
