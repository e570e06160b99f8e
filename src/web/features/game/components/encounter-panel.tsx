/**
 * What the player has just met: a memory (the photo or message, and the AI guide's
 * narration of the place it was found at, with the engine that wrote it), a character
 * (what they said there) or a location (its memories, each one can be picked up from here:
 * the keyboard and screen-reader path through the game).
 */
import { Camera, MapPin, MessageCircle, Sparkles, UserRound } from 'lucide-react';
import type { GameLevel, GameMemory, GameWorld } from '../../../../contract/game';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { Spinner } from '../../../ui/spinner';
import { thumbnailUrl, usePlaceNarration } from '../api';
import type { Thing } from '../game-logic';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDay = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : '');

type Props = {
  world: GameWorld;
  level: GameLevel;
  thing: Thing | null;
  discovered: ReadonlySet<string>;
  onPickUp: (m: GameMemory) => void;
};

export function EncounterPanel({ world, level, thing, discovered, onPickUp }: Props) {
  if (!thing) {
    return (
      <div className="flex flex-col justify-center gap-2 rounded-2xl border border-dashed border-border p-6 text-sm text-muted">
        <p className="font-medium text-fg">Walk to a glowing shard to find a memory.</p>
        <p>Amber shards are photos, pink ones messages. Meet the people standing at a place, or stand on its pin to see what is there.</p>
      </div>
    );
  }
  if (thing.kind === 'memory') return <MemoryCard world={world} level={level} memory={thing.memory} />;
  if (thing.kind === 'character') {
    const c = thing.character;
    const place = level.locations.find((l) => l.id === c.locationId);
    return (
      <section aria-labelledby="encounter-title" className="rounded-2xl border border-border bg-surface/80 p-5">
        <p className="mb-1 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
          <UserRound className="size-3.5" aria-hidden /> Someone you were here with
        </p>
        <h2 id="encounter-title" className="text-xl font-semibold">
          {c.name}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {c.messages.toLocaleString('en-US')} message{c.messages === 1 ? '' : 's'} from {c.name.split(' ')[0]} connected to {place?.label ?? 'this place'}.
        </p>
        {c.line ? (
          <blockquote className="mt-3 rounded-xl bg-surface-2 p-3 text-sm italic">“{c.line}”</blockquote>
        ) : (
          <p className="mt-3 text-sm text-muted">What they wrote is hidden in this world.</p>
        )}
      </section>
    );
  }
  const l = thing.location;
  const here = level.memories.filter((m) => m.locationId === l.id);
  return (
    <section aria-labelledby="encounter-title" className="rounded-2xl border border-border bg-surface/80 p-5">
      <p className="mb-1 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
        <MapPin className="size-3.5" aria-hidden /> Place
      </p>
      <h2 id="encounter-title" className="text-xl font-semibold break-words">
        {l.label}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {l.count.toLocaleString('en-US')} visits, photos and shares
        {l.firstAt && `, ${formatDay(l.firstAt) === formatDay(l.lastAt) ? `on ${formatDay(l.firstAt)}` : `from ${formatDay(l.firstAt)} to ${formatDay(l.lastAt)}`}`}.
        {l.people.length > 0 && ` Here with you: ${l.people.join(' and ')}.`}
      </p>
      {here.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={`Memories at ${l.label}`}>
          {here.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                {m.kind === 'photo' ? <Camera className="size-4 shrink-0 text-amber-300" aria-hidden /> : <MessageCircle className="size-4 shrink-0 text-pink-300" aria-hidden />}
                <span className="truncate">{discovered.has(m.id) ? m.title : `A ${m.kind} from ${formatDay(m.at)}`}</span>
              </span>
              <Button size="sm" variant={discovered.has(m.id) ? 'ghost' : 'secondary'} onClick={() => onPickUp(m)}>
                {discovered.has(m.id) ? 'Read again' : 'Pick up'}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">No photos or messages were found here.</p>
      )}
    </section>
  );
}

function MemoryCard({ world, level, memory }: { world: GameWorld; level: GameLevel; memory: GameMemory }) {
  const place = level.locations.find((l) => l.id === memory.locationId);
  const narration = usePlaceNarration(world, memory.locationId);
  return (
    <section aria-labelledby="encounter-title" className="rounded-2xl border border-brand/40 bg-surface/80 p-5 shadow-lg shadow-brand/10" data-testid="memory-card">
      <p className="mb-1 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
        {memory.kind === 'photo' ? <Camera className="size-3.5 text-amber-300" aria-hidden /> : <MessageCircle className="size-3.5 text-pink-300" aria-hidden />}
        Memory found · {place?.label}
      </p>
      <h2 id="encounter-title" className="text-lg font-semibold break-words">
        {memory.title}
      </h2>
      <p className="text-sm text-muted">{formatDay(memory.at)}</p>
      {memory.kind === 'photo' && memory.photoId ? (
        <img
          src={thumbnailUrl(world, memory.photoId)}
          alt={`Photo ${memory.title}, taken at ${place?.label ?? 'this place'} on ${formatDay(memory.at)}`}
          className="mt-3 aspect-[4/3] w-full rounded-xl bg-surface-2 object-cover"
        />
      ) : memory.text ? (
        <blockquote className="mt-3 rounded-xl bg-surface-2 p-3 text-sm">“{memory.text}”</blockquote>
      ) : (
        <p className="mt-3 rounded-xl bg-surface-2 p-3 text-sm text-muted">The text of this message is hidden in this world.</p>
      )}
      <div className="mt-4 border-t border-border pt-3" aria-live="polite">
        <p className="mb-1 flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
          <Sparkles className="size-3.5 text-brand-2" aria-hidden /> Your guide
        </p>
        {narration.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" /> The guide is remembering {place?.label}…
          </p>
        ) : narration.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(narration.error, 'The guide could not tell this story right now.')}
          </p>
        ) : (
          <div data-testid="narration">
            <p className="text-sm leading-relaxed">{narration.data.text}</p>
            <EngineBadge label={narration.data.meta.engineLabel} className="mt-2" />
          </div>
        )}
      </div>
    </section>
  );
}
