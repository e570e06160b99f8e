/**
 * The conversation the Ask panel shows, kept per world source for the life of the tab, so
 * closing the panel or moving from one world page to the next (each page mounts its own
 * panel) keeps the conversation and its follow-up context. The server keeps a signed-in
 * user's conversations too (the panel's "Past conversations" reopens them).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { AskAnswer, AskConversation, Citation } from '../../../../contract/worlds-ask';
import { sourceKey, type WorldSource } from '../world-source';

export interface AskTurnView {
  question: string;
  answer: string;
  citations: Citation[];
  engine: AskAnswer['engine'];
  model: string | null;
  answered: boolean;
  /** What can be asked instead (only when the answer could not answer). */
  suggestions: string[];
  coverage: string | null;
}

export interface AskThread {
  conversationId: string | null;
  turns: AskTurnView[];
}

const EMPTY: AskThread = { conversationId: null, turns: [] };
const threads = new Map<string, AskThread>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const keyOf = (source: WorldSource) => sourceKey(source).join('/');

/** The source's conversation as it is now (for a mutation that ends after its panel re-rendered). */
export function getThread(source: WorldSource): AskThread {
  return threads.get(keyOf(source)) ?? EMPTY;
}

export function setThread(source: WorldSource, next: AskThread): void {
  threads.set(keyOf(source), next);
  for (const l of listeners) l();
}

/** The source's conversation and its setter. */
export function useAskThread(source: WorldSource): [AskThread, (next: AskThread) => void] {
  const key = keyOf(source);
  const thread = useSyncExternalStore(subscribe, () => threads.get(key) ?? EMPTY);
  const set = useCallback((next: AskThread) => setThread(source, next), [source]);
  return [thread, set];
}

/** A thread with one more answered question. */
export function withAnswer(thread: AskThread, question: string, a: AskAnswer): AskThread {
  return {
    conversationId: a.conversationId,
    turns: [
      ...thread.turns,
      {
        question,
        answer: a.answer,
        citations: a.citations,
        engine: a.engine,
        model: a.model,
        answered: a.answered,
        suggestions: a.answered ? [] : a.suggestions,
        coverage: a.coverage,
      },
    ],
  };
}

/** A saved conversation as the panel shows it (saved turns keep no suggestions). */
export function threadOf(c: AskConversation): AskThread {
  return {
    conversationId: c.id,
    turns: c.turns.map((t) => ({ ...t, suggestions: [], coverage: null })),
  };
}
