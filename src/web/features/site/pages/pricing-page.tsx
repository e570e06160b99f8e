import { Check, ChevronDown, Mail, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../../../../contract/brand';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
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

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'How long does a world take?',
    a: 'Basic worlds take 1-2 weeks. Pro and Enterprise worlds take 3-6 weeks, depending on how many sources we combine and how custom the styling is. The clock starts once we have your data.',
  },
  {
    q: 'What counts as a data point?',
    a: 'One thing we place in your world: a message thread, a photo or video, a place, or a life event such as a new job. We help you choose the ones that matter most before we start.',
  },
  {
    q: 'Which data can I bring?',
    a: 'Exports from 30+ sources, including 25+ messaging platforms (WhatsApp, Telegram, Signal, iMessage, Instagram, Discord and more), Google and iCloud Photos, LinkedIn and calendars. We send you a step-by-step export guide for each one.',
  },
  {
    q: 'Who can see my world?',
    a: 'Only you and the people you share the private link with. We never publish a world or use it as an example without your written permission, and raw files are deleted within 30 days after delivery.',
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
  return (
    <SiteLayout>
      <PageHeader eyebrow="Pricing" title="One world. One price. Yours to keep.">
        <p>
          Every {BRAND.name} world is a custom, one-time project built from your own data. No subscription and no
          lock-in: you pay once and keep the world.
        </p>
      </PageHeader>

      <section aria-label="Plans" className="mx-auto max-w-6xl px-6 py-14">
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
              <h2 className="text-lg font-semibold">{plan.name}</h2>
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
            New example worlds, open production slots and the self-serve beta, in a short e-mail once a month.
          </p>
          <UpdatesForm className="mx-auto mt-8 max-w-xl text-left" />
        </div>
      </section>
    </SiteLayout>
  );
}
