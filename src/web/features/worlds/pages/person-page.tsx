/**
 * /worlds/social/:personId (and /worlds/sample/social/:personId): one relationship in the
 * period — messages each way, who starts conversations, median answer times both ways,
 * "How it changed" (the change points with the messages around each, how the answer times
 * changed, the longest silences), messages per month both ways, mood per month, busiest
 * hours, topics, shared chats and places, the first and the last message, and the places
 * and photos of the days you talked. Without a known owner it says so and shows only the
 * person's own figures; on the owner's own page ("This is you") only your own figures:
 * messages you wrote, your chats, your busiest months and hours (issue 27).
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CircleHelp, MapPin, MessageCircle, TrendingDown, TrendingUp, UserRound } from 'lucide-react';
import type { CitedMessage } from '../../../../contract/worlds';
import type { QuotedMessage, Relationship } from '../../../../contract/worlds-social';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Spinner } from '../../../ui/spinner';
import { useWorldData, worldUrl } from '../api';
import { HoursChart, MonthlyMessagesChart, SentimentChart } from '../components/social-charts';
import {
  changeHeadline,
  count,
  formatDay,
  formatDayTime,
  formatDuration,
  formatMonth,
  formatReplyPeriod,
  moodColor,
  moodLabel,
  plural,
} from '../components/social-format';
import { WorldShell } from '../components/world-shell';
import { describePeriod, hasPeriod, periodSearch, useWorldPeriod } from '../period';
import { useWorldSelection } from '../world-context';
import { hubPath, useWorldSource, worldPath, type WorldSource } from '../world-source';

export default function PersonPage() {
  const { personId = '' } = useParams();
  const source = useWorldSource();
  const [period] = useWorldPeriod();
  // The name for the title; the shell signs in first for your own world, so only fetch then.
  const detail = useWorldData(source, 'person', { id: personId, period });
  return (
    <WorldShell world="social" title={detail.data?.name ?? 'Relationship'} description={
        detail.data ? (detail.data.insight.isYou ? 'This is you: your own messages, chats and busiest months.' : 'Your relationship, drawn from the messages you exchanged.') : undefined
      }>
      {(_summary, src) => <RelationshipView source={src} personId={personId} />}
    </WorldShell>
  );
}

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  const id = `rel-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-2xl border border-border bg-surface/80 p-5 ${className ?? ''}`}>
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

  const i = r.insight;
  const exchanged = i.fromThem + (i.fromYou ?? 0);
  const mood = r.months.length ? r.months.reduce((t, m) => t + m.sentiment * m.messages, 0) / Math.max(1, r.months.reduce((t, m) => t + m.messages, 0)) : 0;
  if (i.isYou) return <YourOwnView r={r} source={source} back={back} mood={mood} />;
  const thumb = (id: string) => worldUrl(source, 'thumbnail', { id });
  const started = i.starts ? i.starts.them + i.starts.you : 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {hasPeriod(period) && <p className="text-sm text-muted">Period: {describePeriod(period)}</p>}
      </div>

      {!i.ownerKnown && (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm">
          <CircleHelp className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <p>
            Mnemo does not know yet which participant is you, so this page shows only {r.name}&rsquo;s own messages: no exchange, answer times or
            who starts are counted.{' '}
            {source.kind === 'own' && (
              <Link to={hubPath(source)} className="font-medium text-brand-fg hover:underline">
                Tell Mnemo who you are
              </Link>
            )}
          </p>
        </div>
      )}

      {i.ownerKnown && exchanged === 0 && r.messageCount > 0 && (
        <p role="status" className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
          You and {r.name} exchanged 0 messages{hasPeriod(period) ? ' in this period' : ''}: {r.name}&rsquo;s {plural(r.messageCount, 'message')} are in chats
          you are not in.
        </p>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="At a glance">
        <Stat label={`Messages from ${r.name}`} value={count(i.fromThem)} hint={i.ownerKnown ? 'in the chats you share' : 'in every chat'} />
        <Stat label="Messages from you" value={i.fromYou == null ? '—' : count(i.fromYou)} hint={i.fromYou === 0 ? 'you exchanged 0 messages' : undefined} />
        <Stat
          label="Who starts"
          value={i.starts && started ? `${r.name} ${Math.round((100 * i.starts.them) / started)}%` : '—'}
          hint={i.starts && started ? `${count(i.starts.them)} of ${plural(started, 'conversation')}` : undefined}
        />
        <Stat label={i.ownerKnown ? 'Chats together' : `${r.name}\u2019s chats`} value={count(r.chats.length)} hint={r.chats.map((c) => c.title).slice(0, 3).join(', ')} />
        <Stat label={`${r.name} answers you in`} value={formatDuration(i.replies?.theirs ?? null)} hint={i.replies?.theirCount ? `median of ${count(i.replies.theirCount)}` : undefined} />
        <Stat label={`You answer ${r.name} in`} value={formatDuration(i.replies?.yours ?? null)} hint={i.replies?.yourCount ? `median of ${count(i.replies.yourCount)}` : undefined} />
        <Stat label="First and last message" value={formatDay(r.firstAt)} hint={r.lastAt ? `last ${formatDay(r.lastAt)}` : undefined} />
        <Stat
          label="Mood"
          value={
            <span className="inline-flex items-center gap-2">
              <span aria-hidden className="inline-block size-3 rounded-full" style={{ background: moodColor(mood) }} />
              {moodLabel(mood)}
            </span>
          }
        />
      </dl>
      {i.starts && (
        <p className="-mt-3 text-xs text-muted">{i.starts.rule} An answer is the other&rsquo;s next message in the same chat, with nobody else writing in between, sooner than that.</p>
      )}

      {r.messageCount === 0 && exchanged === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          {r.name} and you exchanged no messages {hasPeriod(period) ? 'in this period' : 'that this world shows'}.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <HowItChanged r={r} />
          <Section title="Messages per month">
            {r.conversation.length ? (
              <MonthlyMessagesChart data={r.conversation} name={r.name} marks={i.changePoints.filter((c) => c.measure === 'messages')} />
            ) : (
              <p className="text-sm text-muted">No messages between you and {r.name}.</p>
            )}
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
          <Section title="Places of the days you talked">
            <p className="-mt-2 mb-3 text-xs text-muted">Where you were: your location points and photos.</p>
            {i.dayPlaces.length ? (
              <ul className="flex flex-col gap-2" aria-label="Places of the days you talked">
                {i.dayPlaces.map((p) => (
                  <li key={p.id} className="flex items-center gap-2 text-sm">
                    <MapPin className="size-4 shrink-0 text-brand-2" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{p.label}</span>
                    <span className="text-xs text-muted">{plural(p.count, 'point')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No places were recorded on the {plural(i.talkedDays, 'day')} you talked.</p>
            )}
          </Section>
          <Section title="Longest silences">
            <Silences r={r} />
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

/** Your own page: what you wrote, where and when; there is no exchange with yourself. */
function YourOwnView({ r, source, back, mood }: { r: Relationship; source: WorldSource; back: React.ReactNode; mood: number }) {
  const [period] = useWorldPeriod();
  const you = r.insight.you;
  const busiest = you?.busiestMonths ?? [];
  const chats = r.chats.filter((c) => c.messages > 0);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {hasPeriod(period) && <p className="text-sm text-muted">Period: {describePeriod(period)}</p>}
      </div>
      <div role="status" className="flex items-start gap-3 rounded-xl border border-brand/40 bg-brand/10 p-4 text-sm">
        <UserRound className="mt-0.5 size-5 shrink-0 text-brand-fg" aria-hidden />
        <p>
          This is you. Here are your own figures: the messages you wrote, the chats you wrote in and your busiest months. Open a person to see what the two of
          you exchanged.{' '}
          {source.kind === 'own' && (
            <Link to={hubPath(source)} className="font-medium text-brand-fg hover:underline">
              Not you? Tell Mnemo who you are
            </Link>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="At a glance">
        <Stat label="Messages you wrote" value={count(you?.messages ?? 0)} hint="in every chat" />
        <Stat label="Chats you wrote in" value={count(you?.chats ?? 0)} hint={chats.map((c) => c.title).slice(0, 3).join(', ')} />
        <Stat label="Your busiest month" value={busiest[0] ? formatMonth(busiest[0].month) : '—'} hint={busiest[0] ? plural(busiest[0].messages, 'message') : undefined} />
        <Stat
          label="Mood"
          value={
            <span className="inline-flex items-center gap-2">
              <span aria-hidden className="inline-block size-3 rounded-full" style={{ background: moodColor(mood) }} />
              {moodLabel(mood)}
            </span>
          }
        />
      </dl>
      {!you?.messages ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          You wrote no messages {hasPeriod(period) ? 'in this period' : 'that this world shows'}.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="Messages you wrote per month" className="lg:col-span-2">
            <MonthlyMessagesChart data={r.conversation} name={r.name} onlyYou />
          </Section>
          <Section title="Your busiest months">
            <ol className="flex flex-col gap-2" aria-label="Your busiest months">
              {busiest.map((m, n) => (
                <li key={m.month} className="flex items-center gap-3 text-sm">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-surface-2 text-xs font-semibold">{n + 1}</span>
                  <span className="min-w-0 flex-1">{formatMonth(m.month)}</span>
                  <span className="text-xs text-muted">{plural(m.messages, 'message')}</span>
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Your chats">
            <ul className="flex flex-col gap-2" aria-label="Your chats">
              {chats.slice(0, 12).map((c) => (
                <li key={c.id} className="flex items-center gap-2 text-sm">
                  <MessageCircle className="size-4 shrink-0 text-brand-fg" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{c.title}</span>
                  <span className="text-xs text-muted">{plural(c.messages, 'message')}</span>
                </li>
              ))}
            </ul>
            {chats.length > 12 && <p className="mt-2 text-xs text-muted">The 12 chats you wrote most in, of {count(chats.length)}.</p>}
          </Section>
          <Section title="Busiest hours">
            <HoursChart hours={r.hours} />
            <p className="mt-2 text-xs text-muted">Hours in {r.timeZone}.</p>
          </Section>
          <Section title="Mood per month">
            {r.months.length ? <SentimentChart data={r.months} name={r.name} /> : <p className="text-sm text-muted">No messages in this period.</p>}
          </Section>
          <Section title="Top topics">
            {r.topics.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Topics">
                {r.topics.map((t) => (
                  <li key={t.word} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm">
                    {t.word} <span className="text-xs text-muted">{t.count}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">Not enough words yet to tell what you write about.</p>
            )}
          </Section>
          <Section title="First and last message">
            <div className="flex flex-col gap-3">
              <Quote label="First" message={r.first} timeZone={r.timeZone} />
              <Quote label="Last" message={r.last} timeZone={r.timeZone} />
              {!r.includeMessages && <p className="text-xs text-muted">The owner of this world did not share message text.</p>}
            </div>
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
      {hint && <dd className="line-clamp-2 text-xs text-muted">{hint}</dd>}
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

/** The messages a finding rests on, oldest first: who, when, what (text hidden when not shared). */
function Cited({ messages, timeZone, label }: { messages: CitedMessage[]; timeZone: string; label: string }) {
  return (
    <ol className="flex flex-col gap-1.5" aria-label={label}>
      {messages.map((m) => (
        <li key={`${m.at}-${m.id}`} className="rounded-lg border border-border bg-surface-2 px-3 py-2">
          <p className="text-xs text-muted">
            <span className="font-medium text-fg">{m.author}</span> · {formatDayTime(m.at, timeZone)}
          </p>
          <p className="text-sm break-words">{m.text ?? <span className="text-muted italic">Message text not shared</span>}</p>
        </li>
      ))}
    </ol>
  );
}

/** The change points with the messages around each, and how the answer times changed. */
function HowItChanged({ r }: { r: Relationship }) {
  const i = r.insight;
  const periods = i.replies?.byPeriod ?? [];
  return (
    <Section title="How it changed" className="lg:col-span-2">
      {i.changePoints.length ? (
        <ol className="grid gap-4 md:grid-cols-2">
          {i.changePoints.map((c) => {
            const Icon = c.direction === 'warmed' ? TrendingUp : TrendingDown;
            return (
              <li key={`${c.measure}-${c.month}`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden
                    className={`flex size-9 shrink-0 items-center justify-center rounded-full ${c.direction === 'warmed' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'}`}
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold">
                      From {formatMonth(c.month)} · {c.measure === 'messages' ? 'messages' : 'mood'}
                    </p>
                    <p className="text-sm">{changeHeadline(c)}</p>
                    <p className="text-xs text-muted">
                      {formatMonth(c.beforeFrom)} – {formatMonth(c.month)} against {formatMonth(c.month)} – {formatMonth(c.afterTo)}
                    </p>
                  </div>
                </div>
                <Cited messages={c.citations} timeZone={r.timeZone} label={`Messages around ${formatMonth(c.month)}`} />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted">
          No clear change yet: no month where the messages a month at least doubled or halved for three months or more
          {i.changePoints.length === 0 && r.conversation.length < 6 ? ' (it takes six months of messages to tell)' : ''}.
        </p>
      )}
      {periods.length > 1 && (
        <div className="mt-5 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-xs text-muted">Median answer time per {i.replies!.unit === 'year' ? 'year' : 'half-year'}</caption>
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Period
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {r.name} answers in
                </th>
                <th scope="col" className="py-1 font-medium">
                  You answer in
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => (
                <tr key={p.period} className="border-t border-border">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {formatReplyPeriod(p.period)}
                  </th>
                  <td className="py-1.5 pr-3">
                    {formatDuration(p.theirs)} <span className="text-xs text-muted">({count(p.theirCount)})</span>
                  </td>
                  <td className="py-1.5">
                    {formatDuration(p.yours)} <span className="text-xs text-muted">({count(p.yourCount)})</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** The longest gaps between two messages, with the last before and the first after. */
function Silences({ r }: { r: Relationship }) {
  const list = r.insight.silences;
  if (!list.length) return <p className="text-sm text-muted">No silence of a week or more.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {list.map((s) => (
        <li key={s.from} className="flex flex-col gap-2">
          <p className="text-sm">
            <span className="font-semibold">{plural(s.days, 'day')}</span> <span className="text-muted">from {formatDay(s.from)} to {formatDay(s.to)}</span>
          </p>
          <Cited messages={s.citations} timeZone={r.timeZone} label={`Before and after the silence of ${plural(s.days, 'day')}`} />
        </li>
      ))}
    </ol>
  );
}
