/**
 * The offline engine's answers to the outliner's branch actions (task 'outline'), handed
 * to the offline analyst by the NLP worker's composition (src/server/offline-analyst.ts,
 * ADR 050; it lived in platform/ai/offline/outliner.ts until #26):
 * deterministic, built only from the branch's own words, and written as the markdown
 * bullet list every engine is asked for, so one parser reads them all.
 *
 * - summarise: one item counting the branch's points and ticked boxes, naming the
 *   first top-level points.
 * - expand: sub-points that frame the branch (goal, first step, people, risks, done),
 *   skipping those the branch already has.
 * - tasks: the branch's items as unticked checkboxes, nesting kept; a branch with no
 *   items is split into its clauses.
 */
import type { AnalystInput, OfflineSkill } from '../../platform/ai/types';

/** An outliner branch: its title and the items under it, in order. */
export interface OutlineBranchInput {
  action: 'summarise' | 'expand' | 'tasks';
  title: string;
  /** Every item under the branch, depth 1 = the branch's children. */
  items: { depth: number; text: string; checked: boolean | null }[];
}

// The outliner's own offline task: requests carry `{ task: 'outline', outline: {…} }`.
declare module '../../platform/ai/types' {
  interface OfflineSkillInputs {
    outline: OutlineBranchInput;
  }
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const trimEnd = (s: string) => s.replace(/(?<![.;:,!?\s])[.;:,!?\s]+$/, '');
const short = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

function summarise(b: OutlineBranchInput): string {
  const title = trimEnd(clean(b.title)) || 'This branch';
  const items = b.items.filter((i) => clean(i.text));
  if (!items.length) return `- Summary: ${title} has no points under it yet.`;
  const top = items.filter((i) => i.depth === 1).map((i) => short(trimEnd(clean(i.text)), 50));
  const boxes = items.filter((i) => i.checked !== null);
  const done = boxes.filter((i) => i.checked).length;
  const parts = [`${items.length} ${items.length === 1 ? 'point' : 'points'}`];
  if (boxes.length) parts.push(`${done} of ${boxes.length} ${boxes.length === 1 ? 'task' : 'tasks'} done`);
  const named = top.slice(0, 3);
  const more = top.length > 3 ? ` and ${top.length - 3} more` : '';
  return `- Summary: ${title} — ${parts.join(', ')}. Main points: ${named.join('; ')}${more}.`;
}

function expand(b: OutlineBranchInput): string {
  const title = trimEnd(clean(b.title)) || 'this';
  const subject = title.length > 48 ? 'this' : `“${title}”`;
  const have = new Set(b.items.filter((i) => i.depth === 1).map((i) => clean(i.text).toLowerCase()));
  const ideas = [
    `Goal: what ${subject} should achieve`,
    `First step: the smallest thing to do next for ${subject}`,
    'People: who is involved and who decides',
    'Risks and open questions',
    'Done when: how we will know it worked',
  ];
  const last = b.items.filter((i) => i.depth === 1).at(-1);
  if (last && clean(last.text)) ideas.splice(2, 0, `After “${short(trimEnd(clean(last.text)), 40)}”: what follows`);
  return ideas
    .filter((i) => !have.has(i.toLowerCase()))
    .map((i) => `- ${i}`)
    .join('\n');
}

function tasks(b: OutlineBranchInput): string {
  const items = b.items.filter((i) => clean(i.text));
  if (items.length) {
    const base = Math.min(...items.map((i) => i.depth));
    return items.map((i) => `${'  '.repeat(i.depth - base)}- [${i.checked ? 'x' : ' '}] ${cap(trimEnd(clean(i.text)))}`).join('\n');
  }
  const clauses = clean(b.title)
    .split(/(?:(?<!\s)\s+)?(?:[,;]|\band then\b|\bthen\b|\band\b)\s*/i)
    .map((c) => trimEnd(c))
    .filter(Boolean);
  return (clauses.length ? clauses : ['Decide the first step']).map((c) => `- [ ] ${cap(c)}`).join('\n');
}

export function writeOutline(b: OutlineBranchInput): string {
  switch (b.action) {
    case 'summarise':
      return summarise(b);
    case 'expand':
      return expand(b);
    case 'tasks':
      return tasks(b);
  }
}

/** The offline skill for task 'outline' (undefined without a branch: the analyst answers). */
export const outlineOffline: OfflineSkill = (input: AnalystInput) => (input.outline ? writeOutline(input.outline) : undefined);
