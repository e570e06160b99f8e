/**
 * The founder advisor in the offline engine: before the offline analyst comments on a
 * request, the advisor answers it when it is a founder question it can answer from the
 * figures (grounding.ts, reply.ts). The NLP worker's composition hands this to the analyst
 * (src/server/offline-analyst.ts, ADR 050); it moved out of platform/ai with the advisor.
 */
import type { AnalystInput, AnalystReading } from '../../platform/ai/types';
import { inCurrency } from './format';
import { groundingFor, type Grounding } from './grounding';
import { advise, outOfScope } from './reply';

/**
 * The advisor's answer when the request is a founder question it can answer (figures
 * computed, something missing, small talk, a draft, a plan, a decision); undefined to
 * comment on the material instead.
 */
function advisorAnswer(input: AnalystInput, g: Grounding, reading: AnalystReading): string | undefined {
  const { question, analysis } = g;
  const args = { question, analysis, style: input.style, wordLimit: input.wordLimit };
  switch (input.task) {
    case 'chat':
      // A chat always gets an answer from the advisor: a figure, the one figure missing, or
      // one sentence on what it computes; never the analyst's commentary template (issue 30).
      return advise(args) ?? outOfScope(question);
    case 'advisor': {
      if (['smalltalk', 'message'].includes(question.intent)) return advise(args);
      const material = (input.decisions?.length ?? 0) + (input.tasks?.length ?? 0) > 0;
      if (!material) return analysis.findings.length || analysis.missing.length ? advise(args) : undefined;
      // With decisions and tasks on the table, the figures answer only what was asked:
      // "what should I focus on?" or "which pricing model?" must not get a runway nobody
      // asked about because the metrics allow one.
      // A scenario ("what if we cut burn by 20%?") asks for the runway it changes; a follow-up that names
      // nothing ("should we be worried?") asks about what the conversation asked before.
      const before = g.earlier.filter((e) => e.intent !== 'statement').flatMap((e) => e.asked);
      const asked = (t: string) =>
        question.asks.includes(t as (typeof question.asks)[number]) ||
        (t === 'defaultAlive' && question.asks.includes('runway')) ||
        (t === 'runway' && question.adjustments.length > 0) ||
        (t === 'defaultAlive' && question.adjustments.length > 0 && question.adjustments.every((a) => a.metric === 'growth')) ||
        (question.refersBack && question.asked.length === 0 && before.includes(t as (typeof question.asks)[number]));
      const findings = analysis.findings.filter((f) => asked(f.topic));
      if (findings.length) return advise({ ...args, analysis: { ...analysis, findings } });
      // A figure asked for that cannot be computed: say what is missing, unless the question is a
      // choice a decision or task is about ("which pricing model?").
      const missing = analysis.missing.filter((m) => asked(m.topic));
      if (missing.length && (question.intent === 'number' || !reading.mentionsMaterial(input))) return advise({ ...args, analysis: { findings: [], missing } });
      return undefined;
    }
    default:
      return analysis.findings.length ? advise({ ...args, question: { ...question, intent: 'statement' } }) : undefined;
  }
}

/** The advisor's offline answer to `input`, or undefined to let the analyst comment on the material. */
export function advisorOffline(input: AnalystInput, reading: AnalystReading): string | undefined {
  const g = groundingFor(input);
  const text = g && advisorAnswer(input, g, reading);
  // Every amount in the user's currency: figures are computed in numbers, written with "$" by default.
  return text && inCurrency(text, [g.question.text, ...g.earlier.map((e) => e.text)]);
}
