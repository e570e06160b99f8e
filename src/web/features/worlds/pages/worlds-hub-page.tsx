/**
 * /worlds (and /worlds/sample): a card per world with its counts, leading into it; on your
 * own world, "Which of these is you?" while the owner is unsure, and the world settings.
 */
import { Link } from 'react-router';
import { WORLD_KINDS, WORLD_LABELS, type WorldKind, type WorldSummary } from '../../../../contract/worlds';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { AskButton } from '../ask/ask-button';
import { WorldThumbnail } from '../components/hub-thumbnails';
import { OwnerQuestion } from '../components/owner-question';
import { WorldSettingsPanel } from '../components/world-settings-panel';
import { WorldShell } from '../components/world-shell';
import { periodSearch, useWorldPeriod } from '../period';
import { useWorldSource, worldPath } from '../world-source';

const NUMBER = new Intl.NumberFormat();

const BLURB: Record<WorldKind, string> = {
  social: 'Everyone you talk to, sized by how much and coloured by how it feels.',
  network: 'Who talks to whom: your circles and the people who join them.',
  map: 'Every place from your photos, shared locations and visits.',
  timeline: 'All of it on one time line: pick a period and every world follows.',
};

/** "1 place", "2 places". */
const n = (count: number, one: string, many: string) => `${NUMBER.format(count)} ${count === 1 ? one : many}`;

function counts(world: WorldKind, s: WorldSummary): string {
  switch (world) {
    case 'social':
      return `${n(s.people, 'person', 'people')} · ${n(s.messages, 'message', 'messages')}`;
    case 'network':
      return n(s.people, 'person', 'people');
    case 'map':
      return `${n(s.places, 'place', 'places')} · ${n(s.photos, 'photo', 'photos')}`;
    case 'timeline':
      return n(s.shown, 'data point', 'data points');
  }
}

export default function WorldsHubPage() {
  const [period] = useWorldPeriod();
  const sample = useWorldSource().kind === 'sample';
  return (
    <WorldShell
      world={null}
      title={sample ? 'The sample world' : 'Your worlds'}
      description={
        sample
          ? 'Sam and a made-up group of friends over two years: chats, a group chat, trips, photos and places. Synthetic data, on the Pro plan, so every world (the 3D social view included) shows all of it.'
          : 'Walk your relationships, places and time, drawn from your own data.'
      }
    >
      {(summary, source) => (
        <>
          {source.kind === 'own' && <OwnerQuestion />}
          {source.kind !== 'share' && <AskButton source={source} look="box" />}
          <div className="grid gap-4 sm:grid-cols-2">
            {WORLD_KINDS.map((k) => (
              <Link key={k} to={worldPath(source, k, periodSearch(period))} className="group rounded-2xl focus-visible:outline-2 focus-visible:outline-brand">
                <Card className="h-full transition group-hover:border-brand/60">
                  <div className="mb-4">
                    <WorldThumbnail world={k} source={source} period={period} />
                  </div>
                  <CardTitle>{WORLD_LABELS[k]}</CardTitle>
                  <CardDescription className="mt-1">{BLURB[k]}</CardDescription>
                  <p className="mt-4 text-sm font-medium text-fg">{counts(k, summary)}</p>
                </Card>
              </Link>
            ))}
          </div>
          {source.kind === 'own' && <WorldSettingsPanel />}
        </>
      )}
    </WorldShell>
  );
}
