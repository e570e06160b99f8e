/**
 * The sample dataset of the investor database and the CRM (spec §9: 2,847 investors,
 * 5 hot deals, 12 prospects), generated from a seeded PRNG so every user gets the same
 * rows and a test can count them. Names are built from parts, never real people. Loaded
 * only when the user asks (issue #30); every date is on the sample's own fixed timeline,
 * ending SAMPLE_TIMELINE_END, never relative to today.
 */
import {
  formatCheckRange,
  INVESTOR_FOCUS_AREAS,
  INVESTOR_STAGES,
  SAMPLE_DATASET,
  SAMPLE_FIGURES,
  SAMPLE_TIMELINE_END,
  type InvestorStage,
  type ContactStatus,
  type InvestorInput,
  type PipelineStage,
} from '../../../contract/julia-crm';

/** mulberry32: tiny, fast, good enough for sample data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const some = <T>(xs: readonly T[], min: number, max: number): T[] => {
    const n = int(min, max);
    const pool = [...xs];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return out;
  };
  return { next, int, pick, some };
}

const FIRST = [
  'Ava', 'Noah', 'Maya', 'Liam', 'Sofia', 'Ethan', 'Priya', 'Lucas', 'Chloe', 'Mateo', 'Aisha', 'Daniel', 'Hannah', 'Omar',
  'Grace', 'Julian', 'Leila', 'Samuel', 'Nora', 'Ravi', 'Elena', 'Marcus', 'Yuki', 'Isaac', 'Zara', 'Felix', 'Amara', 'Theo',
  'Ingrid', 'Diego', 'Mei', 'Adrian', 'Fatima', 'Oscar', 'Clara', 'Kwame', 'Sienna', 'Hugo', 'Anya', 'Tobias', 'Lena', 'Rafael',
  'Naomi', 'Viktor', 'Imani', 'Arjun', 'Beatrice', 'Callum', 'Dalia', 'Emil',
] as const;
const LAST = [
  'Chen', 'Okafor', 'Lindqvist', 'Patel', 'Moreau', 'Nakamura', 'Alvarez', 'Brennan', 'Kowalski', 'Haddad', 'Larsen', 'Mensah',
  'Rossi', 'Schneider', 'Tanaka', 'Varga', 'Whitfield', 'Yilmaz', 'Zhou', 'Abara', 'Castillo', 'Dubois', 'Eriksen', 'Fischer',
  'Gupta', 'Holloway', 'Ivanova', 'Jansen', 'Kim', 'Lopez', 'Mwangi', 'Novak', "O'Neill", 'Park', 'Quinn', 'Reyes', 'Sato',
  'Thornton', 'Usman', 'Vance', 'Weber', 'Xu', 'Young', 'Zamora', 'Adeyemi', 'Bjork', 'Costa', 'Delacroix', 'Engel', 'Farouk',
] as const;
const FIRM_A = [
  'Northwind', 'Cedar', 'Bluebird', 'Granite', 'Lumen', 'Harbor', 'Summit', 'Atlas', 'Meridian', 'Foundry', 'Redwood', 'Orbit',
  'Kestrel', 'Beacon', 'Juniper', 'Halcyon', 'Tidal', 'Cobalt', 'Sparrow', 'Ember', 'Vantage', 'Alder', 'Quarry', 'Polaris',
  'Sequel', 'Fathom', 'Lattice', 'Prairie', 'Solstice', 'Pioneer', 'Copper', 'Wildflower', 'Ironbridge', 'Basalt', 'Aurora',
] as const;
/** Fund names; "Angels" is kept for angel groups, "Growth" for growth funds. */
const FIRM_B = ['Ventures', 'Capital', 'Partners', 'VC', 'Fund', 'Collective', 'Investments', 'Labs'] as const;
const LOCATIONS = [
  'San Francisco, CA', 'New York, NY', 'Boston, MA', 'Austin, TX', 'Seattle, WA', 'Los Angeles, CA', 'London, UK', 'Berlin, Germany',
  'Paris, France', 'Stockholm, Sweden', 'Amsterdam, Netherlands', 'Toronto, Canada', 'Singapore', 'Tel Aviv, Israel', 'Bangalore, India',
  'Lagos, Nigeria', 'São Paulo, Brazil', 'Sydney, Australia', 'Miami, FL', 'Chicago, IL',
] as const;
const STARTUP_A = [
  'Nimbus', 'Pylon', 'Quill', 'Verdant', 'Helix', 'Kite', 'Mosaic', 'Relay', 'Strata', 'Tandem', 'Umbra', 'Vela', 'Wren', 'Zephyr',
  'Ardent', 'Bramble', 'Cinder', 'Dune', 'Echo', 'Flux', 'Glint', 'Hearth', 'Inlet', 'Jolt', 'Knot', 'Loom', 'Marble', 'Nova',
] as const;
const STARTUP_B = ['AI', 'Health', 'Pay', 'Labs', 'Cloud', 'Grid', 'Works', 'Bio', 'Stack', 'ly', 'Hub', 'Logic', 'Energy', 'Data'] as const;
const NEWS = [
  (f: string) => `${f} closed a new fund to back early-stage founders.`,
  (f: string) => `${f} led a seed round in a {area} startup last month.`,
  (f: string) => `A partner at ${f} published a thesis on {area}.`,
  (f: string) => `${f} announced two new partners focused on {area}.`,
  (f: string) => `${f} was named among the most active investors of the quarter.`,
  (f: string) => `${f} doubled its follow-on reserves for {area} companies.`,
] as const;

/** What kind of investor a sample row is: it decides the firm name, the stages and the cheque range. */
export type InvestorKind = 'angel' | 'super-angel' | 'pre-seed fund' | 'seed fund' | 'series A fund' | 'series B fund' | 'growth fund';

/**
 * Plausible cheque ranges (min, max in US dollars) per kind, and the bounds every range of
 * that kind stays within (the unit test checks each sample investor against them).
 */
export const CHEQUES: Record<InvestorKind, { bounds: readonly [number, number]; ranges: readonly (readonly [number, number])[] }> = {
  angel: { bounds: [5_000, 250_000], ranges: [[5_000, 25_000], [10_000, 50_000], [25_000, 100_000], [50_000, 250_000]] },
  'super-angel': { bounds: [50_000, 500_000], ranges: [[100_000, 500_000], [50_000, 250_000]] },
  'pre-seed fund': { bounds: [100_000, 1_000_000], ranges: [[100_000, 500_000], [150_000, 750_000], [250_000, 1_000_000]] },
  'seed fund': { bounds: [250_000, 3_000_000], ranges: [[250_000, 1_000_000], [500_000, 2_000_000], [500_000, 3_000_000]] },
  'series A fund': { bounds: [2_000_000, 15_000_000], ranges: [[2_000_000, 8_000_000], [3_000_000, 10_000_000], [5_000_000, 15_000_000]] },
  'series B fund': { bounds: [8_000_000, 40_000_000], ranges: [[8_000_000, 20_000_000], [10_000_000, 30_000_000], [15_000_000, 40_000_000]] },
  'growth fund': { bounds: [10_000_000, 150_000_000], ranges: [[15_000_000, 50_000_000], [25_000_000, 75_000_000], [20_000_000, 100_000_000]] },
};

/** Each kind's weight in the sample and the stages it invests at (its lead stage first, then maybe a neighbour). */
const KINDS: readonly { kind: InvestorKind; weight: number; lead: InvestorStage; also: readonly InvestorStage[] }[] = [
  { kind: 'angel', weight: 16, lead: 'Pre-seed', also: ['Seed'] },
  { kind: 'super-angel', weight: 4, lead: 'Seed', also: ['Pre-seed'] },
  { kind: 'pre-seed fund', weight: 15, lead: 'Pre-seed', also: ['Seed'] },
  { kind: 'seed fund', weight: 25, lead: 'Seed', also: ['Pre-seed', 'Series A'] },
  { kind: 'series A fund', weight: 20, lead: 'Series A', also: ['Seed', 'Series B'] },
  { kind: 'series B fund', weight: 10, lead: 'Series B', also: ['Series A', 'Growth'] },
  { kind: 'growth fund', weight: 10, lead: 'Growth', also: ['Series B'] },
];
const KIND_TOTAL = KINDS.reduce((a, k) => a + k.weight, 0);

/** The firm name of a kind: angel groups are "… Angels", growth funds "… Growth" (or a fund name). */
function firmName(r: ReturnType<typeof prng>, kind: InvestorKind): string {
  const a = r.pick(FIRM_A);
  if (kind === 'angel' || kind === 'super-angel') return `${a} Angels`;
  if (kind === 'growth fund' && r.next() < 0.5) return `${a} Growth`;
  return `${a} ${r.pick(FIRM_B)}`;
}

/** Day `offset` days before the end of the sample's timeline, as YYYY-MM-DD (fixed, never relative to today). */
export function sampleDay(offset: number): string {
  return new Date(Date.parse(`${SAMPLE_TIMELINE_END}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
}

export type SampleInvestor = Required<Omit<InvestorInput, 'lastActivity'>> & { lastActivity: string; kind: InvestorKind };

/** The `count` sample investors (2,847 for a user; the bench asks for more). */
export function sampleInvestors(count: number = SAMPLE_FIGURES.investors, seed = 15): SampleInvestor[] {
  const r = prng(seed);
  const out: SampleInvestor[] = [];
  for (let i = 0; i < count; i++) {
    let roll = r.next() * KIND_TOTAL;
    const k = KINDS.find((x) => (roll -= x.weight) < 0) ?? KINDS[0]!;
    const firm = firmName(r, k.kind);
    const focus = r.some(INVESTOR_FOCUS_AREAS, 1, 3);
    const extra = k.also.filter(() => r.next() < 0.4);
    const stages = INVESTOR_STAGES.filter((st) => st === k.lead || extra.includes(st));
    const [checkMinUsd, checkMaxUsd] = r.pick(CHEQUES[k.kind].ranges);
    const area = focus[0] ?? 'AI';
    const recentInvestments = Array.from({ length: r.int(1, 4) }, () => `${r.pick(STARTUP_A)}${r.pick(STARTUP_B)}`);
    const angel = k.kind === 'angel' || k.kind === 'super-angel';
    out.push({
      name: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      firm,
      focus,
      checkMinUsd,
      checkMaxUsd,
      stages,
      location: r.pick(LOCATIONS),
      recentInvestments: [...new Set(recentInvestments)],
      totalPortfolio: angel ? r.int(3, 40) : r.int(8, 180),
      lastActivity: sampleDay(r.int(0, 540)),
      recentNews: r.pick(NEWS)(firm).replace('{area}', area),
      privateNote: '',
      kind: k.kind,
    });
  }
  return out;
}

export interface SampleContact {
  name: string;
  company: string;
  email: string;
  trust: number;
  intent: 'High' | 'Medium' | 'Low';
  warmth: 'Hot' | 'Warm' | 'Cold';
  status: ContactStatus;
  /** Index into the sample investors this contact is. */
  investor: number;
  /** Days before SAMPLE_TIMELINE_END; null when never contacted. */
  lastContactDaysAgo: number | null;
}

/** Spec §9: 5 hot deals and 12 prospects, plus 8 people still to reach. */
const CONTACT_MIX: readonly [ContactStatus, number][] = [
  ['Hot Deal', SAMPLE_FIGURES.hotDeals],
  ['Prospect', SAMPLE_FIGURES.prospects],
  ['Outreach', SAMPLE_DATASET.contacts - SAMPLE_FIGURES.hotDeals - SAMPLE_FIGURES.prospects],
];

export function sampleContacts(investors: SampleInvestor[]): SampleContact[] {
  const r = prng(2847);
  // The sample founder raises a seed round: its contacts are seed investors whose cheques fit it.
  const ranked = investors
    .map((inv, i) => ({ i, inv }))
    .filter(({ inv }) => inv.stages.includes('Seed') && inv.checkMinUsd <= 3_000_000 && inv.checkMaxUsd >= 100_000);
  const out: SampleContact[] = [];
  let k = 0;
  for (const [status, n] of CONTACT_MIX) {
    for (let j = 0; j < n; j++) {
      const { i } = ranked[k++]!;
      const inv = investors[i]!;
      const hot = status === 'Hot Deal';
      const prospect = status === 'Prospect';
      out.push({
        name: inv.name,
        company: inv.firm,
        email: `${inv.name.toLowerCase().replace(/[^a-z]+/g, '.')}@${inv.firm.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        trust: hot ? r.int(7, 10) : prospect ? r.int(4, 8) : r.int(1, 5),
        intent: hot ? 'High' : prospect ? r.pick(['High', 'Medium'] as const) : r.pick(['Medium', 'Low'] as const),
        warmth: hot ? 'Hot' : prospect ? r.pick(['Warm', 'Hot'] as const) : r.pick(['Cold', 'Warm'] as const),
        status,
        investor: i,
        lastContactDaysAgo: status === 'Outreach' && j % 2 === 0 ? null : r.int(1, 30),
      });
    }
  }
  return out;
}

export interface SampleInteraction {
  contact: number;
  /** Days before SAMPLE_TIMELINE_END. */
  daysAgo: number;
  channel: 'Email' | 'Call' | 'Meeting' | 'Message' | 'Event' | 'Intro';
  summary: string;
  nextStep: string;
  /** Days after the interaction (so on the sample's timeline too). */
  reminderInDays: number | null;
}

/** A few logged interactions for the hot deals, so the log is not empty on first visit. */
export function sampleInteractions(contacts: SampleContact[]): SampleInteraction[] {
  const out: SampleInteraction[] = [];
  contacts.forEach((c, i) => {
    if (c.status !== 'Hot Deal' || c.lastContactDaysAgo === null) return;
    out.push({
      contact: i,
      daysAgo: c.lastContactDaysAgo + 14,
      channel: 'Intro',
      summary: `Warm intro to ${c.name} through a portfolio founder.`,
      nextStep: 'Send the deck',
      reminderInDays: null,
    });
    out.push({
      contact: i,
      daysAgo: c.lastContactDaysAgo,
      channel: 'Meeting',
      summary: `Partner meeting with ${c.name} at ${c.company}: walked through traction and the use of funds.`,
      nextStep: 'Share the data room',
      reminderInDays: 3 + (i % 5),
    });
  });
  return out;
}

export interface SampleRound {
  name: string;
  targetUsd: number;
  /** Days before SAMPLE_TIMELINE_END. */
  createdDaysAgo: number;
  /** Contact index → stage (and pass reason). */
  entries: { contact: number; stage: PipelineStage; passReason?: string }[];
}

/** A closed pre-seed round and the seed round under way: two rounds, kept apart. */
export function sampleRounds(contacts: SampleContact[]): SampleRound[] {
  const hot = contacts.flatMap((c, i) => (c.status === 'Hot Deal' ? [i] : []));
  const prospects = contacts.flatMap((c, i) => (c.status === 'Prospect' ? [i] : []));
  const outreach = contacts.flatMap((c, i) => (c.status === 'Outreach' ? [i] : []));
  const seedStages: PipelineStage[] = ['term-sheet', 'due-diligence', 'due-diligence', 'meeting', 'meeting'];
  return [
    {
      name: 'Pre-seed 2024',
      targetUsd: 750_000,
      createdDaysAgo: 420,
      entries: [
        ...hot.slice(0, 2).map((contact) => ({ contact, stage: 'committed' as const })),
        ...prospects.slice(0, 2).map((contact) => ({ contact, stage: 'passed' as const, passReason: 'Too early for their fund' })),
      ],
    },
    {
      name: 'Seed 2025',
      targetUsd: 3_000_000,
      createdDaysAgo: 45,
      entries: [
        ...hot.map((contact, j) => ({ contact, stage: seedStages[j] ?? 'meeting' })),
        ...prospects.map((contact, j) => ({
          contact,
          stage: (j < 6 ? 'contacted' : j < 11 ? 'identified' : 'passed') as PipelineStage,
          ...(j >= 11 ? { passReason: 'Conflict with a portfolio company' } : {}),
        })),
        ...outreach.slice(0, 4).map((contact) => ({ contact, stage: 'identified' as const })),
      ],
    },
  ];
}

export { formatCheckRange };
