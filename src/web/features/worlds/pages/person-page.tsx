/**
 * /worlds/social/:personId (and /worlds/sample/social/:personId): one relationship in the
 * period — messages per month both ways, mood per month, reply times both ways, busiest
 * hours, topics, shared chats and places, the first and the last message, and the photos
 * taken on days you talked.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, MapPin, MessageCircle } from 'lucide-react';
import type { QuotedMessage } from '../../../../contract/worlds-social';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Spinner } from '../../../ui/spinner';
import { useWorldData, worldUrl } from '../api';
import { HoursChart, MonthlyMessagesChart, SentimentChart } from '../components/social-charts';
import { count, formatDay, formatDayTime, formatDuration, moodColor, moodLabel, plural } from '../components/social-format';
import { WorldShell } from '../components/world-shell';
import { describePeriod, hasPeriod, periodSearch, useWorldPeriod } from '../period';
import { useWorldSelection } from '../world-context';
import { useWorldSource, worldPath, type WorldSource } from '../world-source';

export default function PersonPage() {
  const { personId = '' } = useParams();
  const source = useWorldSource();
  const [period] = useWorldPeriod();
  // The name for the title; the shell signs in first for your own world, so only fetch then.
  const detail = useWorldData(source, 'person', { id: personId, period });
  return (
    <WorldShell world="social" title={detail.data?.name ?? 'Relationship'} description={detail.data ? 'Your relationship, drawn from the messages you exchanged.' : undefined}>
      {(_summary, src) => <RelationshipView source={src} personId={personId} />}
    </WorldShell>
  );
}

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  const id = `rel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-border bg-surface/80 p-5 ${className ?? ''}`}>
      <h2 id={id} className="mb-4 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RelationshipView({ source, personId }: { source: WorldSource; personId: string }) {
  const [period] = useWorldPeriod();
  const search = periodSearch(period);
  const [, setSelection] = useWorldSelection();
  const detail = useWorldData(source, 'person', { id: personId, period });
  const r = detail.data;
  useEffect(() => {
    if (r) setSelection({ kind: 'person', id: r.id, label: r.name });
  }, [r, setSelection]);

  const back = (
    <Link to={worldPath(source, 'social', search)} className="inline-flex items-center gap-1.5 text-sm text-brand-fg hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> Back to the Social world
    </Link>
  );
  if (detail.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (detail.isError || !r) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <div role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm">
          {notFound ? 'This person is not in this world.' : errorMessage(detail.error, 'This relationship could not be loaded.')}
        </div>
        {back}
      </div>
    );
  }

  const exchanged = r.conversation.reduce((t, m) => t + m.fromThem + m.fromYou, 0);
  const mood = r.months.length ? r.months.reduce((t, m) => t + m.sentiment * m.messages, 0) / Math.max(1, r.months.reduce((t, m) => t + m.messages, 0)) : 0;
  const thumb = (id: string) => worldUrl(source, 'thumbnail', { id });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {hasPeriod(period) && <p className="text-sm text-muted">Period: {describePeriod(period)}</p>}
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="At a glance">
        <Stat label={`Messages from ${r.name}`} value={count(r.messageCount)} />
        <Stat label="Messages exchanged" value={count(exchanged)} />
        <Stat label={`${r.name} answers you in`} value={formatDuration(r.replySeconds.theirs)} hint="on average, within a day" />
        <Stat label={`You answer ${r.name} in`} value={formatDuration(r.replySeconds.yours)} hint="on average, within a day" />
        <Stat label="First message" value={formatDay(r.firstAt)} />
        <Stat label="Last message" value={formatDay(r.lastAt)} />
        <Stat
          label="Mood"
          value={
            <span className="inline-flex items-center gap-2">
              <span aria-hidden className="inline-block size-3 rounded-full" style={{ background: moodColor(mood) }} />
              {moodLabel(mood)}
            </span>
          }
        />
        <Stat label="Chats together" value={count(r.chats.length)} hint={r.chats.map((c) => c.title).slice(0, 3).join(', ')} />
      </dl>

      {r.messageCount === 0 && exchanged === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          {r.name} and you exchanged no messages {hasPeriod(period) ? 'in this period' : 'that this world shows'}.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="Messages per month">
            <MonthlyMessagesChart data={r.conversation} name={r.name} />
          </Section>
          <Section title="Mood per month">
            {r.months.length ? <SentimentChart data={r.months} name={r.name} /> : <p className="text-sm text-muted">No messages from {r.name} in this period.</p>}
          </Section>
          <Section title="Busiest hours">
            <HoursChart hours={r.hours} />
            <p className="mt-2 text-xs text-muted">Hours in {r.timeZone}.</p>
          </Section>
          <Section title="Top topics">
            {r.topics.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Topics">
                {r.topics.map((t, i) => (
                  <li key={t.word} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm" style={{ fontSize: `${Math.max(0.8, 1.15 - i * 0.04)}rem` }}>
                    {t.word} <span className="text-xs text-muted">{t.count}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">Not enough words yet to tell what you talk about.</p>
            )}
          </Section>
          <Section title="First and last message">
            <div className="flex flex-col gap-3">
              <Quote label="First" message={r.first} timeZone={r.timeZone} />
              <Quote label="Last" message={r.last} timeZone={r.timeZone} />
              {!r.includeMessages && <p className="text-xs text-muted">The owner of this world did not share message text.</p>}
            </div>
          </Section>
          <Section title="Places you share">
            {r.places.length ? (
              <ul className="flex flex-col gap-2">
                {r.places.map((p) => (
                  <li key={p.id} className="flex items-center gap-2 text-sm">
                    <MapPin className="size-4 shrink-0 text-brand-fg" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{p.label}</span>
                    <span className="text-xs text-muted">{plural(p.count, 'time')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No shared locations in your chats{hasPeriod(period) ? ' in this period' : ''}.</p>
            )}
          </Section>
          <Section title="Photos of the days you talked" className="lg:col-span-2">
            {r.photos.length ? (
              <>
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos">
                  {r.photos.map((p) => (
                    <li key={p.id}>
                      <figure>
                        <img src={thumb(p.id)} alt={`${p.fileName}, taken ${formatDay(p.at)}`} loading="lazy" className="aspect-square w-full rounded-lg border border-border object-cover" />
                        <figcaption className="mt-1 truncate text-xs text-muted">{formatDay(p.at)}</figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
                {r.photoCount > r.photos.length && <p className="mt-2 text-xs text-muted">The {r.photos.length} most recent of {count(r.photoCount)} photos.</p>}
              </>
            ) : (
              <p className="text-sm text-muted">No photos were taken on the days you talked.</p>
            )}
          </Section>
        </div>
      )}
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface/80 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
      {hint && <dd className="truncate text-xs text-muted">{hint}</dd>}
    </div>
  );
}

function Quote({ label, message, timeZone }: { label: string; message: QuotedMessage | null; timeZone: string }) {
  if (!message) return <p className="text-sm text-muted">{label}: none in this period.</p>;
  return (
    <blockquote className="rounded-xl border border-border bg-surface-2 p-3">
      <p className="mb-1 flex items-center gap-1.5 text-xs text-muted">
        <MessageCircle className="size-3.5" aria-hidden /> {label} · {message.author} in {message.chat} · {formatDayTime(message.at, timeZone)}
      </p>
      <p className="text-sm break-words">{message.text ?? <span className="text-muted italic">Message text not shared</span>}</p>
    </blockquote>
  );
}
