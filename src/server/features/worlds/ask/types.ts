/**
 * How a question becomes an answer (#29). The service (ask.service.ts) builds a
 * `ToolContext` for the caller's world, loads the conversation's `AskState`, and hands the
 * question to an `Answerer`: the offline planner (planner/) or, when a provider is
 * configured, the model agent (agent.ts), which calls the same tools by function calling.
 * The answerer returns the answer with its citations and the state the next follow-up
 * reads ("And Mum?" keeps the measure and period and swaps the person).
 */
import type { AskEngineSchema, Citation } from '../../../../contract/worlds-ask';
import type { z } from 'zod';
import type { Period, ToolContext } from './tools/types';

/**
 * What a follow-up needs from the turns before it. Planner-owned: the service stores it
 * as JSON (world_ask_conversations.state) and hands it back unchanged.
 */
export interface AskState {
  /** The question kind of the last turn ('count', 'rank', 'first', 'where', …): planner's own words. */
  intent?: string;
  /** Person ids the last turn was about. */
  personIds?: string[];
  chatId?: string;
  placeId?: string;
  period?: Period;
  /** What was measured ('messages', 'photos', …). */
  measure?: string;
  /** Anything else the planner keeps. */
  extra?: Record<string, unknown>;
}

export interface AskInput {
  question: string;
  /** The period selected on the world page: narrows a question that names none. */
  pagePeriod?: Period;
  state: AskState;
  /** The conversation so far, oldest first (a model reads it; the planner may). */
  history: { question: string; answer: string }[];
  /** "Today" for relative periods ("last year"); the service passes the clock, the evaluation a fixed date. */
  now?: Date;
}

export interface AskOutcome {
  /** The fact first, under ASK_ANSWER_WORDS words. */
  answer: string;
  citations: Citation[];
  /** False when the data cannot answer it (the answer says so; `suggestions` lists what can be asked). */
  answered: boolean;
  suggestions: string[];
  state: AskState;
  engine: z.infer<typeof AskEngineSchema>;
  model: string | null;
}

export type Answerer = (ctx: ToolContext, input: AskInput) => Promise<AskOutcome>;
