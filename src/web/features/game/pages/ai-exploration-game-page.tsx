/**
 * /ai-exploration-game: the AI Explorer Game. A small island generated from a data world —
 * the player's own when signed in with places, the synthetic sample world otherwise (the
 * page says which) — to walk with the keyboard (arrows/WASD, Enter/Space), an on-screen pad
 * or a tap on the map. Memories found are kept in the journal with the guide's narration;
 * progress is saved (on the account when signed in, in this browser when not). The lists of
 * places and memories play the whole game without the canvas.
 */
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, BookOpen, Camera, Hand, MapPin, MessageCircle, RotateCcw, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GameWorldSchema, isWalkable, type GameLevel, type GameMemory, type GamePoint, type GameWorld } from '../../../../contract/game';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { loginPathFor } from '../../../lib/require-auth';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { PageFrame } from '../../../ui/page-frame';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import { useGameLevel, useGameProgress } from '../api';
import { EncounterPanel, formatDay } from '../components/encounter-panel';
import { GameCanvas } from '../components/game-canvas';
import { describeWay, findPath, KEY_DIRECTIONS, locationNear, reachable, STEPS, thingAt, type Direction, type Thing } from '../game-logic';

const TITLE = 'AI Explorer Game';

export default function AiExplorationGamePage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const asked = GameWorldSchema.safeParse(search.get('world'));
  const world: GameWorld | null = asked.success ? asked.data : null;
  const level = useGameLevel(user ? world : world === 'own' ? 'own' : 'sample', user?.id ?? null, !userLoading);
  const signedIn = Boolean(user);

  return (
    <PageFrame
      actions={
        signedIn ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.worlds}>Your worlds</Link>
          </Button>
        ) : (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link to={loginPathFor({ pathname: paths.aiExplorationGame })}>Sign in</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.onboarding}>Build your own world</Link>
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <div className="mb-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <Link to={paths.examples} className="hover:text-fg">
                Examples
              </Link>
              {level.data &&
                (level.data.world === 'sample' ? <Badge tone="brand">Sample world · synthetic data</Badge> : <Badge tone="success">Your world</Badge>)}
            </div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
            <p className="mt-2 max-w-2xl text-muted">
              Walk an island made from a data world: its places are the landmarks, the people you were there with wait for you, and every photo and message is a
              memory to find. An AI guide tells the story of each discovery.
            </p>
          </div>
          {signedIn && (
            <div role="group" aria-label="World to play" className="flex rounded-lg border border-border p-0.5 text-sm">
              {(['own', 'sample'] as const).map((w) => {
                const active = level.data?.world === w;
                return (
                  <button
                    key={w}
                    type="button"
                    aria-pressed={active}
                    onClick={() => setSearch(w === 'own' ? { world: 'own' } : { world: 'sample' }, { replace: true })}
                    className={cn('rounded-md px-3 py-1.5 font-medium text-muted transition hover:text-fg', active && 'bg-brand text-white hover:text-white')}
                  >
                    {w === 'own' ? 'Your world' : 'Sample world'}
                  </button>
                );
              })}
            </div>
          )}
        </header>

        {level.isPending ? (
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner label="Building your island…" />
          </div>
        ) : level.isError ? (
          <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
            {errorMessage(level.error, 'The game could not be loaded. Please try again.')}
            <Button size="sm" variant="secondary" className="ml-3" onClick={() => void level.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Game key={`${level.data.world}:${user?.id ?? 'guest'}`} level={level.data} signedIn={signedIn} />
        )}
      </div>
    </PageFrame>
  );
}

function Game({ level, signedIn }: { level: GameLevel; signedIn: boolean }) {
  const world = level.world;
  const { progress, save, saveError, reset, resetting } = useGameProgress(world, signedIn, true);
  const [position, setPosition] = useState<GamePoint>(level.start);
  const [facing, setFacing] = useState<Direction>('down');
  const [discovered, setDiscovered] = useState<string[]>([]);
  const [encounter, setEncounter] = useState<Thing | null>(null);
  const [status, setStatus] = useState('');
  const [ready, setReady] = useState(false);
  const [path, setPath] = useState<GamePoint[]>([]);
  const [confirmReset, setConfirmReset] = useState(false);
  const [saved, setSaved] = useState<'idle' | 'pending' | 'saved'>('idle');
  const region = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [banner, setBanner] = useState<GameMemory | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), 4000);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const memoryIds = useMemo(() => new Set(level.memories.map((m) => m.id)), [level]);
  const found = useMemo(() => new Set(discovered), [discovered]);
  const foundHere = discovered.filter((id) => memoryIds.has(id));
  const locationOf = useCallback((id: string) => level.locations.find((l) => l.id === id), [level]);

  // Restore the saved game once it is read.
  useEffect(() => {
    if (ready || !progress) return;
    setDiscovered(progress.discovered);
    const p = progress.position;
    const start = p && isWalkable(level, p) ? p : level.start;
    setPosition(start);
    const here = locationNear(level, start);
    setStatus(here ? `You are at ${here.label}.` : 'You are on the island.');
    setReady(true);
  }, [progress, ready, level]);

  // Ready to play at once: the map takes the keys (without scrolling the page to it).
  useEffect(() => {
    if (ready) region.current?.focus({ preventScroll: true });
  }, [ready]);

  // Save: a discovery or a step, a moment after the last one.
  const firstSave = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    setSaved('pending');
    const timer = window.setTimeout(() => {
      save({ discovered, position });
      setSaved('saved');
    }, 400);
    return () => window.clearTimeout(timer);
  }, [discovered, position, ready, save]);

  const discover = useCallback(
    (m: GameMemory) => {
      const place = locationOf(m.locationId);
      setEncounter({ kind: 'memory', memory: m });
      if (!found.has(m.id)) {
        setDiscovered((d) => (d.includes(m.id) ? d : [...d, m.id]));
        setBanner(m);
        setStatus(`Memory found at ${place?.label ?? 'this place'}: ${m.kind === 'photo' ? `the photo ${m.title}` : `a message from ${m.title}`}.`);
      } else setStatus(`You read again: ${m.title}.`);
    },
    [found, locationOf],
  );

  const arrive = useCallback(
    (p: GamePoint) => {
      const thing = thingAt(level, p);
      if (thing?.kind === 'memory') discover(thing.memory);
      else if (thing?.kind === 'character') {
        setEncounter(thing);
        setStatus(`You meet ${thing.character.name}.${thing.character.line ? ` “${thing.character.line}”` : ''}`);
      } else if (thing?.kind === 'location') {
        setEncounter(thing);
        const left = level.memories.filter((m) => m.locationId === thing.location.id && !found.has(m.id)).length;
        setStatus(`You are at ${thing.location.label}. ${left ? `${left} memor${left === 1 ? 'y' : 'ies'} still to find here.` : 'Every memory here is found.'}`);
      } else {
        const near = locationNear(level, p);
        const next = near && level.memories.find((m) => m.locationId === near.id && !found.has(m.id));
        setStatus(near ? `Near ${near.label}.${next ? ` A memory glows ${describeWay(p, next)}.` : ''}` : 'On the road.');
      }
    },
    [level, discover, found],
  );

  const step = useCallback(
    (d: Direction) => {
      setFacing(d);
      const next = { x: position.x + STEPS[d].x, y: position.y + STEPS[d].y };
      if (!isWalkable(level, next)) {
        setStatus(next.x < 3 || next.y < 3 || next.x >= level.width - 3 || next.y >= level.height - 3 ? 'The sea: you cannot go further.' : 'A tree is in the way.');
        return;
      }
      setPosition(next);
      arrive(next);
    },
    [position, level, arrive],
  );

  const interact = useCallback(() => {
    const thing = reachable(level, position);
    if (!thing) {
      setStatus('Nothing to look at here. Walk to a glowing shard, a person or a pin.');
      return;
    }
    if (thing.kind === 'memory') discover(thing.memory);
    else {
      setEncounter(thing);
      setStatus(thing.kind === 'character' ? `You talk to ${thing.character.name}.` : `You look around ${thing.location.label}.`);
    }
  }, [level, position, discover]);

  // Tap-to-walk: one tile per tick along the path.
  useEffect(() => {
    if (!path.length) return;
    const timer = window.setTimeout(() => {
      const [next, ...rest] = path;
      const d: Direction = next!.x > position.x ? 'right' : next!.x < position.x ? 'left' : next!.y > position.y ? 'down' : 'up';
      setFacing(d);
      setPosition(next!);
      arrive(next!);
      setPath(rest);
    }, 110);
    return () => window.clearTimeout(timer);
  }, [path, position, arrive]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.target !== e.currentTarget && (e.target as HTMLElement).closest('button, a, input')) return;
    const d = KEY_DIRECTIONS[e.key];
    if (d) {
      e.preventDefault();
      setPath([]);
      step(d);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      interact();
    } else if (e.key === 'Escape') setEncounter(null);
  };

  const walkTo = (p: GamePoint) => {
    region.current?.focus({ preventScroll: true });
    const route = findPath(level, position, p);
    if (!route) setStatus('You cannot walk there.');
    else if (!route.length) interact();
    else setPath(route);
  };

  const travel = (id: string) => {
    const l = locationOf(id);
    if (!l) return;
    setPath([]);
    setPosition({ x: l.x, y: l.y });
    setEncounter({ kind: 'location', location: l });
    const left = level.memories.filter((m) => m.locationId === l.id && !found.has(m.id)).length;
    setStatus(`You travel to ${l.label}. ${left ? `${left} memor${left === 1 ? 'y' : 'ies'} to find here.` : 'Every memory here is found.'}`);
  };

  const doReset = async () => {
    await reset();
    setConfirmReset(false);
    setDiscovered([]);
    setPosition(level.start);
    setEncounter(null);
    setPath([]);
    setStatus('A new game: every memory is waiting again.');
  };

  if (!ready) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label="Loading your progress…" />
      </div>
    );
  }

  const total = level.memories.length;
  const journal = [...discovered]
    .reverse()
    .map((id) => level.memories.find((m) => m.id === id))
    .filter((m): m is GameMemory => Boolean(m));
  const here = locationNear(level, position);

  return (
    <div className="flex flex-col gap-5">
      {level.notice && (
        <p role="note" className="rounded-xl border border-brand/30 bg-brand/10 px-4 py-3 text-sm">
          {level.notice}{' '}
          <Link to={paths.onboarding} className="font-medium text-brand-2 hover:underline">
            Import your data
          </Link>
        </p>
      )}
      {level.world === 'own' && !level.locations.length && (
        <div className="rounded-xl border border-border bg-surface/80 p-6 text-sm">
          <p className="font-medium">Your world has no places yet.</p>
          <p className="mt-1 text-muted">Import photos with a location or a Google location history, and they become the landmarks of your island.</p>
          <div className="mt-3 flex gap-2">
            <Button asChild size="sm">
              <Link to={paths.onboarding}>Import your data</Link>
            </Button>
            <Button asChild size="sm" variant="secondary">
              <Link to={`${paths.aiExplorationGame}?world=sample`}>Play the sample world</Link>
            </Button>
          </div>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-border bg-surface/60 px-4 py-3 text-sm">
        <div className="flex min-w-48 flex-1 items-center gap-3">
          <span className="whitespace-nowrap font-medium" data-testid="found-count">
            {foundHere.length} of {total} memories found
          </span>
          <ProgressBar value={total ? (foundHere.length / total) * 100 : 0} label="Memories found" className="max-w-64" />
        </div>
        <span className="text-muted">
          {level.locations.length} places · {new Set(level.characters.map((c) => c.name)).size} people
        </span>
        <span className="text-muted" data-testid="save-state">
          {saveError
            ? `Not saved: ${errorMessage(saveError, 'the server did not answer')}`
            : saved === 'pending'
              ? 'Saving…'
              : signedIn
                ? 'Progress saved to your account'
                : 'Progress saved in this browser'}
        </span>
        {confirmReset ? (
          <span className="flex items-center gap-2">
            <span>Forget every memory found?</span>
            <Button size="sm" variant="danger" onClick={() => void doReset()} disabled={resetting}>
              Reset game
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmReset(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirmReset(true)}>
            <RotateCcw aria-hidden /> Reset
          </Button>
        )}
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <div
            ref={region}
            tabIndex={0}
            role="application"
            aria-roledescription="game"
            aria-label={`${TITLE}: arrow keys or W A S D walk, Enter or Space looks at what is next to you`}
            onKeyDown={onKeyDown}
            className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-2"
            data-testid="game-region"
          >
            <GameCanvas
              level={level}
              position={position}
              facing={facing}
              discovered={found}
              onTileClick={walkTo}
              overlay={
                banner && (
                  <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center px-3">
                    <div className="pointer-events-auto flex max-w-full items-center gap-3 rounded-full border border-brand/50 bg-[#151528]/95 py-1.5 pl-4 pr-1.5 text-sm shadow-lg shadow-black/40">
                      <Sparkles className="size-4 shrink-0 text-amber-300" aria-hidden />
                      <span className="truncate">
                        <span className="text-muted">Memory found: </span>
                        {banner.title}
                      </span>
                      <Button
                        size="sm"
                        variant="secondary"
                        className="h-7 rounded-full lg:hidden"
                        onClick={() => panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
                      >
                        Read
                      </Button>
                    </div>
                  </div>
                )
              }
              label={`Map of ${level.locations.length} places${here ? `; you are at ${here.label}` : ''}`}
            />
          </div>
          <p aria-live="polite" className="min-h-5 text-sm" data-testid="game-status">
            {status}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="hidden text-xs text-muted sm:block">
              <kbd className="rounded border border-border px-1">←↑→↓</kbd> or <kbd className="rounded border border-border px-1">WASD</kbd> to walk,{' '}
              <kbd className="rounded border border-border px-1">Enter</kbd> to look. Tap the map to walk there.
            </p>
            <DPad onStep={(d) => { setPath([]); step(d); }} onInteract={interact} />
          </div>
        </div>
        <aside ref={panel} className="flex min-w-0 scroll-mt-4 flex-col gap-4 lg:self-start">
          <EncounterPanel world={world} level={level} thing={encounter} discovered={found} onPickUp={discover} />
        </aside>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="journal-title" className="rounded-2xl border border-border bg-surface/60 p-5">
          <h2 id="journal-title" className="flex items-center gap-2 text-lg font-semibold">
            <BookOpen className="size-5 text-brand-2" aria-hidden /> Journal
          </h2>
          {journal.length ? (
            <ol className="mt-3 flex max-h-96 flex-col gap-2 overflow-y-auto pr-1" data-testid="journal">
              {journal.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => setEncounter({ kind: 'memory', memory: m })}
                    className="flex w-full items-start gap-3 rounded-lg bg-surface-2/70 px-3 py-2 text-left text-sm hover:bg-surface-2"
                  >
                    {m.kind === 'photo' ? <Camera className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden /> : <MessageCircle className="mt-0.5 size-4 shrink-0 text-pink-300" aria-hidden />}
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{m.title}</span>
                      <span className="block text-xs text-muted">
                        {locationOf(m.locationId)?.label} · {formatDay(m.at)}
                      </span>
                      {m.text && <span className="mt-1 block break-words text-muted">“{m.text}”</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-muted">Memories you find are kept here, newest first.</p>
          )}
        </section>

        <section aria-labelledby="places-title" className="rounded-2xl border border-border bg-surface/60 p-5">
          <h2 id="places-title" className="flex items-center gap-2 text-lg font-semibold">
            <MapPin className="size-5 text-brand-2" aria-hidden /> Places
          </h2>
          {level.locations.length ? (
            <ul className="mt-3 flex max-h-96 flex-col gap-1.5 overflow-y-auto pr-1">
              {level.locations.map((l) => {
                const mems = level.memories.filter((m) => m.locationId === l.id);
                const got = mems.filter((m) => found.has(m.id)).length;
                return (
                  <li key={l.id} className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-surface-2/60">
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{l.label}</span>
                      <span className="block text-xs text-muted">
                        {got} of {mems.length} memories found{l.people.length ? ` · ${l.people.join(', ')}` : ''}
                      </span>
                    </span>
                    <Button size="sm" variant="secondary" onClick={() => travel(l.id)} aria-label={`Travel to ${l.label}`}>
                      Travel
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">No places on this island yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}

function DPad({ onStep, onInteract }: { onStep: (d: Direction) => void; onInteract: () => void }) {
  // Held down, an arrow keeps walking (the latest onStep: it moves from the current tile).
  const latest = useRef(onStep);
  latest.current = onStep;
  const timer = useRef<number | null>(null);
  const stop = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const hold = (d: Direction) => ({
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0) return;
      stop();
      latest.current(d);
      timer.current = window.setInterval(() => latest.current(d), 170);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // A keyboard press (Enter/Space on the button) has no pointer: one step.
    onClick: (e: React.MouseEvent) => {
      if (e.detail === 0) latest.current(d);
    },
  });
  const btn = 'flex size-12 select-none items-center justify-center rounded-xl border border-border bg-surface-2 text-fg active:bg-brand active:text-white touch-none';
  return (
    <div className="ml-auto grid grid-cols-3 grid-rows-3 gap-1" role="group" aria-label="Controls">
      <span />
      <button type="button" className={btn} aria-label="Walk up" {...hold('up')}>
        <ArrowUp className="size-5" aria-hidden />
      </button>
      <span />
      <button type="button" className={btn} aria-label="Walk left" {...hold('left')}>
        <ArrowLeft className="size-5" aria-hidden />
      </button>
      <button type="button" className={cn(btn, 'border-brand/50 bg-brand/20')} aria-label="Look" onClick={onInteract}>
        <Hand className="size-5" aria-hidden />
      </button>
      <button type="button" className={btn} aria-label="Walk right" {...hold('right')}>
        <ArrowRight className="size-5" aria-hidden />
      </button>
      <span />
      <button type="button" className={btn} aria-label="Walk down" {...hold('down')}>
        <ArrowDown className="size-5" aria-hidden />
      </button>
      <span />
    </div>
  );
}
