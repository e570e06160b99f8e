/**
 * Beside the map: one place opened (its photos as thumbnails, then the messages sent from
 * or about it, in time order), the places of an opened cluster, or the most visited places.
 * Every place is a button, so the map is walkable from the keyboard and a screen reader.
 * A place reads by its name (the user's, its label, its city: "Kyoto, Japan"); on one's own
 * world the opened place can be renamed in place ("Home"), and the name sticks to the spot.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, Check, MapPin, MessageCircle, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import type { PlaceDetail, PlacesResponse } from '../../../../contract/worlds';
import { PLACE_NAME_MAX, RenamePlaceBodySchema } from '../../../../contract/worlds-places';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useWorldData, worldUrl } from '../api';
import type { WorldPeriod } from '../period';
import { sourceKey, type WorldSource } from '../world-source';
import { colorOf, kindBits } from './map-style';

type Place = PlacesResponse['places'][number];

const DAY = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const TIME = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const REASON: Record<PlaceDetail['messages'][number]['reason'], string> = {
  shared: 'shared this location',
  nearby: 'within an hour of the share',
  mentions: 'names this place',
};

export function PlaceList({ title, places, onOpen }: { title: string; places: Place[]; onOpen: (id: string) => void }) {
  return (
    <section aria-label={title} className="flex min-h-0 flex-col gap-2">
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <ul className="flex max-h-[26rem] flex-col gap-1 overflow-y-auto pr-1">
        {places.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => onOpen(p.id)}
              className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm hover:bg-surface-2"
            >
              <span aria-hidden className="h-3 w-3 shrink-0 rounded-full" style={{ background: colorOf(kindBits(p.kinds)) }} />
              <span className="min-w-0 flex-1 truncate">{p.name}</span>
              <span className="shrink-0 tabular-nums text-muted">{p.count.toLocaleString()}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlacePanel({ source, id, period, onClose }: { source: WorldSource; id: string; period: WorldPeriod; onClose: () => void }) {
  const q = useWorldData(source, 'place', { id, period });
  if (q.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
        {errorMessage(q.error, 'This place could not be loaded.')}
      </div>
    );
  }
  const p = q.data;
  return (
    <section aria-labelledby="place-title" className="flex flex-col gap-4" data-testid="place-panel">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {source.kind === 'own' ? (
            <PlaceName source={source} place={p} />
          ) : (
            <h2 id="place-title" className="flex items-center gap-2 text-lg font-semibold break-words">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-fg" /> {p.name}
            </h2>
          )}
          {p.geoName && p.geoName !== p.name && <p className="text-sm text-fg/80">{p.geoName}</p>}
          <p className="text-sm text-muted">
            {p.count.toLocaleString()} {p.count === 1 ? 'data point' : 'data points'}
            {p.firstAt && p.lastAt && ` · ${DAY.format(new Date(p.firstAt))}${p.firstAt.slice(0, 10) !== p.lastAt.slice(0, 10) ? ` – ${DAY.format(new Date(p.lastAt))}` : ''}`}
          </p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the place">
          <X />
        </Button>
      </div>

      <div>
        <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <Camera aria-hidden className="size-4 text-muted" /> Photos taken here ({p.photoCount.toLocaleString()})
        </h3>
        {p.photos.length ? (
          <ul className="grid grid-cols-3 gap-2" aria-label="Photos taken here">
            {p.photos.map((ph) => (
              <li key={ph.id} className="overflow-hidden rounded-lg border border-border bg-surface-2">
                <img
                  src={worldUrl(source, 'thumbnail', { id: ph.id })}
                  alt={`${ph.fileName}, ${TIME.format(new Date(ph.at))}${ph.people.length ? `, with ${ph.people.join(', ')}` : ''}`}
                  title={`${ph.fileName} · ${TIME.format(new Date(ph.at))}${ph.people.length ? ` · with ${ph.people.join(', ')}` : ''}`}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No photos taken here in this period.</p>
        )}
        {p.photoCount > p.photos.length && <p className="mt-2 text-xs text-muted">The first {p.photos.length.toLocaleString()} are shown.</p>}
      </div>

      <div>
        <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <MessageCircle aria-hidden className="size-4 text-muted" /> Messages from or about it ({p.messageCount.toLocaleString()})
        </h3>
        {!p.messagesShown ? (
          <p className="text-xs text-muted">Who wrote them, in which chat and what is not part of this shared world; only how many.</p>
        ) : p.messages.length ? (
          <ol className="flex flex-col gap-2" aria-label="Messages from or about this place">
            {p.messages.map((m, i) => (
              <li key={`${m.at}-${i}`} className="rounded-lg border border-border bg-surface-2/60 p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted">
                  <span>
                    <span className="font-medium text-fg">{m.author}</span> in {m.chat} · {REASON[m.reason]}
                  </span>
                  <time dateTime={m.at}>{TIME.format(new Date(m.at))}</time>
                </div>
                {m.text && <p className="mt-1 break-words whitespace-pre-wrap">{m.text}</p>}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">No messages were sent from or about this place in this period.</p>
        )}
      </div>
    </section>
  );
}

/** The opened place's name with a rename in place: the pencil opens a field, Enter saves, Escape cancels; an empty name clears it. */
function PlaceName({ source, place }: { source: WorldSource; place: PlaceDetail }) {
  const client = useQueryClient();
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (name: string | null) => call(worldsApi.renamePlace, { params: { id: place.id }, body: { name } }),
    onSuccess: () => {
      setEditing(false);
      // Every world of this source may show the place: read them again.
      void client.invalidateQueries({ queryKey: sourceKey(source) });
    },
    onError: (err) => setProblem(errorMessage(err, 'The name could not be saved.')),
  });
  const submit = () => {
    const checked = RenamePlaceBodySchema.safeParse({ name: draft });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'That name cannot be saved.');
    setProblem(null);
    save.mutate(checked.data.name || null);
  };

  if (!editing) {
    return (
      <div className="flex items-start gap-1">
        <h2 id="place-title" className="flex min-w-0 items-center gap-2 text-lg font-semibold break-words">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-fg" /> {place.name}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label={`Rename ${place.name}`}
          onClick={() => {
            setDraft(place.customName ?? '');
            setProblem(null);
            setEditing(true);
          }}
        >
          <Pencil className="size-4" />
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label id="place-title" htmlFor={fieldId} className="text-xs text-muted">
        Name this place (empty: back to its own name)
      </label>
      <div className="flex items-center gap-1.5">
        <Input
          id={fieldId}
          autoFocus
          value={draft}
          maxLength={PLACE_NAME_MAX}
          placeholder={place.geoName ?? 'Home, Grandma’s…'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              setEditing(false);
            }
          }}
        />
        <Button type="submit" size="icon" aria-label="Save the name" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : <Check />}
        </Button>
        <Button type="button" variant="ghost" size="icon" aria-label="Cancel" onClick={() => setEditing(false)}>
          <X />
        </Button>
      </div>
      {problem && (
        <p id={`${fieldId}-problem`} role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
      <p className="text-xs text-muted">The name stays with this spot, also when you import the data again.</p>
    </form>
  );
}
