/**
 * An investor's match with the founder's profile (issue #30): 0–100 from four rules, each
 * with the phrase that explains it. No profile, no score: the caller passes null and gets
 * null. The score is stored on the investor row (so a page sorted by match reads an index)
 * and recomputed whenever the profile changes; the reasons are recomputed per page.
 */
import { formatCheckRange, formatUsd, INVESTOR_STAGES, type FounderGeography, type FounderProfile } from '../../../contract/julia-crm';

/** Points per rule; they add up to 100. */
export const MATCH_POINTS = { stage: 35, stageNext: 15, sector: 25, cheque: 25, geography: 15 } as const;

/** A cheque under this share of the round is too small to count for it. */
export const SMALLEST_USEFUL_SHARE = 0.02;

export interface MatchableInvestor {
  focus: readonly string[];
  stages: readonly string[];
  checkMinUsd: number;
  checkMaxUsd: number;
  location: string;
}

export interface Match {
  score: number;
  reasons: string[];
}

const US_STATES = /,\s*(A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;
const REGION_WORDS: [RegExp, FounderGeography][] = [
  [/\b(usa|united states|u\.s\.)\b/i, 'United States'],
  [/\bcanada\b/i, 'Canada'],
  [/\b(uk|united kingdom|england|scotland|wales)\b/i, 'United Kingdom'],
  [/\b(germany|france|sweden|netherlands|spain|italy|portugal|ireland|denmark|norway|finland|switzerland|austria|belgium|poland|estonia|czechia|europe)\b/i, 'Europe'],
  [/\bisrael\b/i, 'Israel'],
  [/\bindia\b/i, 'India'],
  [/\bsingapore\b/i, 'Singapore'],
  [/\b(nigeria|kenya|ghana|south africa|egypt|rwanda|africa)\b/i, 'Africa'],
  [/\b(brazil|mexico|argentina|chile|colombia|peru|latin america)\b/i, 'Latin America'],
  [/\b(australia|new zealand)\b/i, 'Australia'],
];

/** The region an investor's location is in ("Austin, TX" → United States), or null when unknown. */
export function regionOf(location: string): FounderGeography | null {
  const l = location.trim();
  if (!l) return null;
  if (US_STATES.test(l)) return 'United States';
  for (const [re, region] of REGION_WORDS) if (re.test(l)) return region;
  return null;
}

/** Whether an investor in `region` invests where the founder raises (a London fund counts for Europe too). */
function sameRegion(founder: FounderGeography, investor: FounderGeography | null): boolean {
  if (!investor) return false;
  return investor === founder || (founder === 'Europe' && investor === 'United Kingdom');
}

export function matchInvestor(profile: FounderProfile | null, inv: MatchableInvestor): Match | null {
  if (!profile) return null;
  let score = 0;
  const reasons: string[] = [];

  const at = INVESTOR_STAGES.indexOf(profile.stage);
  if (inv.stages.includes(profile.stage)) {
    score += MATCH_POINTS.stage;
    reasons.push(`Invests at ${profile.stage}`);
  } else if (inv.stages.some((s) => Math.abs(INVESTOR_STAGES.indexOf(s as FounderProfile['stage']) - at) === 1)) {
    score += MATCH_POINTS.stageNext;
    reasons.push(`Invests next to ${profile.stage} (${inv.stages.join(', ')})`);
  } else {
    reasons.push(inv.stages.length ? `Not at ${profile.stage} (${inv.stages.join(', ')})` : 'Stages unknown');
  }

  const shared = profile.sectors.filter((s) => inv.focus.includes(s));
  if (shared.length) {
    score += MATCH_POINTS.sector;
    reasons.push(shared.join(', '));
  } else {
    reasons.push(inv.focus.length ? `Other sectors (${inv.focus.join(', ')})` : 'Sectors unknown');
  }

  const round = formatUsd(profile.roundSizeUsd);
  const cheques = formatCheckRange(inv.checkMinUsd, inv.checkMaxUsd);
  if (inv.checkMaxUsd <= 0) {
    reasons.push('Cheque size unknown');
  } else if (inv.checkMinUsd > profile.roundSizeUsd) {
    reasons.push(`cheques ${cheques} too large for your ${round} round`);
  } else if (inv.checkMaxUsd < profile.roundSizeUsd * SMALLEST_USEFUL_SHARE) {
    reasons.push(`cheques ${cheques} small for your ${round} round`);
  } else {
    score += MATCH_POINTS.cheque;
    reasons.push(`cheques ${cheques} fit your ${round} round`);
  }

  const region = regionOf(inv.location);
  if (sameRegion(profile.geography, region)) {
    score += MATCH_POINTS.geography;
    reasons.push(inv.location);
  } else {
    reasons.push(inv.location ? `${inv.location} (outside ${profile.geography})` : 'Location unknown');
  }
  return { score, reasons };
}
