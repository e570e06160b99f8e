/**
 * A cited message in its chat: the chat's title, the messages before and after it, and the
 * cited one highlighted and scrolled into view, so an answer's claim can be checked against
 * what was actually written. "Open … page" leads to the author's relationship page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { MessageCitation, MessageView } from '../../../../contract/worlds-ask';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { callWorld } from '../api';
import { formatDayTime } from '../components/social-format';
import { sourceKey, type WorldSource } from '../world-source';

/** Messages shown either side of the cited one. */
export const CONTEXT = 5;

export function MessageContextDialog({
  source,
  citation,
  personHref,
  onNavigate,
  onClose,
}: {
  source: WorldSource;
  citation: MessageCitation;
  /** The author's page (null where the source has none). */
  personHref: string | null;
  onNavigate: () => void;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: [...sourceKey(source), 'messages', citation.id, CONTEXT],
    queryFn: () => callWorld(source, 'message', { id: citation.id, query: { context: CONTEXT } }),
    staleTime: 60_000,
  });
  const cited = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (q.data) cited.current?.scrollIntoView({ block: 'center' });
  }, [q.data]);

  const title = q.data?.message.chatTitle ?? citation.chatTitle;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="flex max-w-xl flex-col">
        <DialogTitle className="pr-8 break-words">{title}</DialogTitle>
        <DialogDescription>The cited message, highlighted, with the messages around it.</DialogDescription>
        {q.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner />
          </div>
        ) : q.isError ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {errorMessage(q.error, 'This message could not be opened.')}
          </p>
        ) : (
          <>
            <ol aria-label={`Messages in ${title}`} className="mt-4 flex max-h-[55vh] min-h-0 flex-col gap-2 overflow-y-auto pr-1">
              {q.data.before.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
              <MessageRow message={q.data.message} cited ref={cited} />
              {q.data.after.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
            </ol>
            {personHref && (
              <div className="mt-4">
                <Button asChild variant="outline" size="sm">
                  <Link to={personHref} onClick={onNavigate}>
                    Open {q.data.message.author}’s page
                  </Link>
                </Button>
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MessageRow({ message: m, cited = false, ref }: { message: MessageView; cited?: boolean; ref?: React.Ref<HTMLLIElement> }) {
  return (
    <li
      ref={ref}
      aria-current={cited ? 'true' : undefined}
      data-testid={cited ? 'cited-message' : undefined}
      className={cn(
        'max-w-[85%] rounded-xl border px-3 py-2 text-sm',
        m.mine ? 'self-end border-brand/20 bg-brand/10' : 'self-start border-border bg-surface-2',
        cited && 'border-2 border-amber-400 bg-amber-400/10 shadow-[0_0_0_3px] shadow-amber-400/20',
      )}
    >
      <p className="text-xs text-muted">
        <span className="font-medium text-fg">{m.author}</span> · {formatDayTime(m.at)}
        {cited && <span className="ml-2 rounded-full bg-amber-400 px-1.5 py-px text-[10px] font-semibold text-black">Cited</span>}
      </p>
      {m.text && <p className="mt-0.5 break-words whitespace-pre-wrap">{m.text}</p>}
      {m.media && <p className="mt-0.5 text-xs text-muted italic">{m.media}</p>}
    </li>
  );
}
