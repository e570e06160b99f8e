/**
 * The Ask panel (#29): a sheet on the right of a world page (the whole screen on a phone)
 * where a person asks their world questions and reads the answers with their sources. A
 * question box (Enter asks, Shift+Enter starts a new line), example questions built from
 * the person's own data, the conversation (each answer with the engine that wrote it and
 * its citations as chips that open the proof), what can be asked instead when the data
 * cannot answer, the period selected on the page (sent with every question), and on your
 * own world "New conversation" and the past conversations with delete.
 *
 * Loaded on the first click of "Ask" (ask-button.tsx), so none of it is in a page's first load.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarRange, Cpu, History, Plus, SendHorizontal, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { ASK_QUESTION_MAX, type AskConversation } from '../../../../contract/worlds-ask';
import type { WorldKind } from '../../../../contract/worlds';
import { call } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { worldsKey } from '../../../lib/queries/worlds';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { callWorld } from '../api';
import { hasPeriod, periodSearch, type WorldPeriod } from '../period';
import { personPath, sourceKey, worldPath, type WorldSource } from '../world-source';
import { answerText, askPeriodLabel, engineLabel, formatChipDate } from './ask-format';
import { getThread, setThread, threadOf, useAskThread, withAnswer, type AskTurnView } from './ask-store';
import { CitationChips, type CitationLinks } from './citation-chips';

export interface AskPanelProps {
  source: WorldSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The period selected on the page: every question is narrowed to it. */
  period: WorldPeriod;
  /** On a shared link: the one world it shows (a place chip opens the map only when that is the map). */
  sharedWorld?: WorldKind;
}

const conversationsKey = [...worldsKey, 'own', 'ask', 'conversations'];
/** Room left above the newest question when it scrolls to the top (the list's own padding). */
const SCROLL_MARGIN = 16;
/** The question box shows how many characters are used once past this (of ASK_QUESTION_MAX). */
const COUNTER_FROM = 400;

const DESCRIPTION: Record<WorldSource['kind'], string> = {
  own: 'Answers from your own chats, photos and places, each with the messages, photos and places that prove it.',
  sample: 'Answers from the sample world’s made-up chats, photos and places, each with its sources.',
  share: 'Answers from what this shared world shows, each with its sources.',
};

export default function AskPanel({ source, open, onOpenChange, period, sharedWorld }: AskPanelProps) {
  const ids = useId();
  const client = useQueryClient();
  const [thread, setOwnThread] = useAskThread(source);
  const [draft, setDraft] = useState('');
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const box = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLLIElement>(null);

  const narrowed = hasPeriod(period);
  const periodLabel = askPeriodLabel(period);

  const examples = useQuery({
    queryKey: [...sourceKey(source), 'ask', 'examples'],
    queryFn: () => callWorld(source, 'askExamples'),
    enabled: open,
    staleTime: 5 * 60_000,
  });

  const ask = useMutation({
    mutationFn: (question: string) =>
      callWorld(source, 'ask', {
        body: { question, conversationId: getThread(source).conversationId ?? undefined, period: narrowed ? { from: period.from, to: period.to } : undefined },
      }),
    onSuccess: (answer, question) => {
      // Read the thread as it is now: the panel may have re-rendered (or closed) while asking.
      setThread(source, withAnswer(getThread(source), question, answer));
      if (source.kind === 'own') void client.invalidateQueries({ queryKey: conversationsKey });
    },
    onError: (_err, question) => setDraft((d) => d || question),
  });

  const send = (question: string) => {
    const q = question.trim();
    if (!q || ask.isPending) return;
    setDraft('');
    setView('chat');
    ask.mutate(q);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(draft);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter asks; Shift+Enter is a new line; Enter that ends an IME composition is not a send.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send(draft);
    }
  };

  // The newest question (asked or answered) scrolls to the top of the conversation. Only the
  // conversation's own list scrolls: scrollIntoView would scroll every scrollable ancestor,
  // the panel itself included (header and close button scrolled away, the box mid-panel).
  const shown = thread.turns.length + (ask.isPending ? 1 : 0);
  useEffect(() => {
    const [list, item] = [scroller.current, last.current];
    if (shown > 0 && list && item) list.scrollTop = item.offsetTop - SCROLL_MARGIN;
  }, [shown]);

  const newConversation = () => {
    ask.reset();
    setOwnThread({ conversationId: null, turns: [] });
    setView('chat');
    box.current?.focus();
  };

  const close = () => onOpenChange(false);
  const links: CitationLinks = {
    place: (id) => {
      const search = periodSearch(period, { place: id });
      if (source.kind !== 'share') return worldPath(source, 'map', search);
      return sharedWorld === 'map' ? worldPath(source, 'map', search) : null;
    },
    person: (id) => personPath(source, id, periodSearch(period)),
  };

  const placeholder = examples.data?.examples[0] ? `e.g. ${examples.data.examples[0]}` : 'e.g. Who do I write to most?';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="ask-panel"
        className={cn(
          // A sheet on the right; the whole screen on a phone.
                    // overflow-clip, not hidden: the panel itself never scrolls, even programmatically (only its conversation does).
          'top-0 right-0 left-auto flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-clip rounded-none border-0 p-0',
          'sm:max-w-md sm:border-l sm:border-border lg:max-w-lg',
        )}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          box.current?.focus();
        }}
        onEscapeKeyDown={(e) => {
          // Escape in "Past conversations" goes back to the conversation; in the conversation it closes.
          if (view !== 'history') return;
          e.preventDefault();
          setView('chat');
        }}
      >
        <header className="border-b border-border px-5 pt-5 pb-3">
          <div className="flex items-center gap-2 pr-8">
            <DialogTitle className="text-lg">Ask your world</DialogTitle>
            {source.kind === 'sample' && <Badge>Sample</Badge>}
          </div>
          <DialogDescription className="text-xs">{DESCRIPTION[source.kind]}</DialogDescription>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button type="button" size="sm" variant="outline" onClick={newConversation} disabled={thread.turns.length === 0 && !ask.isPending && view === 'chat'}>
              <Plus aria-hidden /> New conversation
            </Button>
            {source.kind === 'own' &&
              (view === 'chat' ? (
                <Button type="button" size="sm" variant="ghost" onClick={() => setView('history')}>
                  <History aria-hidden /> Past conversations
                </Button>
              ) : (
                <Button type="button" size="sm" variant="ghost" onClick={() => setView('chat')}>
                  <ArrowLeft aria-hidden /> Back to the conversation
                </Button>
              ))}
          </div>
          {periodLabel && (
            <p className="mt-3 flex items-center gap-1.5 text-xs text-muted" data-testid="ask-period">
              <CalendarRange aria-hidden className="size-3.5 text-brand-2" /> Asking about {periodLabel}
            </p>
          )}
        </header>

        {/* `relative`: the turns' offsetTop is measured from this scrolling box; smooth unless reduced motion is asked for. */}
        <div ref={scroller} data-testid="ask-scroller" className="relative min-h-0 flex-1 overflow-y-auto px-5 py-4 motion-safe:scroll-smooth">
          {view === 'history' && source.kind === 'own' ? (
            <PastConversations
              currentId={thread.conversationId}
              onOpen={(c) => {
                ask.reset();
                setOwnThread(threadOf(c));
                setView('chat');
              }}
              onDeletedCurrent={() => setOwnThread({ conversationId: null, turns: [] })}
            />
          ) : (
            <>
              <div role="log" aria-live="polite" aria-label="Conversation">
              <ol className="flex flex-col gap-5">
                {thread.turns.map((t, i) => (
                  <li key={i} ref={!ask.isPending && i === thread.turns.length - 1 ? last : undefined}>
                    <Turn turn={t} source={source} links={links} onNavigate={close} onAsk={send} busy={ask.isPending} />
                  </li>
                ))}
                {ask.isPending && (
                  <li ref={last}>
                    <Question text={ask.variables} />
                    <Spinner className="mt-3 text-sm" label="Looking through your world…" />
                  </li>
                )}
              </ol>
              </div>
              {ask.isError && (
                <p role="alert" className="mt-4 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
                  {errorMessage(ask.error, 'The question could not be answered. Please try again.')}
                </p>
              )}
              {thread.turns.length === 0 && !ask.isPending && (
                <Examples examples={examples.data?.examples} pending={examples.isPending} failed={examples.isError} onAsk={send} />
              )}
            </>
          )}
        </div>

        <form onSubmit={onSubmit} className="border-t border-border p-4" aria-label="Ask a question">
          <label htmlFor={`${ids}-q`} className="sr-only">
            Ask your world
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id={`${ids}-q`}
              ref={box}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={ASK_QUESTION_MAX}
              placeholder={placeholder}
              aria-describedby={draft.length > COUNTER_FROM ? `${ids}-hint ${ids}-count` : `${ids}-hint`}
              className="max-h-40 min-h-11 w-full resize-none rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/30"
            />
            <Button type="submit" disabled={ask.isPending || !draft.trim()} className="shrink-0">
              <SendHorizontal aria-hidden /> Ask
            </Button>
          </div>
          <div className="mt-1.5 flex items-baseline justify-between gap-2 text-[11px] text-muted">
            <p id={`${ids}-hint`}>Enter asks · Shift+Enter for a new line{narrowed && periodLabel ? ` · about ${periodLabel}` : ''}</p>
            {draft.length > COUNTER_FROM && (
              <p id={`${ids}-count`} data-testid="ask-counter" className={cn('shrink-0 tabular-nums', draft.length >= ASK_QUESTION_MAX && 'font-medium text-danger-fg')}>
                <span className="sr-only">Characters: </span>
                {draft.length}/{ASK_QUESTION_MAX}
              </p>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Question({ text }: { text: string }) {
  return (
    <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
      <span className="sr-only">You asked: </span>
      {text}
    </p>
  );
}

function Turn({
  turn: t,
  source,
  links,
  onNavigate,
  onAsk,
  busy,
}: {
  turn: AskTurnView;
  source: WorldSource;
  links: CitationLinks;
  onNavigate: () => void;
  onAsk: (q: string) => void;
  busy: boolean;
}) {
  return (
    <article aria-label={`Answer to: ${t.question}`}>
      <Question text={t.question} />
      <div className="mt-2 max-w-full">
        <p className="text-sm leading-6 break-words whitespace-pre-wrap" data-testid="ask-answer">
          {answerText(t.answer, t.coverage)}
        </p>
        {/* What the figures are computed from, once, under the answer (none when it is everything). */}
        {t.coverage && (
          <p data-testid="ask-coverage" className="mt-1 text-[11px] text-muted">
            {t.coverage}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <EngineTag engine={t.engine} model={t.model} />
          {source.kind === 'sample' && <Badge className="px-1.5 py-px text-[10px]">Sample</Badge>}
        </div>
        <CitationChips citations={t.citations} source={source} links={links} onNavigate={onNavigate} />
        {!t.answered && t.suggestions.length > 0 && (
          <div className="mt-3">
            <p className="text-xs text-muted">You could ask:</p>
            <ul aria-label="Questions this world can answer" className="mt-1.5 flex flex-col items-start gap-1.5">
              {t.suggestions.map((s) => (
                <li key={s}>
                  <Button type="button" size="sm" variant="secondary" className="h-auto min-h-8 py-1 text-left whitespace-normal" disabled={busy} onClick={() => onAsk(s)}>
                    {s}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </article>
  );
}

/** Which engine wrote the answer: "Offline engine" (no model), or the provider and its model. */
function EngineTag({ engine, model }: { engine: AskTurnView['engine']; model: string | null }) {
  const label = engineLabel(engine, model);
  const Icon = engine === 'offline' ? Cpu : Sparkles;
  return (
    <span
      data-testid="ask-engine"
      title={engine === 'offline' ? 'Answered on this server from your data, with no language model' : `Written by ${label} from your data`}
      className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 px-1.5 py-px text-[10px] leading-4 font-medium text-muted"
    >
      <Icon aria-hidden className="size-2.5" />
      <span className="sr-only">Answered by </span>
      {label}
    </span>
  );
}

function Examples({ examples, pending, failed, onAsk }: { examples?: string[]; pending: boolean; failed: boolean; onAsk: (q: string) => void }) {
  if (pending) return <Spinner className="mt-2 text-sm" label="Finding questions to try…" />;
  if (failed || !examples?.length) {
    return <p className="text-sm text-muted">Ask about the people, places and times in this world: who, when, how much, where and what was said.</p>;
  }
  return (
    <section aria-labelledby="ask-examples" className="mt-1">
      <h3 id="ask-examples" className="text-sm font-medium">
        Try asking
      </h3>
      <ul className="mt-2 flex flex-col items-start gap-2">
        {examples.map((q) => (
          <li key={q}>
            <Button type="button" size="sm" variant="secondary" className="h-auto min-h-8 py-1.5 text-left whitespace-normal" onClick={() => onAsk(q)}>
              {q}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Your saved conversations, newest first: open one to go on with it, or delete it. */
function PastConversations({ currentId, onOpen, onDeletedCurrent }: { currentId: string | null; onOpen: (c: AskConversation) => void; onDeletedCurrent: () => void }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: conversationsKey, queryFn: () => call(worldsApi.conversations) });
  const remove = useMutation({
    mutationFn: (id: string) => call(worldsApi.deleteConversation, { params: { id } }),
    onSuccess: ({ id }) => {
      if (id === currentId) onDeletedCurrent();
      void client.invalidateQueries({ queryKey: conversationsKey });
    },
  });
  if (list.isPending) return <Spinner label="Loading your conversations…" />;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-danger-fg">
        {errorMessage(list.error, 'Your conversations could not be loaded.')}
      </p>
    );
  }
  const conversations = list.data.conversations;
  return (
    <section aria-labelledby="ask-history">
      <h3 id="ask-history" className="text-sm font-medium">
        Past conversations
      </h3>
      {conversations.length === 0 ? (
        <p className="mt-2 text-sm text-muted">None yet. Your questions and their answers are kept here.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {conversations.map((c) => (
            <li key={c.id} className={cn('flex items-center gap-2 rounded-lg border border-border p-2', c.id === currentId && 'border-brand/50 bg-brand/5')}>
              <button type="button" className="min-w-0 flex-1 cursor-pointer rounded-md px-1 text-left hover:text-brand-2" onClick={() => onOpen(c)}>
                <span className="block truncate text-sm font-medium">{c.title}</span>
                <span className="block text-xs text-muted">
                  {formatChipDate(c.updatedAt)} · {c.turns.length} {c.turns.length === 1 ? 'question' : 'questions'}
                  {c.id === currentId ? ' · open now' : ''}
                </span>
              </button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Delete conversation “${c.title}”`}
                disabled={remove.isPending && remove.variables === c.id}
                onClick={() => remove.mutate(c.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="mt-2 text-sm text-danger-fg">
          {errorMessage(remove.error, 'The conversation could not be deleted.')}
        </p>
      )}
    </section>
  );
}
