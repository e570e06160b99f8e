/**
 * Sample people, handles and addresses shown on the public site that are NOT real yet.
 * Everything made up lives here, in one place, so it can be replaced before launch
 * (README § "Before launch"). Nothing else in the code base invents a person or a profile.
 */
import { BRAND } from './brand';

/** Founder card on the landing page. Invented: replace with the real founder. */
export const FOUNDER = {
  name: 'Alex Rivera',
  initials: 'AR',
  role: `Founder, ${BRAND.name}`,
  bio: 'Alex spent a decade building data products and one long winter turning 12 years of family chats into a map for a grandmother’s 90th birthday. Everyone who saw it asked for one. That became Mnemo.',
} as const;

/** Contact list on the landing page. The profile handles are unclaimed guesses: replace them. */
export const CONTACTS = [
  { label: 'Email', value: BRAND.contactEmail, href: `mailto:${BRAND.contactEmail}`, kind: 'mail' },
  { label: 'Website', value: BRAND.domain, href: `https://${BRAND.domain}`, kind: 'web' },
  { label: 'GitHub', value: 'github.com/mnemo-world', href: 'https://github.com/mnemo-world', kind: 'code' },
  { label: 'LinkedIn', value: 'linkedin.com/company/mnemo-world', href: 'https://www.linkedin.com/company/mnemo-world', kind: 'work' },
  { label: 'X', value: '@mnemoworld', href: 'https://x.com/mnemoworld', kind: 'social' },
] as const;

/**
 * The three named members of the private workspace card (spec §2), the server's
 * default for WORKSPACE_MEMBERS. Invented names: set WORKSPACE_MEMBERS in production.
 */
export const SAMPLE_WORKSPACE_MEMBERS = 'Ava Chen,Marcus Reid,Priya Natarajan';

/** The Tech Dating Narrative example's external post. The page does not exist yet. */
export const TECH_DATING_POST_URL = `https://${BRAND.domain}/stories/tech-dating-narrative`;
