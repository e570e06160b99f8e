/**
 * "On this day": what happened on today's date (in the world owner's zone) in earlier
 * years: counts, a few photos and messages, the places; a year opens that day as the period.
 */
import { CalendarHeart } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useWorldData, worldUrl } from '../api';
import type { WorldPeriod } from '../period';
import type { WorldSource } from '../world-source';

const DAY_MONTH = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function OnThisDayPanel({ source, period, onOpenDay }: { source: WorldSource; period: WorldPeriod; onOpenDay: (from: string, to: string) => void }) {
  const q = useWorldData(source, 'onThisDay', { period });
  return (
    <section aria-labelledby="on-this-day" className="flex flex-col gap-3 self-start rounded-xl border border-border bg-surface/80 p-4" data-testid="on-this-day">
      <h2 id="on-this-day" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarHeart aria-hidden className="size-5 text-brand-fg" />
        On this day{q.data ? `, ${DAY_MONTH.format(new Date(`${q.data.date}T00:00:00Z`))}` : ''}
      </h2>
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <p role="alert" className="text-sm text-danger-fg">
          {errorMessage(q.error, 'On this day could not be loaded.')}
        </p>
      ) : !q.data.years.length ? (
        <p className="text-sm text-muted">Nothing happened on this date in earlier years{period.from || period.to ? ' within this period' : ''}. Come back tomorrow.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {q.data.years.map((y) => {
            const ago = Number(q.data.date.slice(0, 4)) - y.year;
            return (
              <li key={y.year} className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">
                    {y.year} <span className="font-normal text-muted">· {ago === 1 ? 'a year ago' : `${ago} years ago`}</span>
                  </h3>
                  <Button variant="link" size="sm" onClick={() => onOpenDay(y.start, new Date(Date.parse(y.start) + 24 * 3600_000).toISOString())}>
                    Show this day
                  </Button>
                </div>
                <p className="text-sm text-muted">
                  {[
                    y.messages && `${y.messages.toLocaleString()} ${y.messages === 1 ? 'message' : 'messages'}`,
                    y.photos && `${y.photos.toLocaleString()} ${y.photos === 1 ? 'photo' : 'photos'}`,
                    y.places && `${y.places.toLocaleString()} ${y.places === 1 ? 'location' : 'locations'}`,
                    y.events && `${y.events.toLocaleString()} chat ${y.events === 1 ? 'event' : 'events'}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {y.photoList.length > 0 && (
                  <ul className="grid grid-cols-6 gap-1.5" aria-label={`Photos of ${y.year}`}>
                    {y.photoList.map((p) => (
                      <li key={p.id}>
                        <img
                          src={worldUrl(source, 'thumbnail', { id: p.id })}
                          alt={p.fileName}
                          loading="lazy"
                          className="aspect-square w-full rounded-md border border-border object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {y.messageList.map((m, i) => (
                  <p key={i} className="rounded-lg bg-surface-2/60 px-3 py-2 text-sm">
                    <span className="text-xs text-muted">
                      {m.author} in {m.chat} · {TIME.format(new Date(m.at))}
                    </span>
                    {m.text && <span className="mt-0.5 block break-words">{m.text}</span>}
                  </p>
                ))}
                {y.placeList.length > 0 && <p className="text-xs text-muted">At {y.placeList.map((p) => p.label).join(', ')}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
