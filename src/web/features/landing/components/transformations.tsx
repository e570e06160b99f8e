import { ArrowRight, Camera, ChevronDown, MessagesSquare, Orbit } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../../ui/link';
import { WORKING } from '../../../lib/feature-status';
import { Section } from './section';

const CARDS = [
  {
    id: 'photos',
    icon: Camera,
    accent: 'text-cyan-300 bg-cyan-400/10 border-cyan-400/20',
    from: 'Photos',
    to: 'Objective Worlds',
    summary: 'Your camera roll becomes a place you can walk through, every photo pinned to where and when it happened.',
    points: [
      'Photos placed by the location and time they carry (a Google Takeout keeps both)',
      'A location history or GPS tracks add the places between the photos',
      'Walk your places on a map, narrowed to any period',
    ],
    result: 'A world of your places',
    sample: '/worlds/sample/map',
  },
  {
    id: 'messages',
    icon: MessagesSquare,
    accent: 'text-violet-300 bg-violet-400/10 border-violet-400/20',
    from: 'Messages',
    to: 'Social Worlds',
    summary: 'Years of chats become a living map of the people in your life and how you feel about them.',
    points: [
      'Relationships sized by how much you talk, and how that changed over time',
      'Emotional tone per person and per month, from the words you actually used',
      'Who connects to whom, from the chats you share',
    ],
    result: 'A world of your people',
    sample: '/worlds/sample/social',
  },
  {
    id: 'timelines',
    icon: Orbit,
    accent: 'text-pink-300 bg-pink-400/10 border-pink-400/20',
    from: 'Timelines',
    to: '4D Worlds',
    summary: 'Space plus time: scrub through the years and watch your world rearrange itself.',
    points: [
      'Every message, photo and place on one time axis, by day, week or month',
      'Brush a period and every other world shows that time; play it forward',
      '“On this day”: the same date in earlier years',
    ],
    result: 'A world that moves through time',
    sample: WORKING['4d-world'].sample,
  },
] as const;

/**
 * One card that shows its details on demand: the markup of Radix Collapsible (`data-state` on
 * the card, the content `hidden` and empty while closed, the trigger's aria-expanded and
 * aria-controls), without its library, which the landing's island would otherwise load (ADR 061).
 */
function Disclosure({ className, children }: { className: string; children: (parts: DisclosureParts) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className={className}>
      {children({
        content: (body) => (
          <div id={contentId} data-state={state} hidden={!open} className="mt-4 space-y-3 border-t border-border pt-4 text-sm">
            {open && body}
          </div>
        ),
        trigger: (label) => (
          <button
            type="button"
            aria-controls={contentId}
            aria-expanded={open}
            data-state={state}
            onClick={() => setOpen((o) => !o)}
            className="mt-4 inline-flex self-start cursor-pointer items-center gap-1.5 text-sm font-medium text-brand-2 hover:underline"
          >
            {label}
          </button>
        ),
      })}
    </div>
  );
}

interface DisclosureParts {
  content: (body: ReactNode) => ReactNode;
  trigger: (label: ReactNode) => ReactNode;
}

/** The three transformations, each expandable for the details. */
export function Transformations() {
  return (
    <Section
      id="worlds"
      eyebrow="What you can do today"
      title="Three ways your data becomes a world"
      intro="Import your data and all three are drawn for you, together. Each works now: try it on the sample world."
    >
      <div className="grid gap-5 lg:grid-cols-3">
        {CARDS.map(({ id, icon: Icon, accent, from, to, summary, points, result, sample }) => (
          <Disclosure
            key={id}
            className="group flex flex-col rounded-2xl border border-border bg-surface/70 p-6 transition hover:border-brand/40 data-[state=open]:border-brand/50"
          >
            {({ content, trigger }) => (
              <>
                <div className={`inline-flex size-11 items-center justify-center rounded-xl border ${accent}`}>
                  <Icon className="size-5" aria-hidden />
                </div>
                <h3 className="mt-5 text-xl font-semibold">
                  {from} <span className="text-muted">→</span> {to}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted">{summary}</p>
                <Link to={sample} className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-medium text-fg hover:underline">
                  Try it on the sample <span className="sr-only">: {to}</span> <ArrowRight className="size-4" aria-hidden />
                </Link>
                {content(
                  <>
                    <ul className="space-y-2">
                      {points.map((p) => (
                        <li key={p} className="flex gap-2">
                          <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-2" aria-hidden />
                          <span>{p}</span>
                        </li>
                      ))}
                    </ul>
                    <p className="text-muted">
                      You get: <span className="font-medium text-fg">{result}</span>
                    </p>
                  </>,
                )}
                {trigger(
                  <>
                    <span className="group-data-[state=open]:hidden">Show details</span>
                    <span className="hidden group-data-[state=open]:inline">Hide details</span>
                    <span className="sr-only">
                      : {from} to {to}
                    </span>
                    <ChevronDown className="size-4 transition group-data-[state=open]:rotate-180" aria-hidden />
                  </>,
                )}
              </>
            )}
          </Disclosure>
        ))}
      </div>
    </Section>
  );
}
