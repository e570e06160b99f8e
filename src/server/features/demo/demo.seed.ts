/**
 * The sample company of /demo (spec §2, §3, §9): Northwind Labs, a 47-person B2B SaaS
 * company at $847K ARR, with seven decisions (six still open), eight tasks, its team
 * and where its 2.4M context tokens went. Written to the demo tables at start-up (see
 * demo.service.ts `ensureSeed`); bump SEED_VERSION after changing anything here and
 * every instance replaces the rows on its next start.
 */
import type { DemoLevel, DemoOption, DemoPriorityItem, DemoStatus, DemoTeamMember } from '../../../contract/demo';

export const SEED_VERSION = 1;

export const SEED_COMPANY = {
  id: 'northwind',
  name: 'Northwind Labs',
  tagline: 'Revenue intelligence for mid-market sales teams',
  ceoName: 'Marcus Reed',
  ceoTitle: 'CEO & Co-founder',
  arrUsd: 847_000,
  costPer1kTokensUsd: 0.12,
  monthlyBudgetUsd: 2400,
  usageTrendPercent: 15,
  metrics: {
    arr: '$847K',
    mrrGrowth: '6% month over month',
    burnRate: '$140K/month',
    cash: '$2.1M',
    grossMargin: '78%',
    netRevenueRetention: '112%',
    logoChurn: '2.1% monthly',
    customers: 63,
  },
};

interface SeedDecision {
  id: string;
  title: string;
  context: string;
  urgency: DemoLevel;
  status: DemoStatus;
  type: 'choice' | 'priority';
  dueInDays: number;
  assignee: string;
  options: DemoOption[];
  items: DemoPriorityItem[];
}

const option = (
  id: string,
  title: string,
  description: string,
  a: { investment: string; timeline: string; roi: string; riskLevel: DemoLevel; benefits: string[]; risks: string[] },
): DemoOption => ({ id, title, description, analysis: a });

const items = (list: [string, string, string][]): DemoPriorityItem[] =>
  list.map(([id, name, impact], k) => ({ id, name, impact, priority: k + 1 }));

export const SEED_DECISIONS: SeedDecision[] = [
  {
    id: 'vp-sales',
    title: 'Hire a VP of Sales',
    context: 'Pipeline coverage fell to 2.1x and founder-led sales no longer scales past $1M ARR.',
    urgency: 'high',
    status: 'pending',
    type: 'choice',
    dueInDays: 0,
    assignee: 'Marcus Reed',
    options: [
      option('vp-sales-search', 'Retained executive search', 'Hire a proven VP from a Series B SaaS company through a retained search firm.', {
        investment: '$85K search fee + $240K salary',
        timeline: '3-4 months',
        roi: '310% over 18 months',
        riskLevel: 'medium',
        benefits: ['Brings a repeatable enterprise playbook', 'Can hire and ramp four AEs in a quarter'],
        risks: ['Slow search delays Q1 pipeline', 'High cost if the hire is a poor fit'],
      }),
      option('vp-sales-promote', 'Promote Priya Natarajan', 'Promote the top account executive to Head of Sales with an executive coach.', {
        investment: '$40K raise + $25K coaching',
        timeline: '2 weeks',
        roi: '220% over 12 months',
        riskLevel: 'low',
        benefits: ['Knows the product and customers', 'Keeps momentum with no hiring gap'],
        risks: ['First time managing a team', 'Leaves a gap in the top AE seat'],
      }),
      option('vp-sales-fractional', 'Fractional VP for 6 months', 'Bring in a part-time sales leader to build the process before a full-time hire.', {
        investment: '$90K for 6 months',
        timeline: '3 weeks',
        roi: '140% over 6 months',
        riskLevel: 'high',
        benefits: ['Fast start with senior experience', 'Defers the permanent decision'],
        risks: ['Divided attention across clients', 'Team may not follow a temporary leader'],
      }),
    ],
    items: [],
  },
  {
    id: 'eu-expansion',
    title: 'Expand into the European market',
    context: 'Inbound demand from the UK and Germany is 18% of pipeline but GDPR work is unplanned.',
    urgency: 'high',
    status: 'pending',
    type: 'choice',
    dueInDays: 1,
    assignee: 'Elena Petrova',
    options: [
      option('eu-uk-first', 'Open a London office', 'Hire two AEs and one solutions engineer in London for UK and Nordics deals.', {
        investment: '$420K first year',
        timeline: '4 months',
        roi: '180% over 24 months',
        riskLevel: 'medium',
        benefits: ['English-speaking market with short sales cycles', 'Covers European time zones'],
        risks: ['Office and entity costs before revenue', 'Splits leadership attention'],
      }),
      option('eu-partner', 'Reseller partnership in DACH', 'Sign a reseller in Germany that sells and supports Northwind under its own contracts.', {
        investment: '$120K enablement',
        timeline: '2 months',
        roi: '150% over 18 months',
        riskLevel: 'low',
        benefits: ['Local language and data-residency credibility', 'Low fixed cost'],
        risks: ['Thinner margins at 30% partner discount', 'Less control of the customer'],
      }),
      option('eu-wait', 'Wait until after the Series A', 'Serve European inbound remotely from New York and revisit in two quarters.', {
        investment: '$0',
        timeline: 'Revisit in 6 months',
        roi: 'Defers an estimated $310K of new ARR',
        riskLevel: 'medium',
        benefits: ['Keeps focus on the US core market', 'Preserves cash before the raise'],
        risks: ['Competitors take European accounts first'],
      }),
    ],
    items: [],
  },
  {
    id: 'q1-roadmap',
    title: 'Rank the Q1 product roadmap',
    context: 'Engineering can ship three of five initiatives in Q1; sales and customer success disagree on the order.',
    urgency: 'high',
    status: 'pending',
    type: 'priority',
    dueInDays: 2,
    assignee: 'Aisha Okafor',
    options: [],
    items: items([
      ['sso', 'SSO and SCIM provisioning', 'Unblocks 9 enterprise deals worth $380K'],
      ['forecast', 'AI revenue forecasting', 'Top request from 41% of customers'],
      ['salesforce', 'Two-way Salesforce sync', 'Cuts onboarding time from 3 weeks to 4 days'],
      ['mobile', 'Mobile app for managers', 'Expected to lift weekly active use by 12%'],
      ['audit', 'Audit log export', 'Required by two banks in security review'],
    ]),
  },
  {
    id: 'pricing',
    title: 'Choose the Enterprise pricing model',
    context: 'Enterprise deals are discounted 35% on average because per-seat pricing punishes large teams.',
    urgency: 'medium',
    status: 'pending',
    type: 'choice',
    dueInDays: 4,
    assignee: 'James Whitfield',
    options: [
      option('pricing-platform', 'Platform fee plus usage', 'A $30K yearly platform fee and metered AI usage above a generous allowance.', {
        investment: '$35K billing work',
        timeline: '6 weeks',
        roi: '260% over 12 months',
        riskLevel: 'medium',
        benefits: ['Predictable floor revenue', 'Grows with customer value'],
        risks: ['Customers dislike unpredictable bills', 'Billing system changes'],
      }),
      option('pricing-tiered-seats', 'Tiered seat bands', 'Volume bands that cut the per-seat price by 20% above 100 seats.', {
        investment: '$10K',
        timeline: '2 weeks',
        roi: '120% over 12 months',
        riskLevel: 'low',
        benefits: ['Easy for buyers to understand', 'Little engineering work'],
        risks: ['Leaves AI value unpriced'],
      }),
    ],
    items: [],
  },
  {
    id: 'series-a',
    title: 'Set the Series A timing',
    context: 'Cash of $2.1M at $140K monthly burn gives 15 months of runway; two funds asked for a deck.',
    urgency: 'high',
    status: 'in-progress',
    type: 'choice',
    dueInDays: 3,
    assignee: 'Hannah Kim',
    options: [
      option('raise-now', 'Raise now', 'Start the process this month on current metrics, targeting $12M.', {
        investment: '3 months of founder time',
        timeline: 'Close in 4 months',
        roi: '24+ months of runway',
        riskLevel: 'medium',
        benefits: ['Two warm leads already engaged', 'Funds the VP Sales and Europe plans'],
        risks: ['Valuation capped by $847K ARR', 'Distracts the CEO in a key quarter'],
      }),
      option('raise-q3', 'Raise at $1.5M ARR', 'Grow for two more quarters and raise on stronger numbers.', {
        investment: '$280K of extra burn',
        timeline: 'Start in 6 months',
        roi: 'Est. 40% higher valuation',
        riskLevel: 'high',
        benefits: ['Less dilution', 'Cleaner growth story'],
        risks: ['Only 9 months of runway left at the start', 'Market may cool'],
      }),
    ],
    items: [],
  },
  {
    id: 'cs-hiring',
    title: 'Prioritize customer success hires',
    context: 'Net revenue retention is 112% but four accounts over $40K are at risk; budget covers two hires now.',
    urgency: 'medium',
    status: 'pending',
    type: 'priority',
    dueInDays: 6,
    assignee: 'Grace Liu',
    options: [],
    items: items([
      ['cs-enterprise', 'Enterprise customer success manager', 'Protects $410K of ARR in the top 10 accounts'],
      ['cs-onboarding', 'Onboarding specialist', 'Halves time to first value for new customers'],
      ['cs-support', 'Support engineer (EMEA hours)', 'Covers European tickets overnight'],
      ['cs-community', 'Community and education lead', 'Scales training through webinars and docs'],
    ]),
  },
  {
    id: 'cloud',
    title: 'Consolidate cloud providers',
    context: 'Running on both AWS and GCP doubled DevOps work; a one-year AWS commitment saves 22%.',
    urgency: 'low',
    status: 'completed',
    type: 'choice',
    dueInDays: -5,
    assignee: 'Daniel Osei',
    options: [
      option('cloud-aws', 'Commit to AWS for one year', 'Move the GCP analytics workloads to AWS and sign a one-year savings plan.', {
        investment: '$60K migration',
        timeline: '8 weeks',
        roi: '190% over 12 months',
        riskLevel: 'low',
        benefits: ['22% lower compute bill', 'One set of tooling'],
        risks: ['Migration downtime for analytics'],
      }),
      option('cloud-stay', 'Stay on both', 'Keep both providers and automate deployments to each.', {
        investment: '$45K tooling',
        timeline: '4 weeks',
        roi: '60% over 12 months',
        riskLevel: 'medium',
        benefits: ['No migration'],
        risks: ['DevOps load stays high'],
      }),
    ],
    items: [],
  },
];

interface SeedTask {
  id: string;
  title: string;
  description: string;
  assignee: string;
  status: DemoStatus;
  priority: DemoLevel;
  dueInDays: number;
}

export const SEED_TASKS: SeedTask[] = [
  {
    id: 'board-deck',
    title: 'Finalize the Q4 board deck',
    description: 'Update ARR, burn and hiring slides and circulate to the board 48 hours before the meeting.',
    assignee: 'Marcus Reed',
    status: 'in-progress',
    priority: 'high',
    dueInDays: 1,
  },
  {
    id: 'acme-renewal',
    title: 'Close the Acme Corp renewal',
    description: 'Acme Corp renews at $120K ARR with a 15% uplift if the SSO beta ships on time.',
    assignee: 'Priya Natarajan',
    status: 'pending',
    priority: 'high',
    dueInDays: 5,
  },
  {
    id: 'sso-beta',
    title: 'Ship the SSO beta to three design partners',
    description: 'SAML login with Okta and Azure AD, tested with Acme Corp, Brightline and Kestrel Bank.',
    assignee: 'Diego Alvarez',
    status: 'in-progress',
    priority: 'high',
    dueInDays: 7,
  },
  {
    id: 'cash-forecast',
    title: 'Update the 13-week cash forecast',
    description: 'Reflect the new hiring plan and the AWS commitment in the cash forecast for the board.',
    assignee: 'Hannah Kim',
    status: 'pending',
    priority: 'medium',
    dueInDays: 3,
  },
  {
    id: 'backend-hires',
    title: 'Hire two senior backend engineers',
    description: 'Final-round interviews for four candidates; offers approved up to $185K base.',
    assignee: 'Tomás Herrera',
    status: 'pending',
    priority: 'medium',
    dueInDays: 14,
  },
  {
    id: 'pricing-survey',
    title: 'Run the pricing survey with 20 customers',
    description: 'Willingness-to-pay interviews to test the Enterprise pricing options before the decision.',
    assignee: 'James Whitfield',
    status: 'pending',
    priority: 'medium',
    dueInDays: 4,
  },
  {
    id: 'case-study',
    title: 'Publish the Brightline case study',
    description: 'Brightline cut forecast errors by 31% in one quarter; legal approved the quotes.',
    assignee: 'Sofia Rossi',
    status: 'completed',
    priority: 'low',
    dueInDays: -3,
  },
  {
    id: 'soc2',
    title: 'Renew the SOC 2 Type II report',
    description: 'Auditor fieldwork finished with no exceptions; the report is in the trust center.',
    assignee: 'Daniel Osei',
    status: 'completed',
    priority: 'medium',
    dueInDays: -10,
  },
];

const member = (name: string, role: string, department: string, location: string): DemoTeamMember => ({ name, role, department, location });

/** The team of 47 (spec §9). */
export const SEED_TEAM: DemoTeamMember[] = [
  member('Marcus Reed', 'CEO & Co-founder', 'Leadership', 'San Francisco, CA'),
  member('Aisha Okafor', 'CTO & Co-founder', 'Leadership', 'San Francisco, CA'),
  member('Elena Petrova', 'Chief Operating Officer', 'Leadership', 'New York, NY'),
  member('Hannah Kim', 'VP of Finance', 'Leadership', 'New York, NY'),
  member('Diego Alvarez', 'Engineering Manager, Platform', 'Engineering', 'Austin, TX'),
  member('Tomás Herrera', 'Engineering Manager, Product', 'Engineering', 'Austin, TX'),
  member('Daniel Osei', 'Head of Infrastructure', 'Engineering', 'London, UK'),
  member('Wei Zhang', 'Staff Engineer', 'Engineering', 'San Francisco, CA'),
  member('Ingrid Larsen', 'Senior Backend Engineer', 'Engineering', 'Oslo, Norway'),
  member('Rahul Mehta', 'Senior Backend Engineer', 'Engineering', 'Bangalore, India'),
  member('Chloe Martin', 'Senior Frontend Engineer', 'Engineering', 'Paris, France'),
  member('Kwame Mensah', 'Backend Engineer', 'Engineering', 'Accra, Ghana'),
  member('Lucía Fernández', 'Frontend Engineer', 'Engineering', 'Madrid, Spain'),
  member('Oliver Bennett', 'Machine Learning Engineer', 'Engineering', 'London, UK'),
  member('Yuki Tanaka', 'Machine Learning Engineer', 'Engineering', 'Remote (Tokyo)'),
  member('Sam Goldberg', 'Data Engineer', 'Engineering', 'New York, NY'),
  member('Priyanka Iyer', 'Site Reliability Engineer', 'Engineering', 'Bangalore, India'),
  member('Jonas Weber', 'Security Engineer', 'Engineering', 'Berlin, Germany'),
  member('Maya Cohen', 'Full-Stack Engineer', 'Engineering', 'Toronto, Canada'),
  member('Ethan Brooks', 'Full-Stack Engineer', 'Engineering', 'Austin, TX'),
  member('Ana Souza', 'QA Engineer', 'Engineering', 'Remote (Lisbon)'),
  member('Grace Liu', 'Head of Customer Success', 'Customer Success', 'San Francisco, CA'),
  member('Marco Bianchi', 'Customer Success Manager', 'Customer Success', 'New York, NY'),
  member('Fatima Al-Sayed', 'Customer Success Manager', 'Customer Success', 'London, UK'),
  member('Noah Williams', 'Support Engineer', 'Customer Success', 'Austin, TX'),
  member('Zoe Anderson', 'Implementation Specialist', 'Customer Success', 'Toronto, Canada'),
  member('Priya Natarajan', 'Senior Account Executive', 'Sales', 'New York, NY'),
  member('Jake Morrison', 'Account Executive', 'Sales', 'New York, NY'),
  member('Amara Nwosu', 'Account Executive', 'Sales', 'Austin, TX'),
  member('Liam O\u2019Connor', 'Account Executive', 'Sales', 'Remote (Dublin)'),
  member('Isabella Garcia', 'Sales Development Lead', 'Sales', 'Austin, TX'),
  member('Ryan Park', 'Sales Development Rep', 'Sales', 'Austin, TX'),
  member('Hana Yilmaz', 'Sales Development Rep', 'Sales', 'Remote (Istanbul)'),
  member('Victor Dubois', 'Solutions Engineer', 'Sales', 'New York, NY'),
  member('Sofia Rossi', 'Head of Marketing', 'Marketing', 'San Francisco, CA'),
  member('Ben Carter', 'Product Marketing Manager', 'Marketing', 'San Francisco, CA'),
  member('Leila Haddad', 'Content Lead', 'Marketing', 'Remote (Montreal)'),
  member('Mateo Silva', 'Growth Marketer', 'Marketing', 'Remote (Buenos Aires)'),
  member('James Whitfield', 'Head of Product', 'Product & Design', 'San Francisco, CA'),
  member('Nina Kowalski', 'Senior Product Manager', 'Product & Design', 'Berlin, Germany'),
  member('Arjun Rao', 'Product Manager', 'Product & Design', 'Bangalore, India'),
  member('Emma Lindqvist', 'Lead Product Designer', 'Product & Design', 'Stockholm, Sweden'),
  member('Kofi Asante', 'Product Designer', 'Product & Design', 'London, UK'),
  member('Rachel Green', 'Controller', 'Finance & Operations', 'New York, NY'),
  member('Omar Farouk', 'Business Operations Analyst', 'Finance & Operations', 'New York, NY'),
  member('Claire Dubois', 'Head of People', 'People', 'San Francisco, CA'),
  member('Tariq Hassan', 'Talent Partner', 'People', 'Remote (Dubai)'),
];

/** Where the month's 2.4M context tokens went (spec §9). */
export const SEED_TOKEN_CATEGORIES = [
  { category: 'Customer conversations', tokens: 864_000, description: 'Call transcripts, emails and support tickets summarised for the account teams.' },
  { category: 'Market research', tokens: 528_000, description: 'Competitor pricing, analyst reports and European market sizing.' },
  { category: 'Financial analysis', tokens: 432_000, description: 'Cash forecasts, board metrics and Series A scenarios.' },
  { category: 'Product & engineering', tokens: 336_000, description: 'Roadmap trade-offs, specs and incident reviews.' },
  { category: 'Team & operations', tokens: 240_000, description: 'Hiring plans, meeting notes and internal announcements.' },
];
