import {
  Activity,
  AlertTriangle,
  Check,
  ChevronDown,
  CloudOff,
  Download,
  FolderOpen,
  Gauge,
  LayoutGrid,
  Loader2,
  Lock,
  Mic,
  MicOff,
  Network,
  PanelRight,
  Sparkles,
  Upload,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { cn } from '../../../lib/cn';
import { useController, useWorkspace } from '../hooks/workspace-context';
import { useVoiceAvailability } from '../hooks/use-voice-availability';
import { ACCEPT_ATTRIBUTE } from '../model/files';
import { COUNTING_TEXT, formatCost, formatTokens, formatUsed, tokenCounting, tokenLimitState, usagePercent } from '../model/token-math';
import { micState, VOICE_TEXT } from '../model/voice-availability';
import { SpeakingBars } from './speaking-indicator';

function Counter({ label, value, testId, title, children }: { label: string; value: ReactNode; testId: string; title?: string; children?: ReactNode }) {
  return (
    <div className="flex shrink-0 flex-col justify-center border-l border-border/70 px-3 first:border-l-0" title={title}>
      <span className="whitespace-nowrap text-[10px] font-medium uppercase tracking-wider text-muted">{label}</span>
      <span className="whitespace-nowrap text-sm font-semibold tabular-nums text-fg" data-testid={testId}>
        {value}
      </span>
      {children}
    </div>
  );
}

function Counters() {
  const events = useWorkspace((s) => s.doc.stats.events);
  const responses = useWorkspace((s) => s.doc.stats.aiResponses);
  const files = useWorkspace((s) => s.doc.files.length);
  const usage = useWorkspace((s) => s.doc.tokenUsage);
  const pct = usagePercent(usage);
  const counting = tokenCounting(usage);
  const limit = tokenLimitState(usage);
  const countingShort = { none: '', provider: 'counted', estimated: 'estimated', mixed: 'part est.' }[counting];
  return (
    <div className="flex h-full items-stretch rounded-lg border border-border/70 bg-surface/60 py-1" aria-label="Session counters">
      <Counter label="Events" value={events} testId="count-events" />
      <Counter label="AI responses" value={responses} testId="count-ai" />
      <Counter label="Files" value={files} testId="count-files" />
      <Counter
        label={countingShort ? `Tokens · ${countingShort}` : 'Tokens'}
        title={`${formatTokens(usage.used)} of ${formatTokens(usage.limit)} tokens. ${COUNTING_TEXT[counting].long}`}
        value={
          <span data-counting={counting} data-limit={limit}>
            {formatUsed(usage)}
            <span className="font-normal text-muted"> / {formatTokens(usage.limit)}</span>
            <span className="sr-only"> tokens{countingShort ? ` (${COUNTING_TEXT[counting].short})` : ''}</span>
          </span>
        }
        testId="count-tokens"
      >
        <span className="mt-0.5 h-0.5 w-full overflow-hidden rounded bg-surface-2">
          <span
            className={cn('block h-full', limit === 'reached' ? 'bg-danger' : limit === 'near' ? 'bg-warning' : 'bg-brand-2')}
            style={{ width: `${Math.min(100, pct)}%` }}
          />
        </span>
      </Counter>
      <Counter
        label="Session cost"
        title="Offline analyst answers cost nothing. Tokens counted by an AI provider are priced at $0.00002 each."
        value={formatCost(usage.cost)}
        testId="count-cost"
      />
    </div>
  );
}

function SaveState() {
  const save = useWorkspace((s) => s.ui.save);
  const map = {
    saved: { icon: <Check className="size-3" />, text: 'Saved', cls: 'text-muted' },
    unsaved: { icon: <span className="size-1.5 rounded-full bg-warning" />, text: 'Unsaved', cls: 'text-muted' },
    saving: { icon: <Loader2 className="size-3 animate-spin" />, text: 'Saving…', cls: 'text-muted' },
    error: { icon: <CloudOff className="size-3" />, text: 'Offline – retrying', cls: 'text-yellow-300' },
    conflict: { icon: <AlertTriangle className="size-3" />, text: 'Changed elsewhere', cls: 'text-yellow-300' },
    'signed-out': { icon: <CloudOff className="size-3" />, text: 'Signed out – not saving', cls: 'text-yellow-300' },
    'read-only': { icon: <Lock className="size-3" />, text: 'Read-only – not saving', cls: 'text-yellow-300' },
  }[save];
  return (
    <span className={cn('hidden items-center gap-1 text-[11px] sm:inline-flex', map.cls)} data-testid="save-state" data-state={save}>
      {map.icon}
      {map.text}
    </span>
  );
}

function AiStatus() {
  const pending = useWorkspace((s) => s.ui.pending);
  const analyzing = useWorkspace((s) => s.ui.analyzing);
  const speaking = useWorkspace((s) => s.ui.speaking);
  if (pending > 0 || analyzing)
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-brand/40 bg-brand/15 px-2.5 py-1 text-xs text-violet-200" role="status">
        <Loader2 className="size-3 animate-spin" />
        <span className="sr-only md:not-sr-only">AI is thinking...</span>
      </span>
    );
  if (speaking)
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-brand-2/40 bg-brand-2/10 px-2.5 py-1 text-xs text-cyan-200" data-testid="speaking-indicator">
        <SpeakingBars />
        <span className="sr-only md:not-sr-only">Speaking</span>
      </span>
    );
  return null;
}

function ToolButton({
  icon,
  label,
  onClick,
  busy,
  testId,
  disabledReason,
}: {
  icon: ReactNode;
  label: string;
  onClick(): void;
  busy?: boolean;
  testId?: string;
  /** Shown as a tooltip; the button stays focusable so the reason can be read. */
  disabledReason?: string | null;
}) {
  return (
    <button
      type="button"
      onClick={disabledReason ? undefined : onClick}
      disabled={busy}
      aria-disabled={disabledReason ? true : undefined}
      title={disabledReason ?? undefined}
      data-testid={testId}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[13px] font-medium text-fg/90 transition hover:bg-surface-2 hover:text-fg disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent [&_svg]:size-4 [&_svg]:text-muted"
    >
      {busy ? <Loader2 className="animate-spin" /> : icon}
      {label}
    </button>
  );
}

export function VoiceOutputToggle({ ttsUnavailable }: { ttsUnavailable: boolean }) {
  const controller = useController();
  const voiceOutput = useWorkspace((s) => s.doc.settings.voiceOutput);
  if (ttsUnavailable) {
    return (
      <button
        type="button"
        title={VOICE_TEXT.ttsUnavailable}
        aria-label={VOICE_TEXT.ttsUnavailable}
        aria-disabled
        data-testid="voice-output-toggle"
        className="grid size-9 cursor-not-allowed place-items-center rounded-lg border border-border bg-surface-2 text-muted opacity-60"
      >
        <VolumeX className="size-4" />
      </button>
    );
  }
  return (
    <button
      type="button"
      title={voiceOutput ? 'Voice output on: commentary is read aloud' : 'Voice output off'}
      onClick={() => controller.toggleVoiceOutput()}
      aria-pressed={voiceOutput}
      aria-label="Voice output"
      data-testid="voice-output-toggle"
      className={cn(
        'grid size-9 place-items-center rounded-lg border transition',
        voiceOutput ? 'border-brand-2/40 bg-brand-2/10 text-cyan-200 hover:bg-brand-2/20' : 'border-border bg-surface-2 text-muted hover:text-fg',
      )}
    >
      {voiceOutput ? <Volume2 className="size-4" /> : <VolumeX className="size-4" />}
    </button>
  );
}

/** The microphone toggle; says up front when no speech engine can hear (spec §8 otherwise). */
export function MicButton() {
  const controller = useController();
  const mic = useWorkspace((s) => s.ui.mic);
  const readOnly = useWorkspace((s) => s.meta.readOnly === true);
  const voice = useVoiceAvailability();
  const listening = mic !== 'off';
  const state = micState(voice);
  const unavailable = readOnly ? 'Voice input is off: this session is open read-only' : state.enabled ? null : state.note;
  if (unavailable && !listening) {
    return (
      <button
        type="button"
        aria-disabled
        aria-label={unavailable}
        title={readOnly ? unavailable : `${unavailable}. ${VOICE_TEXT.micUnavailableHint}`}
        data-testid="mic-toggle"
        data-available="false"
        className="inline-flex h-9 cursor-not-allowed items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 text-sm font-medium text-muted"
      >
        <MicOff className="size-4" />
        <span className="hidden sm:inline">Voice unavailable</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void controller.toggleMic()}
      aria-pressed={listening}
      aria-label={listening ? 'Stop microphone' : 'Talk: start microphone'}
      title={state.note ?? undefined}
      data-testid="mic-toggle"
      data-available="true"
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-medium transition',
        listening ? 'bg-danger text-white shadow-lg shadow-danger/30 hover:bg-danger-hover' : 'bg-brand text-white shadow-lg shadow-brand/25 hover:bg-brand-hover',
      )}
    >
      {mic === 'starting' ? <Loader2 className="size-4 animate-spin" /> : listening ? <MicOff className="size-4" /> : <Mic className="size-4" />}
      {listening ? 'Stop' : 'Talk'}
    </button>
  );
}

export function WorkspaceHeader({ onOpenSessions, onTogglePanel }: { onOpenSessions(): void; onTogglePanel(): void }) {
  const controller = useController();
  const title = useWorkspace((s) => s.meta.title);
  const analyzing = useWorkspace((s) => s.ui.analyzing);
  // Re-evaluated when the limit or read-only state changes.
  const aiBlocked = useWorkspace(() => controller.aiBlockedReason());
  const voice = useVoiceAvailability();
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <header className="shrink-0 border-b border-border bg-surface">
      <div className="relative flex min-h-14 items-center gap-2 px-3 py-2 md:gap-3 md:px-4">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2">
          <span className="sr-only">Mnemo home: </span>
          <span aria-hidden className="grid size-7 place-items-center rounded-lg bg-gradient-to-br from-brand to-brand-2 text-sm font-bold text-white shadow-md shadow-brand/30">M</span>
          <span className="hidden text-sm font-semibold tracking-tight md:inline">Business OS</span>
        </Link>
        <span className="hidden h-5 w-px shrink-0 bg-border md:block" aria-hidden />
        {/* The title wraps rather than shrinking to "Inv…" on a narrow screen. */}
        <button
          type="button"
          onClick={onOpenSessions}
          className="flex min-w-[9rem] flex-1 items-center gap-1.5 rounded-md px-1.5 py-1 text-left text-sm text-fg/90 transition hover:bg-surface-2 md:min-w-0 md:flex-none md:px-2"
          aria-label={`${title}, sessions`}
          data-testid="session-title"
        >
          <FolderOpen className="size-4 shrink-0 text-muted" />
          <span className="min-w-0 break-words leading-tight md:max-w-[40ch]">{title}</span>
          <ChevronDown className="size-3.5 shrink-0 text-muted" />
        </button>
        <SaveState />
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <AiStatus />
          {/* Native titles rather than ui/Tooltip: a hint is not worth Radix's popper
              and floating-ui (about 15 KB gzipped) in the workspace chunk. */}
          <VoiceOutputToggle ttsUnavailable={voice.tts === false} />
          <MicButton />
        </div>
      </div>
      {/* Positioned, so visually hidden (absolute) text inside scrolls with the row
          instead of widening the page on a narrow screen. */}
      <div className="relative flex h-12 items-center gap-1 overflow-x-auto border-t border-border/60 px-3">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="hidden"
          data-testid="file-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void controller.uploadFiles(files);
          }}
        />
        <ToolButton icon={<Upload />} label="Files" onClick={() => fileInput.current?.click()} />
        <ToolButton icon={<Sparkles />} label="Analyze Workspace" busy={analyzing} disabledReason={aiBlocked} onClick={() => void controller.analyze()} />
        <ToolButton icon={<Network />} label="Mindmap" onClick={() => controller.addBlock('mindmap')} />
        <ToolButton icon={<Gauge />} label="Metrics" onClick={() => controller.addBlock('tokens')} />
        <span className="hidden md:inline-flex">
          <ToolButton icon={<LayoutGrid />} label="Tidy up" testId="tidy-up" onClick={() => controller.tidyUp()} />
        </span>
        <a
          href={paths.activity}
          target="_blank"
          rel="noopener"
          className="inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[13px] font-medium text-fg/90 transition hover:bg-surface-2 hover:text-fg [&_svg]:size-4 [&_svg]:text-muted"
        >
          <Activity /> Activity
        </a>
        <ToolButton icon={<Download />} label="Download" onClick={() => controller.exportSession()} />
        <span className="lg:hidden">
          <ToolButton icon={<PanelRight />} label="Panel" onClick={onTogglePanel} />
        </span>
        <div className="ml-auto h-10 shrink-0 py-0.5">
          <Counters />
        </div>
      </div>
    </header>
  );
}
