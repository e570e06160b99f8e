import { AlertTriangle, FileText, Keyboard, Mic } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { SessionMessage } from '../../../../../contract/business-os';
import { useWorkspace } from '../../hooks/workspace-context';
import { clockTime, formatDuration, questionText, toTurns } from '../../model/conversation';
import { formatTokens } from '../../model/token-math';
import { EngineBadge } from '../../../../ui/engine-badge';
import { ThinkingLine } from './summary-blocks';

const SOURCE = {
  typed: { icon: Keyboard, label: 'Typed' },
  voice: { icon: Mic, label: 'Spoken' },
  file: { icon: FileText, label: 'Upload' },
} as const;

function Question({ m }: { m: SessionMessage }) {
  const src = SOURCE[m.source ?? 'typed'];
  const Icon = src.icon;
  return (
    <div className="flex flex-col items-end gap-0.5">
      <p className="flex items-center gap-1.5 text-[10px] text-muted">
        <Icon className="size-3" aria-hidden />
        <span>{src.label}</span>
        {m.timestamp !== undefined && <time dateTime={String(m.timestamp)}>{clockTime(m.timestamp)}</time>}
      </p>
      <p className="max-w-[88%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-sm bg-brand/25 px-3 py-1.5 text-[13px] leading-relaxed text-fg" data-testid="conversation-question">
        {questionText(m)}
      </p>
    </div>
  );
}

function Answer({ m }: { m: SessionMessage }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <p className="max-w-[92%] whitespace-pre-wrap break-words rounded-2xl rounded-tl-sm border border-border/70 bg-surface-2/70 px-3 py-1.5 text-[13px] leading-relaxed text-fg/90" data-testid="conversation-answer">
        {m.content}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 pl-1 text-[10px] tabular-nums text-muted" data-testid="conversation-meta">
        <EngineBadge label={m.engineLabel} />
        {m.tokens !== undefined && (
          <span title={m.tokensEstimated ? 'Estimated by Mnemo’s tokenizer' : 'Counted by the AI provider'}>
            {m.tokensEstimated ? '≈ ' : ''}
            {formatTokens(m.tokens)} tokens
          </span>
        )}
        {m.durationMs !== undefined && <span title="How long the answer took">{formatDuration(m.durationMs)}</span>}
        {m.timestamp !== undefined && <time dateTime={String(m.timestamp)}>{clockTime(m.timestamp)}</time>}
      </p>
    </div>
  );
}

/** Every question, typed or spoken, with its answer, the engine, the tokens and the time. */
export function ConversationBlock() {
  const messages = useWorkspace((s) => s.doc.messages);
  const pending = useWorkspace((s) => s.ui.pending);
  const show = useWorkspace((s) => s.ui.showMessage);
  const turns = useMemo(() => toTurns(messages), [messages]);
  const root = useRef<HTMLDivElement>(null);
  const count = messages.length;

  // Follow the conversation as it grows, unless the person scrolled up to read.
  const stuck = useRef(true);
  useLayoutEffect(() => {
    const scroller = root.current?.closest<HTMLElement>('[data-block-scroll]');
    if (scroller && stuck.current) scroller.scrollTop = scroller.scrollHeight;
  }, [count, pending]);
  useEffect(() => {
    const scroller = root.current?.closest<HTMLElement>('[data-block-scroll]');
    if (!scroller) return;
    const onScroll = () => {
      stuck.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 40;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, []);

  // Where a mind-map node came from: scroll to that message and mark it for a moment.
  useEffect(() => {
    if (!show) return;
    const el = root.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(show.id)}"]`);
    const scroller = root.current?.closest<HTMLElement>('[data-block-scroll]');
    if (!el || !scroller) return;
    stuck.current = false;
    scroller.scrollTop += el.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 8;
    for (const other of root.current?.querySelectorAll('[data-shown]') ?? []) other.removeAttribute('data-shown');
    el.setAttribute('data-shown', 'true');
    el.classList.add('bos-flash');
    const t = setTimeout(() => el.classList.remove('bos-flash'), 1600);
    return () => clearTimeout(t);
  }, [show]);

  if (turns.length === 0) {
    return (
      <div ref={root} className="p-3 text-[13px] text-muted" data-testid="conversation">
        {pending > 0 ? <ThinkingLine /> : 'Questions you type or speak appear here with their answers, which engine wrote them, the tokens and the time.'}
      </div>
    );
  }
  const lastQuestion = [...turns].reverse().find((t) => t.question)?.question?.id;
  return (
    <div ref={root} className="flex flex-col gap-3 p-3" data-testid="conversation">
      <ol className="flex flex-col gap-3" aria-label="Questions and answers">
        {turns.map((t, i) => (
          <li
            key={t.question?.id ?? t.answers[0]?.id ?? i}
            className="flex flex-col gap-1.5 rounded-lg transition-colors"
            data-testid="conversation-turn"
            data-message-id={t.question?.id}
          >
            {t.question && <Question m={t.question} />}
            {t.answers.map((a) => (
              <div key={a.id} data-message-id={a.id}>
                <Answer m={a} />
              </div>
            ))}
            {t.question && t.answers.length === 0 && t.question.failed && (
              <p className="flex items-center gap-1.5 text-[11px] text-red-300">
                <AlertTriangle className="size-3" aria-hidden /> No answer: the request failed. Ask again.
              </p>
            )}
            {t.question && t.answers.length === 0 && !t.question.failed && pending > 0 && t.question.id === lastQuestion && <ThinkingLine />}
          </li>
        ))}
      </ol>
    </div>
  );
}
