/**
 * One grounding for every engine: the question read, the figures computed, what is
 * missing. The offline engine writes its answer from it; the OpenAI-compatible and
 * Anthropic engines receive it as the result of a `founder_math` tool call, so a
 * model's answer uses the same arithmetic.
 */
import type { AiMessage, AnalystInput } from '../../platform/ai/types';
import { analyseQuestion, type Analysis } from './compute';
import { asksAgain, asksGap, corrects } from './follow-up';
import { pointsBack } from './graph';
import { readQuestion, type Question } from './question';

export interface Grounding {
  question: Question;
  /** Earlier user messages the question refers back to (most recent first). */
  earlier: Question[];
  analysis: Analysis;
}

/** How many earlier messages a follow-up may draw on. */
const FOLLOW_UP_WINDOW = 4;

/**
 * Whether a message builds on earlier ones: it says so ("what if", "and then?"), or it
 * asks for a figure it gives too little to compute on its own ("How long to $50k?" after
 * the MRR and growth were given). Small talk, drafts and complete questions stand alone.
 */
export function followsUp(q: Question): boolean {
  if (q.refersBack || pointsBack(q.text) || asksGap(q.text) || asksAgain(q.text) || corrects(q.text)) return true;
  if ((q.intent !== 'number' && q.intent !== 'decision') || q.asked.length === 0) return false;
  return analyseQuestion(q).missing.length > 0;
}

/**
 * The earlier turns a new message may use: only when it refers back to them ("what if
 * we cut burn by 20%?", "and then?"); otherwise none, so an unrelated earlier question
 * never leaks into a new answer. `messages` ends with the new user message.
 */
export function relevantHistory(messages: AiMessage[]): AiMessage[] {
  const last = messages.at(-1);
  if (!last || last.role !== 'user') return [];
  if (!followsUp(readQuestion(last.content))) return [];
  return messages.slice(0, -1).slice(-FOLLOW_UP_WINDOW);
}

function metricsText(metrics: Record<string, unknown> | undefined): string {
  if (!metrics) return '';
  return Object.entries(metrics)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')} ${String(v)}`)
    .join('. ');
}

/** The grounding for an analyst request, or undefined when it carries nothing to read. */
export function groundingFor(data: AnalystInput): Grounding | undefined {
  if (data.task === 'commentary') {
    const said = (data.messages ?? []).filter((m) => m.role === 'user').map((m) => m.content);
    const text = [data.okrs, data.transcript, ...said, ...(data.files ?? []).map((f) => f.excerpt ?? '')]
      .filter((t): t is string => Boolean(t && t.trim()))
      .join('\n');
    if (!text.trim()) return undefined;
    const question = { ...readQuestion(text), intent: 'statement' as const };
    return { question, earlier: [], analysis: analyseQuestion(question) };
  }
  const focus = data.focus?.trim();
  if (!focus) return undefined;
  const question = readQuestion(focus);
  const history = followsUp(question)
    ? (data.messages ?? [])
        .filter((m) => m.role === 'user' && m.content.trim() !== focus)
        .slice(-FOLLOW_UP_WINDOW)
        .reverse()
        .map((m) => readQuestion(m.content))
    : [];
  const metrics = metricsText(data.metrics);
  const earlier = metrics ? [...history, readQuestion(metrics)] : history;
  return { question, earlier, analysis: analyseQuestion(question, earlier) };
}

/** The tool result a model receives: figures with their working, and what is missing. */
export function toolResult(g: Grounding): Record<string, unknown> {
  return {
    intent: g.question.intent,
    figures: g.analysis.findings.map((f) => ({
      name: f.label,
      value: f.display,
      working: f.basis,
      meaning: f.meaning,
      recommendation: f.advice,
    })),
    missing: g.analysis.missing.map((m) => `${m.need} (for the ${m.topic})`),
    note: g.analysis.findings.length
      ? 'Lead with the first figure as given here; do not recompute it.'
      : g.analysis.missing.length
        ? 'The question cannot be answered yet: say which figure is missing.'
        : 'No figures to compute: answer from the material.',
  };
}
