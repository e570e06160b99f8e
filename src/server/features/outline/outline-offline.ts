/**
 * The offline engine's answers to the outliner's branch actions (task 'outline'), handed
 * to the offline analyst by the NLP worker's composition (src/server/offline-analyst.ts,
 * ADR 050; it lived in platform/ai/offline/outliner.ts until #26):
 * deterministic, built only from the branch's own words, and written as the markdown
 * bullet list every engine is asked for, so one parser reads them all.
 *
 * - summarise: one item counting the branch's points and ticked boxes, naming the
 *   first top-level points.
 * - expand: the parts the branch's title names that are not points yet; a title of one
 *   part gets one point saying that offline there is nothing new to add (no scaffold
 *   that would fit any branch, issue 30).
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
/** Text with a letter or a digit in it: '???' is no point. */
const WORDY = /[\p{L}\p{N}]/u;

function summarise(b: OutlineBranchInput): string {
  const title = WORDY.test(b.title) ? trimEnd(clean(b.title)) : 'This branch';
  const items = b.items.filter((i) => WORDY.test(i.text));
  if (!items.length) return `- Summary: ${title} has no points under it yet.`;
  const top = items.filter((i) => i.depth === 1).map((i) => short(trimEnd(clean(i.text)), 50));
  const boxes = items.filter((i) => i.checked !== null);
  const done = boxes.filter((i) => i.checked).length;
  const parts = [`${items.length} ${items.length === 1 ? 'point' : 'points'}`];
  if (boxes.length) parts.push(`${done} of ${boxes.length} ${boxes.length === 1 ? 'task' : 'tasks'} done`);
  const named = top.slice(0, 3);
  const more = top.length > 3 ? ` and ${top.length - 3} more` : '';
  return `- Summary: ${title} — ${parts.join(', ')}.${named.length ? ` Main points: ${named.join('; ')}${more}.` : ''}`;
}

/** The clauses of a title: "Launch in Lisbon, hire two engineers and raise $1M" → three. */
const clausesOf = (title: string) =>
  clean(title)
    .split(/(?:(?<!\s)\s+)?(?:[,;]|\band then\b|\bthen\b|\band\b)\s*/i)
    .map((c) => trimEnd(c))
    .filter((c) => WORDY.test(c));

/**
 * Sub-points from the branch's own words: the parts its title names that are not points
 * yet. Offline there are no new ideas to add, and a scaffold that would fit any branch
 * ("Goal: …", "Risks and open questions") is no expansion (issue 30): a title of one
 * part gets one point saying so.
 */
function expand(b: OutlineBranchInput): string {
  const title = trimEnd(clean(b.title));
  const have = new Set(b.items.map((i) => trimEnd(clean(i.text)).toLowerCase()));
  const parts = clausesOf(b.title).filter((c) => !have.has(c.toLowerCase()));
  if (parts.length > 1) return parts.map((c) => `- ${cap(c)}`).join('\n');
  const points = b.items.filter((i) => WORDY.test(i.text)).length;
  const subject = title && WORDY.test(title) ? `“${short(title, 48)}”` : 'this branch';
  return `- Offline I cannot add new ideas to ${subject}${points ? `, only its ${points} ${points === 1 ? 'point' : 'points'}` : ''}: write the next point yourself, or use Tasks or Summarise, which work from its own words.`;
}

function tasks(b: OutlineBranchInput): string {
  const items = b.items.filter((i) => WORDY.test(i.text));
  if (items.length) {
    const base = Math.min(...items.map((i) => i.depth));
    return items.map((i) => `${'  '.repeat(i.depth - base)}- [${i.checked ? 'x' : ' '}] ${cap(trimEnd(clean(i.text)))}`).join('\n');
  }
  const clauses = clausesOf(b.title);
  return clauses.length ? clauses.map((c) => `- [ ] ${cap(c)}`).join('\n') : '- [ ] Write the first task of this branch';
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
