/**
 * The three onboarding goals (spec §2) and the commentary styles. Choosing a goal sets
 * the business OKR text; the canned opening commentary depends on the chosen style.
 */
import type { CommentaryStyle } from '../../../../contract/assistant';
import type { GoalId } from '../../../../contract/business-os';

export interface Goal {
  id: GoalId;
  title: string;
  tagline: string;
  okrs: string;
  firstStep: string;
}

export const GOALS: readonly Goal[] = [
  {
    id: 'founder-onboarding',
    title: 'Smart Onboarding',
    tagline: 'Capture your company, goals and blockers so every answer is about your business.',
    okrs: [
      'Objective: Get the company fully onboarded into Business OS this week.',
      'KR1: Document the mission, target customer and current traction.',
      'KR2: Upload the latest plan, metrics and pitch notes.',
      'KR3: Agree the top 3 priorities for the next 90 days.',
    ].join('\n'),
    firstStep: 'describe your product, customer and current traction in two sentences',
  },
  {
    id: 'communication-intelligence',
    title: 'Communication Intelligence',
    tagline: 'Turn calls, notes and messages into decisions, follow-ups and risks.',
    okrs: [
      'Objective: Never lose a decision or follow-up from a conversation.',
      'KR1: Every call ends with owners and due dates for its action items.',
      'KR2: Surface customer objections and risks within 24 hours.',
      'KR3: Weekly summary of key conversations shared with the team.',
    ].join('\n'),
    firstStep: 'talk through your most recent customer or team conversation',
  },
  {
    id: 'investor-research',
    title: 'Investor Research',
    tagline: 'Find, qualify and prepare for the investors most likely to back you.',
    okrs: [
      'Objective: Build a qualified investor pipeline for the next round.',
      'KR1: Shortlist 30 investors matching stage, sector and cheque size.',
      'KR2: Secure 10 first meetings with warm introductions.',
      'KR3: Tighten the pitch narrative and metrics before the first meeting.',
    ].join('\n'),
    firstStep: 'name your round size, stage and the kind of investor you want',
  },
];

export function goalById(id: GoalId | null): Goal | undefined {
  return GOALS.find((g) => g.id === id);
}

export const STYLES: readonly { id: CommentaryStyle; label: string; hint: string }[] = [
  { id: 'business', label: 'Business', hint: 'Crisp, practical next steps' },
  { id: 'motivational', label: 'Motivational', hint: 'Energising, celebrates progress' },
  { id: 'analytical', label: 'Analytical', hint: 'Numbers, risks and trade-offs' },
  { id: 'creative', label: 'Creative', hint: 'Unexpected angles and ideas' },
];

const STYLE_INSTRUCTIONS: Record<CommentaryStyle, string> = {
  business: 'Be crisp and practical: name the single most useful next step.',
  motivational: 'Be energising and encouraging: celebrate progress, then give one bold next step.',
  analytical: 'Be analytical: cite numbers, risks and trade-offs; end with the metric to watch.',
  creative: 'Be creative: offer an unexpected angle, analogy or idea the founder may have missed.',
};

/** The system prompt of every commentary call (spec §7: brief commentary under 50 words). */
export function systemPrompt(style: CommentaryStyle, okrs: string): string {
  const context = okrs ? ` The founder's current OKRs:\n${okrs}` : '';
  return `You are Business OS, an AI business co-pilot listening to a founder work. Give brief commentary under 50 words on what they just said or shared. ${STYLE_INSTRUCTIONS[style]}${context}`;
}

/** The canned commentary shown 1 s after a goal is chosen (spec §2), in the chosen style. */
export function openingCommentary(goal: Goal, style: CommentaryStyle): string {
  switch (style) {
    case 'motivational':
      return `Great choice: ${goal.title} is where momentum starts. Begin now: ${goal.firstStep}. Speak your ideas out loud and I'll cheer the wins and flag the gaps.`;
    case 'analytical':
      return `Baseline for ${goal.title}: 0 inputs, 0 files, 0 tokens. First measurable step: ${goal.firstStep}. I'll track each input against the key results and report what moves.`;
    case 'creative':
      return `Picture ${goal.title} as a map you draw live. First landmark: ${goal.firstStep}. Think out loud and drop in files; I'll sketch the connections you might miss.`;
    case 'business':
    default:
      // No "Next step:" label (issue 30): the template shape is kept out of everything the commentary shows.
      return `Focus set: ${goal.title}. Start with this: ${goal.firstStep}. Speak or type as you work and I'll keep the commentary short and tied to your OKRs.`;
  }
}
