import { PITCH_SECTION_LABELS, type PitchSectionKind } from '../../../contract/pitch';

export function clock(sec: number): string {
  const s = Math.max(0, Math.round(sec));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Colours of the parts of a pitch on the timeline (fill classes; tailwind keeps them because they are literal). */
export const SECTION_COLORS: Record<PitchSectionKind, string> = {
  problem: 'fill-rose-400/70 bg-rose-400/70',
  solution: 'fill-emerald-400/70 bg-emerald-400/70',
  market: 'fill-sky-400/70 bg-sky-400/70',
  traction: 'fill-amber-400/70 bg-amber-400/70',
  'business-model': 'fill-violet-400/70 bg-violet-400/70',
  team: 'fill-teal-300/70 bg-teal-300/70',
  ask: 'fill-pink-500/80 bg-pink-500/80',
  'why-now': 'fill-lime-300/70 bg-lime-300/70',
  product: 'fill-cyan-300/70 bg-cyan-300/70',
  'go-to-market': 'fill-orange-300/70 bg-orange-300/70',
  competition: 'fill-indigo-300/70 bg-indigo-300/70',
  financials: 'fill-yellow-200/70 bg-yellow-200/70',
};

export const sectionLabel = (k: PitchSectionKind) => PITCH_SECTION_LABELS[k];
