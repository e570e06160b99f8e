/**
 * /worlds/social (and /worlds/sample/social): the Social & Emotional World. Everyone you
 * talk with around you in 2D (3D on Pro), a legend, the counts of the period, and the list
 * of everyone; a person opens their relationship page.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Box, Lock } from 'lucide-react';
import type { WorldSummary } from '../../../../contract/worlds';
import { WORLD_LABELS } from '../../../../contract/worlds';
import { WorldShell } from '../components/world-shell';
import { IdentityInbox } from '../components/identity-inbox';
import type { SocialPerson } from '../../../../contract/worlds-social';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useWorldData } from '../api';
import { describePeriod, hasPeriod, periodSearch, useWorldPeriod } from '../period';
import { useWorldPng, useWorldSelection } from '../world-context';
import { personPath, type WorldSource } from '../world-source';
import { count, formatDay, hasWebGL, moodColor, moodLabel, plural, svgToPng, trendLabel } from '../components/social-format';
import { MAX_BODIES, SocialOrbit, type SocialOrbitHandle } from '../components/social-orbit';

const Social3D = lazy(() => import('../components/social-3d'));

export const PRO_3D_NOTE = 'The 3D view is part of Pro: Basic worlds are drawn in 2D. Pro World shows 2D and 3D, up to 10,000 data points.';

export default function SocialWorldPage() {
  return (
    <WorldShell
      world="social"
      title={WORLD_LABELS.social}
      description="Everyone you talk with, around you: bigger bodies wrote more, colour is the mood of their messages, and the closer to the centre, the more recently and often you talk."
    >
      {(summary, source) => (
        <>
          <SocialWorld summary={summary} source={source} />
          <IdentityInbox source={source} />
        </>
      )}
    </WorldShell>
  );
}

function SocialWorld({ summary, source }: { summary: WorldSummary; source: WorldSource }) {
  const [period] = useWorldPeriod();
  const search = periodSearch(period);
  const navigate = useNavigate();
  const [, setSelection] = useWorldSelection();
  const people = useWorldData(source, 'people', { period });
  const [mode, setMode] = useState<'2d' | '3d'>('2d');
  const orbit = useRef<SocialOrbitHandle>(null);
  const pro = summary.plan === 'pro';

  const png = useCallback(async () => {
    const svg = orbit.current?.svg;
    if (!svg) throw new Error('The Social world is not drawn yet.');
    return svgToPng(svg);
  }, []);
  useWorldPng(mode === '2d' ? png : null);

  const hrefOf = useCallback((p: SocialPerson) => personPath(source, p.id, search), [source, search]);
  const open = useCallback(
    (p: SocialPerson) => {
      setSelection({ kind: 'person', id: p.id, label: p.name });
      const to = personPath(source, p.id, search);
      if (to) navigate(to);
    },
    [navigate, search, setSelection, source],
  );
  const hover = useCallback((p: SocialPerson | null) => setSelection(p ? { kind: 'person', id: p.id, label: p.name } : { kind: 'world', world: 'social' }), [setSelection]);

  if (people.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (people.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
        {errorMessage(people.error, 'The people of this world could not be loaded.')}
      </div>
    );
  }
  const list = people.data.people;
  const others = list.filter((p) => !p.isSelf);
  const messages = list.reduce((t, p) => t + p.messageCount, 0);
  if (!others.length) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-10 text-center">
        <h2 className="text-xl font-semibold">No one to show{hasPeriod(period) ? ' in this period' : ' yet'}</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">
          {hasPeriod(period)
            ? `No one wrote between ${describePeriod(period)}. Clear the period to see everyone.`
            : 'The Social world is drawn from chats: import a chat export (WhatsApp, Telegram, Discord, Messenger, Instagram, Signal or iMessage) to see the people in them.'}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
      <section aria-labelledby="social-world-title" className="min-w-0">
        <h2 id="social-world-title" className="sr-only">
          The world
        </h2>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" data-testid="social-counts">
            <strong className="text-fg">{plural(others.length, 'person', 'people')}</strong> · {plural(messages, 'message')}
            {hasPeriod(period) ? ` · ${describePeriod(period)}` : ''}
            {others.length > MAX_BODIES ? ` · the ${MAX_BODIES} closest drawn` : ''}
          </p>
          <div role="group" aria-label="View" className="flex items-center gap-1 rounded-lg border border-border p-1">
            <Button type="button" size="sm" variant={mode === '2d' ? 'primary' : 'ghost'} aria-pressed={mode === '2d'} onClick={() => setMode('2d')}>
              2D
            </Button>
            <Button
              type="button"
              size="sm"
              variant={mode === '3d' ? 'primary' : 'ghost'}
              aria-pressed={mode === '3d'}
              disabled={!pro}
              aria-describedby={pro ? undefined : 'social-3d-note'}
              onClick={() => setMode('3d')}
            >
              {pro ? <Box /> : <Lock />} 3D
            </Button>
          </div>
        </div>
        {!pro && (
          <p id="social-3d-note" role="note" className="mb-3 flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden /> {PRO_3D_NOTE}
          </p>
        )}
        {mode === '3d' && pro ? (
          hasWebGL() ? (
            <Suspense
              fallback={
                <div className="flex aspect-square items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <Social3D people={list} onOpen={open} onHover={hover} />
            </Suspense>
          ) : (
            <p role="alert" className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
              This browser cannot draw WebGL, which the 3D view needs. The 2D view shows the same world.
            </p>
          )
        ) : (
          <SocialOrbit ref={orbit} people={list} hrefOf={hrefOf} onOpen={open} onHover={hover} />
        )}
      </section>

      <aside className="flex flex-col gap-6" aria-label="Legend and people">
        <Legend />
        <section aria-labelledby="social-people-title">
          <h2 id="social-people-title" className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            Closest people
          </h2>
          <ol className="flex max-h-[420px] flex-col gap-1 overflow-y-auto pr-1" aria-label="People by messages">
            {others.slice(0, 50).map((p) => {
              const to = personPath(source, p.id, search);
              const inner = (
                <>
                  <span aria-hidden className="inline-block size-3 shrink-0 rounded-full" style={{ background: moodColor(p.sentiment) }} />
                  <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
                  <span className="shrink-0 text-xs text-muted">{plural(p.messageCount, 'message')}</span>
                </>
              );
              return (
                <li key={p.id}>
                  {to ? (
                    <Link
                      to={to}
                      onClick={() => setSelection({ kind: 'person', id: p.id, label: p.name })}
                      className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2"
                      title={`Last message ${formatDay(p.lastAt)}, mood ${moodLabel(p.sentiment)}, ${trendLabel(p.trend)}`}
                    >
                      {inner}
                    </Link>
                  ) : (
                    <span className="flex items-center gap-2 px-2 py-1.5 text-sm">{inner}</span>
                  )}
                </li>
              );
            })}
          </ol>
          {others.length > 50 && <p className="mt-2 text-xs text-muted">and {count(others.length - 50)} more</p>}
        </section>
      </aside>
    </div>
  );
}

function Legend() {
  return (
    <section aria-labelledby="social-legend-title" className="rounded-2xl border border-border bg-surface/80 p-4 text-sm">
      <h2 id="social-legend-title" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        Legend
      </h2>
      <dl className="flex flex-col gap-3">
        <div>
          <dt className="font-medium">Colour: mood of their messages</dt>
          <dd className="mt-1.5">
            <div aria-hidden className="h-2.5 rounded-full" style={{ background: `linear-gradient(90deg, ${moodColor(-0.5)}, ${moodColor(0)}, ${moodColor(0.5)})` }} />
            <div className="mt-1 flex justify-between text-xs text-muted">
              <span>upset</span>
              <span>neutral</span>
              <span>cheerful</span>
            </div>
          </dd>
        </div>
        <div>
          <dt className="font-medium">Size: messages they wrote</dt>
          <dd className="mt-1.5 flex items-end gap-2" aria-hidden>
            {[6, 10, 15].map((r) => (
              <span key={r} className="inline-block rounded-full bg-muted" style={{ width: r * 2, height: r * 2 }} />
            ))}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Distance: how recently and often you talk</dt>
          <dd className="text-muted">Closer to you: more messages, and more of them in the last 90 days.</dd>
        </div>
      </dl>
    </section>
  );
}
