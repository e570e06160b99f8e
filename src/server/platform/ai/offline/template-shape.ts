/**
 * The shape of a template answer (issue 30, "No template answers"): section labels that fill
 * an answer whatever was asked, "Focus: MRR, month and growth. Key numbers: k 40 and 52.
 * Next step: set a weekly target for k." An answer either says something specific about its
 * input or says in one sentence what it needs; it never lays out these labelled lines.
 *
 * The one definition: the advisor's scorer (bench/advisor/score.mjs), the test that runs
 * every offline surface over a corpus of inputs (src/server/offline-surfaces.test.ts) and the
 * lint over the analyst's source all read it from here.
 */

/** The labels the offline analyst's commentary used to fill, each at the start of a sentence. */
export const TEMPLATE_LABELS = [
  'Focus',
  'Key numbers?',
  'Key figures',
  'Next step',
  'Next win within reach',
  'Relevant figures',
  'Most pressing',
  'Main topics',
  'Named',
  'Tone',
  'Open question',
  'Open decisions?',
  'Risk signal',
  'Momentum',
  'In play',
  'OKR focus',
  'Figures',
  'Bold move',
  'Strong signal',
  'Open tasks',
  'Watch',
] as const;

/** A sentence that opens with one of the labels and a colon. */
export const TEMPLATE = new RegExp(`(?:^|[.!?]\\s+)(?:${TEMPLATE_LABELS.join('|')}):\\s`);

/** The labelled openings of `text` ("Focus:", "Next step:"), in order; empty when it has none. */
export function templateLabels(text: string): string[] {
  const re = new RegExp(`(?:^|[.!?]\\s+)((?:${TEMPLATE_LABELS.join('|')})):\\s`, 'g');
  return [...text.matchAll(re)].map((m) => m[1]!);
}

/** Whether `text` has the template shape. */
export function isTemplateAnswer(text: string): boolean {
  return TEMPLATE.test(text);
}
