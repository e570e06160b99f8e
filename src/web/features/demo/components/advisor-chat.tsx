/**
 * The AI Business Advisor (spec §2, §4, §7, §8): text or voice in, an answer grounded in
 * the company's decisions, tasks and metrics out. Sending adds the person's message and
 * shows 'Analyzing...' until the reply; the last 5 messages go along as history. The
 * microphone records WAV until pressed again, then /api/transcribe fills the input.
 */
import { Bot, Loader2, Mic, Send, Sparkles, Square } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { AiChatBodySchema } from '../../../../contract/assistant';
import { advisorContext, DEMO_CHAT_HISTORY, DEMO_MESSAGES, type DemoOverview, type DemoProgress } from '../../../../contract/demo';
import { ApiError } from '../../../lib/api-client';
import { MicrophoneError, startWavRecording, type WavRecording } from '../../../lib/audio/wav-recorder';
import { cn } from '../../../lib/cn';
import { maxLengthOf } from '../../../lib/form';
import { transcribe } from '../../../lib/transcribe';
import { Button } from '../../../ui/button';
import { Card, CardTitle } from '../../../ui/card';
import { EngineBadge } from '../../../ui/engine-badge';
import { askAdvisor } from '../api';

/** Demo chat message (spec §3), plus the engine that wrote a bot answer. */
const ChatMessageSchema = z.object({ id: z.string(), text: z.string(), isBot: z.boolean(), timestamp: z.string(), engineLabel: z.string().optional() });
type ChatMessage = z.infer<typeof ChatMessageSchema>;

const CHAT_KEY = 'mnemo.demo.chat';
/** The longest message the advisor takes (the contract's). */
const MESSAGE_MAX = maxLengthOf(AiChatBodySchema.shape.message);
/** The last 50 messages are kept. */
const KEPT_MESSAGES = 50;

function readSessionChat(): ChatMessage[] {
  try {
    const parsed = z.array(ChatMessageSchema).safeParse(JSON.parse(window.sessionStorage.getItem(CHAT_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
function writeSessionChat(messages: ChatMessage[]) {
  try {
    window.sessionStorage.setItem(CHAT_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
  } catch {
    /* storage full or disabled: the conversation lives as long as the page */
  }
}

const SUGGESTIONS = ['What should I focus on today?', 'Should we expand into the European market?', 'How long is our runway?'];

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

type MicState = 'idle' | 'starting' | 'recording' | 'transcribing';

export function AdvisorChat({ overview, progress }: { overview: DemoOverview; progress: DemoProgress }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => {
    const kept = readSessionChat();
    return kept.length
      ? kept
      : [
          {
            id: 'welcome',
            text: `Hi, I'm the AI Business Advisor for ${overview.company.name}. Ask me about the open decisions, the team's tasks or the numbers, by typing or with the microphone.`,
            isBot: true,
            timestamp: new Date().toISOString(),
          },
        ];
  });
  // The conversation lasts the browser session, like a visitor's progress.
  useEffect(() => writeSessionChat(messages), [messages]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [mic, setMic] = useState<MicState>('idle');
  const [level, setLevel] = useState(0);
  const recording = useRef<WavRecording | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, pending]);

  // Release the microphone when the page goes away mid-recording.
  useEffect(() => () => recording.current?.cancel(), []);

  useEffect(() => {
    if (mic !== 'recording') return;
    let frame = 0;
    const tick = () => {
      setLevel(recording.current?.level() ?? 0);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [mic]);

  const send = async (raw: string) => {
    const text = raw.trim();
    if (!text || pending) return;
    const history = messages
      .filter((m) => m.id !== 'welcome')
      .slice(-DEMO_CHAT_HISTORY)
      .map((m) => ({ text: m.text, isBot: m.isBot }));
    setMessages((list) => [...list, { id: newId(), text, isBot: false, timestamp: new Date().toISOString() }]);
    setInput('');
    setPending(true);
    try {
      const res = await askAdvisor({ message: text, context: advisorContext(overview, progress), conversationHistory: history });
      setMessages((list) => [...list, { id: newId(), text: res.response, isBot: true, timestamp: new Date().toISOString(), engineLabel: res.meta.engineLabel }]);
    } catch (err) {
      // A limit says when to come back; every other failure reads as the spec's connection message.
      const reply = err instanceof ApiError && err.status === 429 && err.serverMessage ? err.serverMessage : DEMO_MESSAGES.chatFailed;
      setMessages((list) => [...list, { id: newId(), text: reply, isBot: true, timestamp: new Date().toISOString() }]);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(input);
  };

  /** Puts a voice failure in the input, selected, so typing replaces it (spec §8). */
  const voiceProblem = (message: string) => {
    setInput(message);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.select();
    });
  };

  const toggleMic = async () => {
    if (mic === 'starting' || mic === 'transcribing') return;
    const current = recording.current;
    if (current) {
      recording.current = null;
      setMic('transcribing');
      try {
        const { wav } = await current.stop();
        const { transcript } = await transcribe(wav);
        if (transcript.trim()) {
          setInput(transcript.trim());
          requestAnimationFrame(() => inputRef.current?.focus());
        } else voiceProblem(DEMO_MESSAGES.voiceFailed);
      } catch {
        voiceProblem(DEMO_MESSAGES.voiceFailed);
      } finally {
        setMic('idle');
        setLevel(0);
      }
      return;
    }
    setMic('starting');
    try {
      recording.current = await startWavRecording();
      setMic('recording');
    } catch (err) {
      setMic('idle');
      voiceProblem(err instanceof MicrophoneError && err.reason === 'denied' ? DEMO_MESSAGES.micDenied : DEMO_MESSAGES.voiceFailed);
    }
  };

  const canSend = input.trim().length > 0 && !pending;
  const onlyWelcome = messages.length === 1;

  return (
    <Card className="flex h-[560px] flex-col p-0 lg:h-[600px]" aria-labelledby="advisor-title">
      <div className="flex items-center gap-3 border-b border-border px-5 py-4">
        <span aria-hidden className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand to-brand-2 text-white">
          <Sparkles className="size-4" />
        </span>
        <div className="min-w-0">
          <CardTitle id="advisor-title" className="text-base">
            AI Business Advisor
          </CardTitle>
          <p className="text-xs text-muted">Knows every decision, task and metric on this page</p>
        </div>
      </div>

      <div ref={logRef} role="log" aria-live="polite" aria-label="Advisor conversation" tabIndex={0} className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
        {messages.map((m) => (
          <div key={m.id} className={cn('flex gap-2.5', !m.isBot && 'flex-row-reverse')} data-testid={m.isBot ? 'advisor-message' : 'user-message'}>
            {m.isBot && (
              <span aria-hidden className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-surface-2 text-brand-fg">
                <Bot className="size-3.5" />
              </span>
            )}
            <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed', m.isBot ? 'rounded-tl-sm bg-surface-2 text-fg' : 'rounded-tr-sm bg-brand text-white')}>
              <p className="whitespace-pre-wrap">{m.text}</p>
              <div className={cn('mt-1.5 flex items-center gap-2 text-[10px]', m.isBot ? 'text-muted' : 'justify-end text-white')}>
                <time dateTime={m.timestamp}>{time(m.timestamp)}</time>
                {m.engineLabel && <EngineBadge label={m.engineLabel} />}
              </div>
            </div>
          </div>
        ))}
        {pending && (
          <div className="flex gap-2.5" data-testid="advisor-pending">
            <span aria-hidden className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-surface-2 text-brand-fg">
              <Bot className="size-3.5" />
            </span>
            <p className="inline-flex items-center gap-2 rounded-2xl rounded-tl-sm bg-surface-2 px-3.5 py-2.5 text-sm text-muted">
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
              Analyzing...
            </p>
          </div>
        )}
        {onlyWelcome && !pending && (
          <div className="flex flex-wrap gap-2 pl-9">
            {SUGGESTIONS.map((s) => (
              <button key={s} type="button" onClick={() => void send(s)} className="rounded-full border border-border bg-surface px-3 py-1.5 text-left text-xs text-fg transition-colors hover:border-brand/60 hover:bg-brand/10">
                {s}
              </button>
            ))}
          </div>
        )}
      </div>

      <form onSubmit={onSubmit} className="border-t border-border p-3">
        {(mic === 'recording' || mic === 'transcribing') && (
          <p className="mb-2 flex items-center gap-2 px-1 text-xs text-muted" aria-live="polite">
            {mic === 'recording' ? (
              <>
                <span aria-hidden className="size-2 animate-pulse rounded-full bg-danger" />
                Recording… press the microphone again to transcribe
                <span aria-hidden className="ml-auto h-1.5 w-16 overflow-hidden rounded-full bg-surface-2">
                  <span className="block h-full rounded-full bg-brand-2 transition-[width]" style={{ width: `${Math.round(level * 100)}%` }} />
                </span>
              </>
            ) : (
              <>
                <Loader2 className="size-3 animate-spin" aria-hidden /> Transcribing…
              </>
            )}
          </p>
        )}
        <div className="flex items-end gap-2">
          <textarea
            ref={inputRef}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send(input);
              }
            }}
            rows={1}
            placeholder="Ask the advisor..."
            aria-label="Message the AI Business Advisor"
            maxLength={MESSAGE_MAX}
            className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
          <Button
            type="button"
            variant={mic === 'recording' ? 'danger' : 'secondary'}
            size="icon"
            className="size-10 shrink-0"
            onClick={() => void toggleMic()}
            disabled={mic === 'starting' || mic === 'transcribing'}
            aria-pressed={mic === 'recording'}
            aria-label={mic === 'recording' ? 'Stop recording and transcribe' : 'Record a voice message'}
          >
            {mic === 'recording' ? <Square aria-hidden /> : mic === 'transcribing' || mic === 'starting' ? <Loader2 className="animate-spin" aria-hidden /> : <Mic aria-hidden />}
          </Button>
          <Button type="submit" size="icon" className="size-10 shrink-0" disabled={!canSend} aria-label="Send message">
            <Send aria-hidden />
          </Button>
        </div>
      </form>
    </Card>
  );
}
