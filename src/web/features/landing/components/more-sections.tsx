import {
  Activity,
  ArrowRight,
  ArrowUpRight,
  AtSign,
  Blocks,
  BriefcaseBusiness,
  Cloud,
  CodeXml,
  Database,
  FileText,
  FlaskConical,
  Globe,
  LayoutDashboard,
  Mail,
  Mic,
  Orbit,
  Presentation,
  Radio,
  Users,
  Zap,
} from 'lucide-react';
import { Link } from '../../../ui/link';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { Badge } from '../../../ui/badge';
import { buttonVariants } from '../../../ui/button';
import { COMING_SOON, WORKING } from '../../../lib/feature-status';
import { ComingSoonBadge, ComingSoonTag } from '../../../ui/coming-soon';
import { ExternalLink } from '../../../ui/external-link';
import {
  BETA_LINKS,
  CONTACTS,
  FOUNDER,
  FOUNDER_TOOLS,
  INTEGRATIONS,
  INTEGRATIONS_NEXT,
  NEW_AND_NEXT,
  RECENT_ACTIVITY,
} from '../more-content';
import { Section } from './section';

const SOON_ICONS = [Orbit, Zap];

/**
 * Spec §2's coming-soon visualizations, as they stand: the 4D World Visualizer works (a
 * link to it), Real-time Data Integration is still coming (its label from the one list).
 */
export function ComingSoon() {
  return (
    <Section eyebrow="New and next" title="Just shipped, and coming next" intro="Two visualizations our first customers asked for: one you can open today, one we are building.">
      <div className="grid gap-5 md:grid-cols-2">
        {NEW_AND_NEXT.map((item, i) => {
          const Icon = SOON_ICONS[i] ?? Orbit;
          const working = 'working' in item ? WORKING[item.working] : null;
          const title = 'working' in item ? WORKING[item.working].title : COMING_SOON[item.soon].title;
          const text = 'working' in item ? item.text : COMING_SOON[item.soon].text;
          return (
            <article
              key={title}
              className={cn(
                'relative flex flex-col overflow-hidden rounded-2xl border bg-surface/40 p-7',
                working ? 'border-brand/40' : 'border-dashed border-border',
              )}
            >
              <div aria-hidden className="pointer-events-none absolute -right-16 -top-16 size-48 rounded-full bg-brand/10 blur-2xl" />
              <div className="flex items-center justify-between gap-3">
                <Icon className="size-7 text-brand" aria-hidden />
                {'soon' in item ? <ComingSoonBadge feature={item.soon} /> : <Badge tone="success">Works today</Badge>}
              </div>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted">{text}</p>
              {working?.sample && (
                <Link to={working.sample} className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-5 self-start' })}>
                  Open it on the sample world <ArrowRight />
                </Link>
              )}
            </article>
          );
        })}
      </div>
    </Section>
  );
}

export function VisionAndIntegrations() {
  return (
    <Section className="border-y border-border/60 bg-surface/30">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <figure>
          <p className="text-sm font-medium tracking-wide text-brand-2 uppercase">Our vision</p>
          <blockquote className="mt-4 text-2xl leading-snug font-semibold tracking-tight sm:text-3xl">
            “We leave behind more data than any generation before us, and remember less of it. Mnemo turns that
            archive back into something you can walk through, share and understand.”
          </blockquote>
          <figcaption className="mt-5 text-sm text-muted">
            {FOUNDER.name}, {FOUNDER.role}
          </figcaption>
        </figure>
        <div>
          <p className="text-sm font-medium tracking-wide text-brand-2 uppercase">Key integrations</p>
          <h2 className="mt-4 text-2xl font-semibold">30+ data sources, 25+ messaging platforms</h2>
          <p className="mt-3 text-muted">
            Bring exports from the apps your life already lives in. The import page says how to export each one.
          </p>
          <p className="mt-6 text-xs font-medium tracking-wide text-muted uppercase">Import today</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Import today">
            {INTEGRATIONS.map((name) => (
              <li key={name} className="rounded-full border border-border bg-surface-2/70 px-3.5 py-1.5 text-sm">
                {name}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-xs font-medium tracking-wide text-muted uppercase">Next</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Next sources">
            {INTEGRATIONS_NEXT.map((id) => (
              <li key={id} className="inline-flex items-center gap-2 rounded-full border border-dashed border-border px-3 py-1 text-sm text-muted">
                {COMING_SOON[id].title} <ComingSoonBadge feature={id} className="px-1.5 text-[10px]" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

const TOOL_ICONS = [Mic, Users, Presentation, Database];
/** Illustrative scores shown on the demo card. */
const PITCH_SCORES: [string, number][] = [
  ['Clarity', 7.8],
  ['Story', 6.1],
  ['Ask', 4.5],
];
const BETA_ICONS = [Activity, Blocks, Cloud];

export function TryItNow() {
  return (
    <Section
      eyebrow="Try it now"
      title="Live demos and tools"
      intro="Every tool below is working software: open one and try it with your own pitch, investors or workspace."
    >
      <div className="grid gap-5 lg:grid-cols-3">
        <article className="flex flex-col rounded-2xl border border-border bg-gradient-to-br from-pink-500/10 via-surface to-surface p-7">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">Demo project</Badge>
            <ComingSoonTag to={paths.makeItShutUp} />
          </div>
          <h3 className="mt-4 text-xl font-semibold">Make It Shut Up</h3>
          <p className="mt-2 text-sm leading-6 text-muted">
            A pitch-analysis demo: give it your pitch and get blunt, structured feedback on what to cut, what to keep and
            what investors will ask.
          </p>
          <div aria-hidden className="mt-5 flex-1 space-y-2.5 rounded-xl border border-border bg-bg/60 p-4 text-xs">
            {PITCH_SCORES.map(([label, score]) => (
              <div key={label} className="flex items-center gap-3">
                <span className="w-16 text-muted">{label}</span>
                <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2">
                  <span className="block h-full rounded-full bg-gradient-to-r from-brand to-pink-400" style={{ width: `${score * 10}%` }} />
                </span>
                <span className="w-8 text-right tabular-nums text-fg">{score.toFixed(1)}</span>
              </div>
            ))}
            <p className="pt-1 text-muted">“Cut slide 4. Lead with the 3× retention number.”</p>
          </div>
          <Link to={paths.makeItShutUp} className={buttonVariants({ variant: 'secondary', className: 'mt-6 self-start' })}>
            Try Demo <ArrowRight />
          </Link>
        </article>

        <article className="flex flex-col rounded-2xl border border-border bg-surface/70 p-7">
          <Badge tone="neutral" className="self-start">
            For founders
          </Badge>
          <h3 className="mt-4 text-xl font-semibold">Julia, the founder assistant</h3>
          <ul className="mt-4 flex-1 space-y-1">
            {FOUNDER_TOOLS.map((tool, i) => {
              const Icon = TOOL_ICONS[i] ?? Mic;
              return (
                <li key={tool.to}>
                  <Link to={tool.to} className="group flex items-start gap-3 rounded-xl p-2 transition hover:bg-surface-2/70">
                    <Icon className="mt-0.5 size-4 shrink-0 text-brand-2" aria-hidden />
                    <span>
                      <span className="flex flex-wrap items-center gap-2 text-sm font-medium group-hover:text-fg">
                        {tool.title} <ComingSoonTag to={tool.to} />
                      </span>
                      <span className="block text-xs text-muted">{tool.text}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </article>

        <article className="flex flex-col rounded-2xl border border-border bg-surface/70 p-7">
          <Badge tone="neutral" className="self-start">
            Workspace
          </Badge>
          <h3 className="mt-4 text-xl font-semibold">Business OS</h3>
          <p className="mt-2 text-sm leading-6 text-muted">
            Speak, type or drop files into a shared canvas and get short AI business commentary as you work.
          </p>
          <Link to={paths.businessOs} className={buttonVariants({ variant: 'secondary', className: 'mt-5 self-start' })}>
            <LayoutDashboard /> Try Business OS
          </Link>
          <div className="mt-6 border-t border-border pt-4">
            <p className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted uppercase">
              <FlaskConical className="size-3.5" aria-hidden /> Beta
            </p>
            <ul className="mt-2 space-y-1">
              {BETA_LINKS.map((b, i) => {
                const Icon = BETA_ICONS[i] ?? Activity;
                return (
                  <li key={b.to}>
                    <Link
                      to={b.to}
                      title={b.text}
                      className="group flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm transition hover:bg-surface-2/70"
                    >
                      <Icon className="size-4 text-muted" aria-hidden />
                      <span className="font-medium">{b.title}</span>
                      <ComingSoonTag to={b.to} />
                      <ArrowRight className="ml-auto size-3.5 text-muted opacity-0 transition group-hover:opacity-100" aria-hidden />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </article>
      </div>
    </Section>
  );
}

const CONTACT_ICONS = { mail: Mail, web: Globe, code: CodeXml, work: BriefcaseBusiness, social: AtSign } as const;

export function ActivityFounderContact() {
  return (
    <Section eyebrow="Behind Mnemo" title="What we are working on" className="border-t border-border/60">
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[1.4fr_1fr]">
        <div className="min-w-0 rounded-2xl border border-border bg-surface/60 p-6">
          <h3 className="flex items-center gap-2 font-semibold">
            <Radio className="size-4 text-brand-2" aria-hidden /> Recent activity
          </h3>
          <ul className="mt-4 divide-y divide-border">
            {RECENT_ACTIVITY.map((item) => (
              <li key={item.title} className="py-4 first:pt-0 last:pb-0">
                <Badge tone={item.kind === 'Research' ? 'brand' : 'neutral'}>{item.kind}</Badge>
                <p className="mt-2 font-medium">{item.title}</p>
                <p className="mt-1 text-sm leading-6 text-muted">{item.text}</p>
                {'href' in item ? (
                  <ExternalLink href={item.href} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-2 hover:underline">
                    <FileText className="size-4" aria-hidden /> {item.linkLabel} <ArrowUpRight className="size-3.5" aria-hidden />
                  </ExternalLink>
                ) : (
                  <span className="mt-2 flex flex-wrap items-center gap-2">
                    <Link to={item.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-2 hover:underline">
                      {item.linkLabel} <ArrowRight className="size-3.5" aria-hidden />
                    </Link>
                    <ComingSoonTag to={item.to} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <article className="rounded-2xl border border-border bg-surface/60 p-6" aria-label="Founder">
            <div className="flex items-center gap-4">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand to-brand-2 text-lg font-bold text-white">
                {FOUNDER.initials}
              </span>
              <div>
                <h3 className="font-semibold">{FOUNDER.name}</h3>
                <p className="text-sm text-muted">{FOUNDER.role}</p>
              </div>
            </div>
            <p className="mt-4 text-sm leading-6 text-muted">{FOUNDER.bio}</p>
          </article>

          <article className="rounded-2xl border border-border bg-surface/60 p-6">
            <h3 className="font-semibold">Get in touch</h3>
            <ul className="mt-3 space-y-1">
              {CONTACTS.map((c) => {
                const Icon = CONTACT_ICONS[c.kind];
                const content = (
                  <>
                    <Icon className="size-4 shrink-0 text-brand-2" aria-hidden />
                    <span className="w-16 shrink-0 text-muted sm:w-20">{c.label}</span>
                    <span className="min-w-0 truncate">{c.value}</span>
                  </>
                );
                const cls = cn('flex items-center gap-3 rounded-lg px-2 py-2 text-sm transition hover:bg-surface-2/70');
                return (
                  <li key={c.label}>
                    {c.kind === 'mail' ? (
                      <a href={c.href} className={cls}>
                        {content}
                      </a>
                    ) : (
                      <ExternalLink href={c.href} className={cls}>
                        {content}
                      </ExternalLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </article>
        </div>
      </div>
    </Section>
  );
}

/** The lower half of the landing page, split into its own chunk: below the fold, loaded right after the first paint. */
export default function LandingMore() {
  return (
    <>
      <ComingSoon />
      <VisionAndIntegrations />
      <TryItNow />
      <ActivityFounderContact />
    </>
  );
}
