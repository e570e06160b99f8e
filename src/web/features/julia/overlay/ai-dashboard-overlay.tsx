/**
 * The AI dashboard overlay (spec §3 floating dashboard window, §4, §8, §9): opens with
 * one welcome window; windows are 400×300, dragged by their title bar, minimized to a
 * 40 px bar, closed. Each asks POST /api/ai-dashboard/analyze {prompt, context} and
 * shows 'Analyzing...' until the answer. The windows are kept per user on the server
 * (GET/PUT /api/julia/overlay) and come back on the next visit.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Maximize2, Minus, Plus, RefreshCw, RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Rnd } from 'react-rnd';
import {
  JULIA_MESSAGES,
  MAX_OVERLAY_WINDOWS,
  MINIMIZED_HEIGHT,
  OverlayWindowSchema,
  WINDOW_HEIGHT,
  WINDOW_TYPES,
  WINDOW_WIDTH,
  type OverlayWindow,
} from '../../../../contract/julia';
import { juliaApi } from '../../../../contract/endpoints/julia';
import { call } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { maxLengthOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { analyze } from '../landing/api';

const OVERLAY_KEY = ['julia', 'overlay'] as const;
/** A window's title and prompt limits (the contract's). */
const TITLE_MAX = maxLengthOf(OverlayWindowSchema.shape.title);
const PROMPT_MAX = maxLengthOf(OverlayWindowSchema.shape.prompt);
const overlayQuery = () => ({ queryKey: OVERLAY_KEY, queryFn: () => call(juliaApi.overlay) });

const QUICK_PROMPTS: { title: string; prompt: string; type: OverlayWindow['type'] }[] = [
  { title: 'Fundraising readiness', prompt: 'How ready is a seed-stage startup with $18K MRR growing 14% a month to raise a $1.5M seed? Name the gaps.', type: 'analysis' },
  { title: 'Key metrics', prompt: 'Which five metrics should a seed-stage SaaS founder track weekly, with healthy targets?', type: 'metrics' },
  { title: 'Investor outreach plan', prompt: 'Plan investor outreach for the next two weeks: how many investors, which order, and follow-up timing.', type: 'insights' },
];

function newId() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `w${Date.now()}${Math.random().toString(16).slice(2)}`;
}

export function AiDashboardOverlay({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
  const state = useQuery(overlayQuery());
  const [windows, setWindows] = useState<OverlayWindow[] | null>(null);
  /** Client-only (spec §3: isLoading): windows whose analysis is running, and those that failed. */
  const [loading, setLoading] = useState<Set<string>>(new Set());
  const [failed, setFailed] = useState<Set<string>>(new Set());
  const [order, setOrder] = useState<string[]>([]);
  const started = useRef(new Set<string>());
  const [title, setTitle] = useState('');
  const [prompt, setPrompt] = useState('');
  const [type, setType] = useState<OverlayWindow['type']>('analysis');

  const current = useRef<OverlayWindow[]>([]);
  useEffect(() => {
    if (state.data && windows === null) {
      current.current = state.data.windows;
      setWindows(state.data.windows);
    }
  }, [state.data, windows]);

  // Saves run one after another, so the server keeps the last state, not the last to arrive.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [saveFailed, setSaveFailed] = useState(false);
  const update = useCallback(
    (fn: (list: OverlayWindow[]) => OverlayWindow[]) => {
      const next = fn(current.current);
      current.current = next;
      setWindows(next);
      queue.current = queue.current.then(() =>
        call(juliaApi.saveOverlay, { body: { windows: next } }).then(
          (saved) => {
            qc.setQueryData(OVERLAY_KEY, saved);
            setSaveFailed(false);
          },
          () => setSaveFailed(true),
        ),
      );
    },
    [qc],
  );

  const run = useCallback(
    async (w: OverlayWindow) => {
      started.current.add(w.id);
      setLoading((s) => new Set(s).add(w.id));
      setFailed((s) => {
        const n = new Set(s);
        n.delete(w.id);
        return n;
      });
      try {
        const r = await analyze(w.prompt || w.title, { dashboard: 'Julia AI founder dashboard', window: { title: w.title, type: w.type } });
        update((list) => list.map((x) => (x.id === w.id ? { ...x, content: r.analysis, engineLabel: r.meta.engineLabel } : x)));
      } catch {
        setFailed((s) => new Set(s).add(w.id));
      } finally {
        setLoading((s) => {
          const n = new Set(s);
          n.delete(w.id);
          return n;
        });
      }
    },
    [update],
  );

  // Windows not analysed yet (the welcome window on a first visit, new ones) are analysed once.
  useEffect(() => {
    for (const w of windows ?? []) if (!w.content && !w.engineLabel && !started.current.has(w.id)) void run(w);
  }, [windows, run]);

  const add = (e?: FormEvent, preset?: (typeof QUICK_PROMPTS)[number]) => {
    e?.preventDefault();
    const t = preset?.title ?? title.trim();
    const p = preset?.prompt ?? prompt.trim();
    if (!t || !p || (windows?.length ?? 0) >= MAX_OVERLAY_WINDOWS) return;
    const n = windows?.length ?? 0;
    const w: OverlayWindow = {
      id: newId(),
      title: t.slice(0, 120),
      prompt: p.slice(0, 2000),
      content: '',
      x: 40 + ((n * 36) % 360),
      y: 96 + ((n * 28) % 200),
      width: WINDOW_WIDTH,
      height: WINDOW_HEIGHT,
      isMinimized: false,
      type: preset?.type ?? type,
      engineLabel: null,
    };
    update((list) => [...list, w]);
    setOrder((o) => [...o.filter((x) => x !== w.id), w.id]);
    setTitle('');
    setPrompt('');
  };

  const front = (id: string) => setOrder((o) => [...o.filter((x) => x !== id), id]);
  const z = (id: string) => 10 + Math.max(0, order.indexOf(id));

  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-bg/95 backdrop-blur" role="dialog" aria-modal="true" aria-labelledby="julia-overlay-title" data-testid="ai-overlay">
      <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
        <h2 id="julia-overlay-title" className="text-lg font-semibold">
          AI Dashboard
        </h2>
        <span className={cn('text-xs', saveFailed ? 'text-red-300' : 'text-muted')} role="status">
          {saveFailed ? 'Changes could not be saved. They will be saved with your next change.' : `${windows?.length ?? 0} windows · saved to your account`}
        </span>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {QUICK_PROMPTS.map((q) => (
            <Button key={q.title} size="sm" variant="secondary" onClick={() => add(undefined, q)} disabled={(windows?.length ?? 0) >= MAX_OVERLAY_WINDOWS}>
              <Plus aria-hidden />
              {q.title}
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              started.current.clear();
              void call(juliaApi.resetOverlay).then((s) => {
                qc.setQueryData(OVERLAY_KEY, s);
                current.current = s.windows;
                setWindows(s.windows);
              });
            }}
          >
            <RotateCcw aria-hidden />
            Reset
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            <X aria-hidden />
            Close dashboard
          </Button>
        </div>
      </header>
      <form onSubmit={add} className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2" aria-label="New window">
        <label htmlFor="overlay-title" className="sr-only">
          Window title
        </label>
        <Input id="overlay-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Window title" className="h-9 w-40" maxLength={TITLE_MAX} />
        <label htmlFor="overlay-prompt" className="sr-only">
          What should Julia analyse?
        </label>
        <Input id="overlay-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} placeholder="What should Julia analyse?" className="h-9 min-w-48 flex-1" maxLength={PROMPT_MAX} />
        <label htmlFor="overlay-type" className="sr-only">
          Window type
        </label>
        <select
          id="overlay-type"
          value={type}
          onChange={(e) => setType(e.target.value as OverlayWindow['type'])}
          className="h-9 rounded-lg border border-border bg-surface-2 px-2 text-sm"
        >
          {WINDOW_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <Button size="sm" type="submit" disabled={!title.trim() || !prompt.trim() || (windows?.length ?? 0) >= MAX_OVERLAY_WINDOWS}>
          <Plus aria-hidden />
          Add window
        </Button>
      </form>
      <div className="relative min-h-0 flex-1 overflow-auto" data-testid="overlay-canvas">
        {state.isLoading && (
          <div className="grid h-full place-items-center">
            <Spinner label="Loading your dashboard…" />
          </div>
        )}
        {state.isError && <p className="p-6 text-sm text-red-300">Your dashboard could not load. Close it and try again.</p>}
        {windows?.length === 0 && <p className="p-6 text-sm text-muted">No windows open. Add one above, or Reset for the welcome window.</p>}
        {windows?.map((w) => {
          const isLoading = loading.has(w.id);
          const isFailed = failed.has(w.id);
          return (
            <Rnd
              key={w.id}
              position={{ x: w.x, y: w.y }}
              size={{ width: WINDOW_WIDTH, height: w.isMinimized ? MINIMIZED_HEIGHT : WINDOW_HEIGHT }}
              enableResizing={false}
              dragHandleClassName="overlay-drag-handle"
              cancel=".overlay-no-drag"
              style={{ zIndex: z(w.id) }}
              onDragStart={() => front(w.id)}
              onDragStop={(_e, d) => {
                const x = Math.round(d.x);
                const y = Math.round(d.y);
                if (x !== w.x || y !== w.y) update((list) => list.map((v) => (v.id === w.id ? { ...v, x: Math.max(0, x), y: Math.max(0, y) } : v)));
              }}
              data-testid="overlay-window"
              data-window-id={w.id}
              data-minimized={w.isMinimized ? 'true' : 'false'}
            >
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-2xl shadow-black/40" aria-label={w.title}>
                <div className="overlay-drag-handle flex h-10 shrink-0 cursor-move items-center gap-2 border-b border-border bg-surface-2 px-3">
                  <span className={cn('size-2 rounded-full', isLoading ? 'animate-pulse bg-warning' : isFailed ? 'bg-danger' : 'bg-success')} aria-hidden />
                  <h3 className="min-w-0 flex-1 truncate text-sm font-semibold">{w.title}</h3>
                  <span className="text-[10px] uppercase tracking-wide text-muted">{w.type}</span>
                  <button
                    type="button"
                    className="overlay-no-drag grid size-6 cursor-pointer place-items-center rounded text-muted hover:bg-bg hover:text-fg"
                    onClick={() => update((list) => list.map((v) => (v.id === w.id ? { ...v, isMinimized: !v.isMinimized } : v)))}
                    aria-label={w.isMinimized ? `Restore ${w.title}` : `Minimize ${w.title}`}
                  >
                    {w.isMinimized ? <Maximize2 className="size-3.5" aria-hidden /> : <Minus className="size-3.5" aria-hidden />}
                  </button>
                  <button
                    type="button"
                    className="overlay-no-drag grid size-6 cursor-pointer place-items-center rounded text-muted hover:bg-bg hover:text-fg"
                    onClick={() => update((list) => list.filter((v) => v.id !== w.id))}
                    aria-label={`Close ${w.title}`}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </div>
                {!w.isMinimized && (
                  <div className="overlay-no-drag flex min-h-0 flex-1 flex-col gap-2 p-3">
                    <p className="line-clamp-2 text-[11px] text-muted">{w.prompt}</p>
                    <div className="min-h-0 flex-1 overflow-y-auto text-sm leading-relaxed" aria-live="polite" data-testid="overlay-window-body">
                      {isLoading ? (
                        <span className="text-muted">{JULIA_MESSAGES.analyzing}</span>
                      ) : isFailed ? (
                        <span className="text-red-300">{JULIA_MESSAGES.analysisFailed}</span>
                      ) : (
                        w.content
                      )}
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <EngineBadge label={w.engineLabel ?? undefined} />
                      <Button size="sm" variant="ghost" className="ml-auto h-7" onClick={() => void run(w)} disabled={isLoading}>
                        <RefreshCw aria-hidden />
                        Analyse again
                      </Button>
                    </div>
                  </div>
                )}
              </article>
            </Rnd>
          );
        })}
      </div>
    </div>
  );
}
