/**
 * The deck tab: upload the deck as a PDF or paste its text; each section's score,
 * status and feedback, and the AI layer's review.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleDashed, ClipboardPaste, FileUp, RefreshCw, TriangleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { DeckTextBodySchema, type CoachState, type Deck, type DeckSection } from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { checkForm, fieldError, maxLengthOf } from '../../../lib/form';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { Input, Textarea } from '../../../ui/input';
import { COACH_KEY, pasteDeck, reviewDeck, uploadDeck } from './api';

const STATUS = {
  complete: { label: 'Complete', tone: 'success', icon: CheckCircle2, bar: 'bg-success' },
  'in-progress': { label: 'In progress', tone: 'warning', icon: CircleDashed, bar: 'bg-warning' },
  'needs-work': { label: 'Needs work', tone: 'danger', icon: TriangleAlert, bar: 'bg-danger' },
} as const;

function SectionCard({ section }: { section: DeckSection }) {
  const s = STATUS[section.status];
  return (
    <li className="rounded-xl border border-border bg-surface/80 p-4" data-testid="deck-section">
      <div className="flex items-center gap-2">
        <h3 className="font-semibold">{section.name}</h3>
        <Badge tone={s.tone} className="ml-auto">
          <s.icon className="size-3" aria-hidden />
          {s.label}
        </Badge>
        <span className="w-12 text-right text-sm font-semibold tabular-nums" aria-label={`${section.name} score ${section.score} out of 10`}>
          {section.score}/10
        </span>
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
        <div className={cn('h-full rounded-full', s.bar)} style={{ width: `${section.score * 10}%` }} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted">{section.feedback}</p>
      {section.excerpt && (
        <details className="mt-2 text-xs text-muted">
          <summary className="cursor-pointer select-none">What the deck says</summary>
          <p className="mt-1 whitespace-pre-wrap rounded bg-bg/60 p-2">{section.excerpt}</p>
        </details>
      )}
    </li>
  );
}

export function DeckTab({ deck }: { deck: Deck }) {
  const qc = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'upload' | 'paste'>('upload');
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [dragging, setDragging] = useState(false);
  /** The pasted text's rule and message are the contract's (at least 40 characters, …). */
  const textProblem = fieldError(DeckTextBodySchema.shape.text, text);
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const setDeck = (d: Deck) => qc.setQueryData<CoachState>(COACH_KEY, (s) => (s ? { ...s, deck: d } : s));

  const upload = useMutation({ mutationFn: uploadDeck, onSuccess: setDeck });
  const paste = useMutation({ mutationFn: () => pasteDeck(text, title.trim()), onSuccess: (d) => (setDeck(d), setText(''), setTitle('')) });
  const review = useMutation({ mutationFn: reviewDeck, onSuccess: setDeck });
  const busy = upload.isPending || paste.isPending;
  const error = upload.error ?? paste.error;

  const pick = (files: FileList | null) => {
    const f = files?.[0];
    if (f) upload.mutate(f);
    if (fileInput.current) fileInput.current.value = '';
  };
  const submitPaste = (e: FormEvent) => {
    e.preventDefault();
    if (textProblem !== undefined || busy) return;
    const checked = checkForm(DeckTextBodySchema, { text, title: title.trim() || undefined });
    setTitleProblem(checked.ok ? null : (checked.errors.title ?? Object.values(checked.errors)[0] ?? null));
    if (checked.ok) paste.mutate();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="grid gap-4">
        <div className="rounded-2xl border border-border bg-surface/80 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">Your deck</h2>
            <span className="text-sm text-muted">
              {deck.source === 'sample' ? 'Sample deck — upload yours to score it.' : `${deck.title}${deck.pages ? ` · ${deck.pages} pages` : ''}`}
            </span>
          </div>
          <div className="mt-4 flex gap-2" role="group" aria-label="How to add your deck">
            <Button size="sm" variant={mode === 'upload' ? 'secondary' : 'ghost'} onClick={() => setMode('upload')} aria-pressed={mode === 'upload'}>
              <FileUp aria-hidden /> Upload PDF
            </Button>
            <Button size="sm" variant={mode === 'paste' ? 'secondary' : 'ghost'} onClick={() => setMode('paste')} aria-pressed={mode === 'paste'}>
              <ClipboardPaste aria-hidden /> Paste text
            </Button>
          </div>
          {mode === 'upload' ? (
            <div
              className={cn(
                'mt-3 grid place-items-center rounded-xl border-2 border-dashed p-8 text-center transition-colors',
                dragging ? 'border-brand bg-brand/10' : 'border-border',
              )}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(false);
                pick(e.dataTransfer.files);
              }}
            >
              <FileUp className="size-8 text-violet-300" aria-hidden />
              <p className="mt-2 text-sm">Drop your deck here as a PDF</p>
              <p className="text-xs text-muted">Text is read from the PDF on our server; up to 15 MB.</p>
              <Button className="mt-3" onClick={() => fileInput.current?.click()} disabled={busy}>
                {upload.isPending ? 'Reading and scoring…' : 'Choose PDF'}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="application/pdf,.pdf"
                className="sr-only"
                aria-label="Deck PDF"
                data-testid="deck-input"
                onChange={(e) => pick(e.target.files)}
              />
            </div>
          ) : (
            <form onSubmit={submitPaste} className="mt-3 grid gap-2">
              <label htmlFor="deck-title" className="text-sm font-medium">
                Title <span className="font-normal text-muted">(optional)</span>
              </label>
              <Input
                id="deck-title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={maxLengthOf(DeckTextBodySchema.shape.title)}
                placeholder="Acme — Seed deck"
              />
              <label htmlFor="deck-text" className="text-sm font-medium">
                Deck text
              </label>
              <Textarea
                id="deck-text"
                rows={8}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={'Problem\nWho has it, what it costs…\n\nSolution\n…\n\nMarket\nTAM, SAM, SOM…'}
                aria-describedby={text.trim() && textProblem ? 'deck-text-problem' : undefined}
              />
              {text.trim() && textProblem && (
                <p id="deck-text-problem" className="text-xs text-muted">
                  {textProblem}
                </p>
              )}
              <p className="text-xs text-muted">
                One title per slide, on its own line (Problem, Solution, Market, Traction, Business model, Competition, Team, Ask; also Why now, Product,
                Go-to-market, Financials).
              </p>
              <div>
                <Button type="submit" disabled={textProblem !== undefined || busy}>
                  {paste.isPending ? 'Scoring…' : 'Score deck'}
                </Button>
              </div>
            </form>
          )}
          {(error || titleProblem) && (
            <p role="alert" className="mt-3 text-sm text-red-300">
              {titleProblem ?? errorMessage(error, 'The deck could not be read. Please try again.')}
            </p>
          )}
        </div>
        <ol className="grid gap-3 md:grid-cols-2" aria-label="Deck sections">
          {deck.sections.map((s) => (
            <SectionCard key={s.id} section={s} />
          ))}
        </ol>
      </div>
      <aside className="grid h-fit gap-4">
        <div className="rounded-2xl border border-border bg-surface/80 p-5">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Julia’s review</h2>
            <Button size="sm" variant="ghost" onClick={() => review.mutate()} disabled={review.isPending}>
              <RefreshCw aria-hidden />
              {deck.review ? 'Refresh' : 'Review'}
            </Button>
          </div>
          <div className="mt-3 space-y-2 text-sm leading-relaxed" data-testid="deck-review" aria-live="polite">
            {(review.isPending ? 'Analyzing...' : (deck.review ?? 'Ask Julia to review the deck: the weakest sections and what to change first.')).split('\n').map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
          {review.isError && <p className="mt-2 text-sm text-red-300">{errorMessage(review.error, 'The review could not be written. Please try again.')}</p>}
          {deck.reviewEngine && <EngineBadge className="mt-3" label={deck.reviewEngine} />}
        </div>
        <div className="rounded-2xl border border-border bg-surface/80 p-5 text-sm text-muted">
          <h2 className="font-semibold text-fg">How the score works</h2>
          <p className="mt-2">
            Slides are read by their titles (“Meet the Team”, “Use of Funds”, “3. Market”). Each section found earns 2 points for being there and up to 8 for
            what investors check: who has the problem and what it costs, TAM/SAM/SOM with a source, revenue and growth, the raise and its use. A standard
            section the deck lacks scores 0. The deck score is the average, out of 10.
          </p>
        </div>
      </aside>
    </div>
  );
}
