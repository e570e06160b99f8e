import { ArrowRight, Check, ChevronDown, Compass, CreditCard, Mail, Sparkles, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRO_PRICE } from '../../../../contract/billing';
import { BRAND } from '../../../../contract/brand';
import { PLAN_LIMITS } from '../../../../contract/worlds';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { loginPathFor } from '../../../lib/require-auth';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { buttonVariants } from '../../../ui/button';
import { PageHeader, SiteLayout } from '../components/site-layout';
import { UpdatesForm } from '../components/updates-form';

const mailto = (subject: string) => `mailto:${BRAND.contactEmail}?subject=${encodeURIComponent(subject)}`;

interface Plan {
  name: string;
  price: string;
  blurb: string;
  features: string[];
  cta: string;
  href: string;
  featured?: boolean;
}

const PLANS: Plan[] = [
  {
    name: 'Basic World',
    price: '$499',
    blurb: 'One source, beautifully told. Perfect for a relationship, a trip or a year.',
    features: ['Single data source', '2D world', 'Up to 1,000 data points', 'Private share link', 'Delivered in 1-2 weeks'],
    cta: 'Start a Basic World',
    href: mailto('Basic World'),
  },
  {
    name: 'Pro World',
    price: '$1,299',
    blurb: 'Your chats, photos and timeline woven together into one explorable world.',
    features: [
      'Multiple data sources',
      '2D and 3D worlds',
      'Up to 10,000 data points',
      'Custom styling',
      'Two revision rounds',
      'Delivered in 3-6 weeks',
    ],
    cta: 'Start a Pro World',
    href: mailto('Pro World'),
    featured: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    blurb: 'Alumni networks, teams and communities, with processing on your own infrastructure.',
    features: [
      'Unlimited sources and data points',
      'Team, alumni and community worlds',
      'On-premise or private-cloud processing',
      'A dedicated producer',
      'Delivered in 3-6 weeks',
    ],
    cta: 'Talk to us',
    href: mailto('Enterprise World'),
  },
];

const points = new Intl.NumberFormat('en-US');

/** Self-serve, in the app (issue 31): what anyone can do today, first. */
const SELF_SERVE = [
  {
    name: 'Your world, in the app',
    price: 'Free',
    blurb: 'Import your exports yourself and explore them as soon as the import is done.',
    features: [
      `Worlds drawn from your newest ${points.format(PLAN_LIMITS.basic)} data points`,
      'Social, network, map and 4D timeline worlds',
      'Ask your world, every answer with its sources',
      'Private read-only share links',
    ],
  },
  {
    name: 'Pro, in the app',
    price: PRO_PRICE.label,
    blurb: 'The same worlds from ten times more of your data: one payment, upgraded from your worlds page.',
    features: [
      `Worlds drawn from up to ${points.format(PLAN_LIMITS.pro)} data points`,
      'Everything in the free world',
      'Pay once, keep it: no subscription',
    ],
  },
] as const;

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'How long does a world take?',
    a: 'A world you import yourself is ready when the import is done, usually minutes. Done for you: Basic worlds take 1-2 weeks. Pro and Enterprise worlds take 3-6 weeks, depending on how many sources we combine and how custom the styling is. The clock starts once we have your data.',
  },
  {
    q: 'What counts as a data point?',
    a: 'One thing we place in your world: a message thread, a photo or video, a place, or a life event such as a new job. We help you choose the ones that matter most before we start.',
  },
  {
    q: 'Which data can I bring?',
    a: 'In the app today: WhatsApp, Telegram, Signal, iMessage, Instagram, Messenger and Discord chats, photos (a Google Takeout or the photos downloaded from iCloud), a Google location history and GPS tracks; the import page says how to export each. Done for you, we work with 30+ sources, including 25+ messaging platforms, and send you an export guide for each.',
  },
  {
    q: 'Who can see my world?',
    a: 'Only you and the people you share the private link with. We never publish a world or use it as an example without your written permission. You can delete an import or your whole account in the app at any time; for a done-for-you world, raw files are deleted within 30 days after delivery.',
  },
  {
    q: 'What if I am not happy with it?',
    a: (
      <>
        We fix what does not match our agreement first. Refund requests are reviewed within 5 business days; see the{' '}
        <Link to={paths.refund} className="text-brand-2 hover:underline">
          Refund Policy
        </Link>{' '}
        for details.
      </>
    ),
  },
];

export default function PricingPage() {
  const { user } = useCurrentUser();
  // The upgrade lives in the app (billing, #27): on your own worlds page, once you are signed in.
  const upgradeTo = user ? paths.worlds : loginPathFor({ pathname: paths.worlds });
  return (
    <SiteLayout>
      <PageHeader eyebrow="Pricing" title="Start free. Go Pro in the app. Or let us build it.">
        <p>
          Import and explore your own {BRAND.name} world today at no cost; Pro shows ten times more of it, for one
          payment. If you would rather hand it over, our team builds custom worlds as one-time projects.
        </p>
      </PageHeader>

      <section aria-labelledby="self-serve" className="mx-auto max-w-6xl px-6 pt-14">
        <h2 id="self-serve" className="text-2xl font-semibold">
          Do it yourself, in the app
        </h2>
        <p className="mt-2 text-muted">Open the sample world to see what you get before you import anything.</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {SELF_SERVE.map((plan, i) => (
            <article
              key={plan.name}
              aria-label={plan.name}
              className={cn(
                'flex flex-col rounded-2xl border bg-surface/80 p-7 shadow-xl shadow-black/20',
                i === 0 ? 'border-brand/60 ring-1 ring-brand/40' : 'border-border',
              )}
            >
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                {plan.price.startsWith('$') && <span className="text-sm text-muted">one payment</span>}
              </p>
              <p className="mt-3 text-sm text-muted">{plan.blurb}</p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-2" aria-hidden />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
              {i === 0 ? (
                <div className="mt-8 flex flex-wrap gap-3">
                  <Link to={paths.onboarding} className={buttonVariants({ size: 'lg' })}>
                    <Upload /> Import your data
                  </Link>
                  <Link to={paths.sampleWorld} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
                    <Compass /> Sample world
                  </Link>
                </div>
              ) : (
                <Link to={upgradeTo} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'mt-8 w-full')}>
                  <CreditCard /> Upgrade in the app <ArrowRight />
                </Link>
              )}
            </article>
          ))}
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-6 pt-16">
        <h2 className="text-2xl font-semibold">Or have us build it: done-for-you worlds</h2>
        <p className="mt-2 max-w-3xl text-muted">
          A custom, one-time project built from your data by our team, styled to you. No subscription and no lock-in: you
          pay once and keep the world.
        </p>
      </div>

      <section aria-label="Plans" className="mx-auto max-w-6xl px-6 pb-14 pt-8">
        <div className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <article
              key={plan.name}
              aria-label={plan.name}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface/80 p-7 shadow-xl shadow-black/20',
                plan.featured ? 'border-brand/60 ring-1 ring-brand/40' : 'border-border',
              )}
            >
              {plan.featured && (
                <Badge tone="brand" className="absolute -top-3 left-7 bg-[#241a45]">
                  <Sparkles className="size-3" /> Most popular
                </Badge>
              )}
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
                {plan.price.startsWith('$') && <span className="text-sm text-muted">one-time</span>}
              </p>
              <p className="mt-3 text-sm text-muted">{plan.blurb}</p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-2" aria-hidden />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
              <a
                href={plan.href}
                className={cn(buttonVariants({ variant: plan.featured ? 'primary' : 'secondary', size: 'lg' }), 'mt-8 w-full')}
              >
                {plan.cta}
              </a>
            </article>
          ))}
        </div>
        <p className="mt-8 flex flex-wrap items-center justify-center gap-2 text-center text-sm text-muted">
          <Mail className="size-4" aria-hidden /> Questions before you order? Email us at{' '}
          <a href={`mailto:${BRAND.contactEmail}`} className="font-medium text-brand-2 hover:underline">
            {BRAND.contactEmail}
          </a>
        </p>
      </section>

      <section aria-labelledby="faq" className="border-t border-border/60">
        <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 id="faq" className="text-2xl font-semibold">
              Frequently asked questions
            </h2>
            <p className="mt-3 text-muted">Anything else? We answer every e-mail within one business day.</p>
          </div>
          <div className="divide-y divide-border rounded-2xl border border-border bg-surface/60">
            {FAQ.map((item) => (
              <details key={item.q} className="group px-6 py-4" open={item.q.startsWith('How long')}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <ChevronDown className="size-4 shrink-0 text-muted transition group-open:rotate-180" aria-hidden />
                </summary>
                <p className="mt-3 text-sm leading-6 text-muted">{item.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="updates" className="border-t border-border/60">
        <div className="mx-auto max-w-3xl px-6 py-16 text-center">
          <h2 id="updates" className="text-2xl font-semibold">
            Not ready yet? Get updates
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">
            New sources, new kinds of worlds and open slots for done-for-you projects, in a short e-mail once a month.
          </p>
          <UpdatesForm className="mx-auto mt-8 max-w-xl text-left" />
        </div>
      </section>
    </SiteLayout>
  );
}
