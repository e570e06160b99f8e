/** The chat tab: ask Julia about the deck; the conversation is kept. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_MESSAGE_CHARS, type CoachMessage, type CoachState } from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { Textarea } from '../../../ui/input';
import { COACH_KEY, sendCoachMessage } from './api';

const STARTERS = ['Which slide should I fix first?', 'How do I present our traction better?', 'What will investors ask about our market?'];

export function ChatTab({ messages }: { messages: CoachMessage[] }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState('');
  const send = useMutation({
    mutationFn: sendCoachMessage,
    onSuccess: ({ message, reply }) => qc.setQueryData<CoachState>(COACH_KEY, (s) => (s ? { ...s, messages: [...s.messages, message, reply] } : s)),
  });
  const submit = (text: string, e?: FormEvent) => {
    e?.preventDefault();
    const m = text.trim();
    if (!m || send.isPending) return;
    setDraft('');
    send.mutate(m);
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col rounded-2xl border border-border bg-surface/80">
      <ol className="flex max-h-[60vh] min-h-[320px] flex-col gap-3 overflow-y-auto p-4" aria-label="Conversation with Julia" aria-live="polite">
        {messages.length === 0 && (
          <li className="m-auto grid max-w-md gap-3 text-center text-sm text-muted">
            <p>Ask Julia about your deck and your raise. She reads your section scores.</p>
            <div className="flex flex-wrap justify-center gap-2">
              {STARTERS.map((s) => (
                <Button key={s} size="sm" variant="secondary" onClick={() => submit(s)}>
                  {s}
                </Button>
              ))}
            </div>
          </li>
        )}
        {messages.map((m) => (
          <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-1', m.role === 'user' ? 'items-end self-end' : 'items-start self-start')}>
            <p className={cn('whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm', m.role === 'user' ? 'bg-brand text-white' : 'border border-border bg-surface-2')}>{m.message}</p>
            {m.engineLabel && <EngineBadge label={m.engineLabel} />}
          </li>
        ))}
        {send.isPending && <li className="self-start text-sm text-muted">Analyzing...</li>}
      </ol>
      {send.isError && <p className="px-4 pb-2 text-sm text-red-300">{errorMessage(send.error, 'Julia could not answer. Please try again.')}</p>}
      <form onSubmit={(e) => submit(draft, e)} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor="coach-message" className="sr-only">
          Message Julia
        </label>
        <Textarea
          id="coach-message"
          rows={2}
          maxLength={MAX_MESSAGE_CHARS}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(draft, e);
          }}
          placeholder="Ask about your deck…"
          className="min-h-0 flex-1 resize-none"
        />
        <Button type="submit" disabled={!draft.trim() || send.isPending} aria-label="Send message">
          <Send aria-hidden />
        </Button>
      </form>
    </div>
  );
}
