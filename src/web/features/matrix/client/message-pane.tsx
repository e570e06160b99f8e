import { ArrowLeft, Info, SendHorizontal } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { MATRIX_MAX_MESSAGE_CHARS, MatrixSendBodySchema, type MatrixInsightKind, type MatrixRoom } from '../../../../contract/matrix';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { checkForm } from '../../../lib/form';
import { addMessage, flattenMessages, markRoomRead, useMatrixMessages, useSendMatrixMessage } from './api';
import { INSIGHTS } from './insight-cards';
import { kindLabel, RoomIcon, shortTime } from './room-list';
import { EncryptedNotice, WorldControl } from './world-control';
import { useQueryClient } from '@tanstack/react-query';

/** What the composer checks before sending: the message body's rule in the contract. */
const SendDraftSchema = MatrixSendBodySchema.pick({ body: true });

function newTxnId(): string {
  return `mnemo.${crypto.randomUUID()}`;
}

/** The selected room: its messages (older pages on demand), the AI card buttons, and the input. */
export function MessagePane({
  room,
  systemMessage,
  ownUserId,
  onBack,
  onInsight,
}: {
  room: MatrixRoom;
  systemMessage: string | null;
  ownUserId: string;
  onBack: () => void;
  onInsight: (kind: MatrixInsightKind) => void;
}) {
  const messages = useMatrixMessages(room.id);
  const send = useSendMatrixMessage(room.id);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  // One transaction id per message typed: a retry of the same send never posts twice.
  const txn = useRef(newTxnId());
  const list = flattenMessages(messages.data);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = list.at(-1)?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId, room.id]);
  useEffect(() => setDraft(''), [room.id]);
  // A message from someone else arrived while the room is open: it has been read.
  const last = list.at(-1);
  const readUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (!last || last.own || !room.unread || readUpTo.current === last.id) return;
    readUpTo.current = last.id;
    void markRoomRead(room.id, last.id);
  }, [last, room.id, room.unread]);

  function submit(e: FormEvent) {
    e.preventDefault();
    // A blank draft is simply not sent; any other draft the contract refuses shows its
    // message where a failed send is shown (the "Message not sent" toast), as the server's 400 did.
    if (!draft.trim() || send.isPending) return;
    const checked = checkForm(SendDraftSchema, { body: draft });
    if (!checked.ok) {
      toast({ title: 'Message not sent', description: checked.errors.body ?? 'Failed to send the message', variant: 'destructive' });
      return;
    }
    const body = checked.data.body;
    send.mutate(
      { body, txnId: txn.current },
      {
        onSuccess: (res) => {
          setDraft('');
          txn.current = newTxnId();
          addMessage(queryClient, {
            id: res.eventId,
            roomId: room.id,
            sender: ownUserId,
            senderName: 'You',
            content: body,
            timestamp: new Date().toISOString(),
            type: 'text',
            own: true,
          });
        },
      },
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
        <button type="button" onClick={onBack} className="rounded-md p-1 text-muted hover:bg-surface-2 md:hidden" aria-label="Back to rooms">
          <ArrowLeft className="size-5" />
        </button>
        <RoomIcon room={room} className="size-8" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{room.name}</h2>
          <p className="text-xs text-muted">{kindLabel(room)}</p>
        </div>
        <div className="flex gap-1.5">
          {(Object.keys(INSIGHTS) as MatrixInsightKind[]).map((kind) => {
            const { title, icon: Icon } = INSIGHTS[kind];
            return (
              <Button key={kind} variant="secondary" size="sm" onClick={() => onInsight(kind)} title={`${title} of this room's recent messages`}>
                <Icon aria-hidden />
                <span className="hidden sm:inline">{kind === 'analyze' ? 'Analyze' : title}</span>
                <span className="sr-only sm:hidden">{title}</span>
              </Button>
            );
          })}
        </div>
        <div className="basis-full">
          <WorldControl room={room} />
        </div>
      </div>
      <EncryptedNotice room={room} />

      <div ref={scroller} className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4" aria-live="polite" aria-label={`Messages in ${room.name}`}>
        {systemMessage && (
          <p className="mx-auto flex w-fit max-w-full items-center gap-2 rounded-full border border-border bg-surface-2 px-3 py-1 text-xs text-muted" data-testid="system-message">
            <Info className="size-3.5" aria-hidden />
            {systemMessage}
          </p>
        )}
        {messages.hasNextPage && (
          <div className="text-center">
            <Button variant="ghost" size="sm" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
              {messages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
            </Button>
          </div>
        )}
        {messages.isPending && <Spinner label="Loading messages…" className="text-sm" />}
        {messages.isError && <p className="text-sm text-red-300">{errorMessage(messages.error, 'Could not load the messages.')}</p>}
        {!messages.isPending && !list.length && !messages.isError && <p className="text-center text-sm text-muted">No messages yet. Say hello.</p>}
        {list.map((m) => (
          <div key={m.id} className={cn('flex', m.own ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
                m.type === 'system' ? 'border border-border bg-surface-2 text-muted' : m.own ? 'bg-brand text-white' : 'bg-surface-2 text-fg',
              )}
            >
              {!m.own && <p className="mb-0.5 text-xs font-semibold text-violet-300">{m.senderName}</p>}
              <p className="whitespace-pre-wrap break-words">{m.content}</p>
              <p className={cn('mt-0.5 text-right text-[10px]', m.own ? 'text-white' : 'text-muted')}>{shortTime(m.timestamp)}</p>
            </div>
          </div>
        ))}
      </div>

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor="matrix-message" className="sr-only">
          Message {room.name}
        </label>
        <textarea
          id="matrix-message"
          rows={1}
          maxLength={MATRIX_MAX_MESSAGE_CHARS}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          placeholder={`Message ${room.name}`}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-xl border border-border bg-surface-2 px-3 py-2 text-sm text-fg placeholder:text-muted focus:outline-none focus:ring-2 focus:ring-brand"
        />
        <Button type="submit" size="icon" disabled={!draft.trim() || send.isPending} aria-label="Send message">
          <SendHorizontal aria-hidden />
        </Button>
      </form>
    </div>
  );
}
