/**
 * A cited message in its chat: the chat's title, the messages before and after it, and the
 * cited one highlighted and scrolled into view, so an answer's claim can be checked against
 * what was actually written. "Open … page" leads to the relationship page of the person the
 * message is with (never the owner's own page).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { MessageCitation, MessageInContext, MessageView } from '../../../../contract/worlds-ask';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { callWorld } from '../api';
import { formatDayTime } from '../components/social-format';
import { sourceKey, type WorldSource } from '../world-source';
import { readableMessage } from './ask-format';

/** Messages shown either side of the cited one. */
export const CONTEXT = 5;

/**
 * Whose page "Open … page" leads to: the cited message's author, unless the owner wrote it.
 * Then, in a chat of two, the other person (the one other author among the messages shown);
 * in a group, no one. `isGroup` null: not known (the answer does not cite the chat), so the
 * other author counts only when the chat is titled with their name, as a chat of two is.
 */
export function pageOwner(shown: MessageInContext, isGroup: boolean | null): { id: string; name: string } | null {
  const m = shown.message;
  if (!m.mine) return { id: m.authorId, name: m.author };
  if (isGroup) return null;
  const others = new Map<string, string>();
  for (const x of [...shown.before, ...shown.after]) if (!x.mine) others.set(x.authorId, x.author);
  const [other, ...more] = [...others].map(([id, name]) => ({ id, name }));
  if (!other || more.length > 0) return null;
  return isGroup === false || other.name === m.chatTitle ? other : null;
}

export function MessageContextDialog({
  source,
  citation,
  isGroup,
  personHref,
  onNavigate,
  onClose,
}: {
  source: WorldSource;
  citation: MessageCitation;
  /** Whether the message's chat is a group (null: not known). */
  isGroup: boolean | null;
  /** A person's page (null where the source has none). */
  personHref: (personId: string) => string | null;
  onNavigate: () => void;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: [...sourceKey(source), 'messages', citation.id, CONTEXT],
    queryFn: () => callWorld(source, 'message', { id: citation.id, query: { context: CONTEXT } }),
    staleTime: 60_000,
  });
  const list = useRef<HTMLOListElement>(null);
  const cited = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Centre the cited message by scrolling the list alone: scrollIntoView would scroll the
    // dialog and the page behind it too.
    const [ol, li] = [list.current, cited.current];
    if (q.data && ol && li) ol.scrollTop = li.offsetTop - (ol.clientHeight - li.offsetHeight) / 2;
  }, [q.data]);

  const title = q.data?.message.chatTitle ?? citation.chatTitle;
  const person = q.data ? pageOwner(q.data, isGroup) : null;
  const href = person ? personHref(person.id) : null;
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
          <p role="alert" className="mt-4 text-sm text-danger-fg">
            {errorMessage(q.error, 'This message could not be opened.')}
          </p>
        ) : (
          <>
            {/* `relative`: the rows' offsetTop is measured from the list. */}
            <ol ref={list} aria-label={`Messages in ${title}`} className="relative mt-4 flex max-h-[55vh] min-h-0 flex-col gap-2 overflow-y-auto pr-1">
              {q.data.before.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
              <MessageRow message={q.data.message} cited ref={cited} />
              {q.data.after.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
            </ol>
            {person && href && (
              <div className="mt-4">
                <Button asChild variant="outline" size="sm">
                  <Link to={href} onClick={onNavigate}>
                    Open {person.name}’s page
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
  // "<Media omitted>" reads "Photo" or "Media"; a caption stays.
  const shown = readableMessage(m.text, m.media);
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
      {shown.media && <p className="mt-0.5 text-xs text-muted italic">{shown.media}</p>}
      {shown.text && <p className="mt-0.5 break-words whitespace-pre-wrap">{shown.text}</p>}
    </li>
  );
}
