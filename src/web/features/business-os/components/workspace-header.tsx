import {
  Activity,
  AlertTriangle,
  Check,
  ChevronDown,
  CloudOff,
  Download,
  FolderOpen,
  Gauge,
  Loader2,
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
import { ACCEPT_ATTRIBUTE } from '../model/files';
import { formatCost, formatTokens, usagePercent } from '../model/token-math';
import { SpeakingBars } from './speaking-indicator';

function Counter({ label, value, testId, children }: { label: string; value: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col justify-center border-l border-border/70 px-3 first:border-l-0">
      <span className="text-[10px] font-medium uppercase tracking-wider text-muted">{label}</span>
      <span className="text-sm font-semibold tabular-nums text-fg" data-testid={testId}>
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
  return (
    <div className="flex h-full items-stretch rounded-lg border border-border/70 bg-surface/60 py-1" aria-label="Session counters">
      <Counter label="Events" value={events} testId="count-events" />
      <Counter label="AI responses" value={responses} testId="count-ai" />
      <Counter label="Files" value={files} testId="count-files" />
      <Counter
        label="Tokens"
        value={
          <>
            {formatTokens(usage.used)}
            <span className="font-normal text-muted"> / {formatTokens(usage.limit)}</span>
          </>
        }
        testId="count-tokens"
      >
        <span className="mt-0.5 h-0.5 w-full overflow-hidden rounded bg-surface-2">
          <span className={cn('block h-full', pct >= 100 ? 'bg-danger' : 'bg-brand-2')} style={{ width: `${Math.min(100, pct)}%` }} />
        </span>
      </Counter>
      <Counter label="Session cost" value={formatCost(usage.cost)} testId="count-cost" />
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
        <Loader2 className="size-3 animate-spin" /> AI is thinking...
      </span>
    );
  if (speaking)
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-brand-2/40 bg-brand-2/10 px-2.5 py-1 text-xs text-cyan-200" data-testid="speaking-indicator">
        <SpeakingBars /> Speaking
      </span>
    );
  return null;
}

function ToolButton({ icon, label, onClick, busy, testId }: { icon: ReactNode; label: string; onClick(): void; busy?: boolean; testId?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      data-testid={testId}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[13px] font-medium text-fg/90 transition hover:bg-surface-2 hover:text-fg disabled:opacity-60 [&_svg]:size-4 [&_svg]:text-muted"
    >
      {busy ? <Loader2 className="animate-spin" /> : icon}
      {label}
    </button>
  );
}

export function WorkspaceHeader({ onOpenSessions, onTogglePanel }: { onOpenSessions(): void; onTogglePanel(): void }) {
  const controller = useController();
  const title = useWorkspace((s) => s.meta.title);
  const voiceOutput = useWorkspace((s) => s.doc.settings.voiceOutput);
  const mic = useWorkspace((s) => s.ui.mic);
  const analyzing = useWorkspace((s) => s.ui.analyzing);
  const fileInput = useRef<HTMLInputElement>(null);
  const listening = mic !== 'off';

  return (
    <header className="shrink-0 border-b border-border bg-surface">
      <div className="flex h-14 items-center gap-3 px-4">
        <Link to={paths.home} className="flex items-center gap-2">
          <span className="sr-only">Mnemo home: </span>
          <span aria-hidden className="grid size-7 place-items-center rounded-lg bg-gradient-to-br from-brand to-brand-2 text-sm font-bold text-white shadow-md shadow-brand/30">M</span>
          <span className="text-sm font-semibold tracking-tight">Business OS</span>
        </Link>
        <span className="h-5 w-px bg-border" aria-hidden />
        <button
          type="button"
          onClick={onOpenSessions}
          className="flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-sm text-fg/90 transition hover:bg-surface-2"
          aria-label={`${title}, sessions`}
          data-testid="session-title"
        >
          <FolderOpen className="size-4 shrink-0 text-muted" />
          <span className="max-w-[28ch] truncate">{title}</span>
          <ChevronDown className="size-3.5 shrink-0 text-muted" />
        </button>
        <SaveState />
        <div className="ml-auto flex items-center gap-2">
          <AiStatus />
          {/* A native title rather than ui/Tooltip: one hint is not worth Radix's popper
              and floating-ui (about 15 KB gzipped) in the workspace chunk. */}
          <button
              type="button"
              title={voiceOutput ? 'Voice output on: commentary is read aloud' : 'Voice output off'}
              onClick={() => controller.toggleVoiceOutput()}
              aria-pressed={voiceOutput}
              aria-label="Voice output"
              className={cn(
                'grid size-9 place-items-center rounded-lg border transition',
                voiceOutput ? 'border-brand-2/40 bg-brand-2/10 text-cyan-200 hover:bg-brand-2/20' : 'border-border bg-surface-2 text-muted hover:text-fg',
              )}
            >
              {voiceOutput ? <Volume2 className="size-4" /> : <VolumeX className="size-4" />}
            </button>
          <button
            type="button"
            onClick={() => void controller.toggleMic()}
            aria-pressed={listening}
            aria-label={listening ? 'Stop microphone' : 'Talk: start microphone'}
            data-testid="mic-toggle"
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-lg px-3.5 text-sm font-medium transition',
              listening
                ? 'bg-danger text-white shadow-lg shadow-danger/30 hover:bg-danger-hover'
                : 'bg-brand text-white shadow-lg shadow-brand/25 hover:bg-brand-hover',
            )}
          >
            {mic === 'starting' ? <Loader2 className="size-4 animate-spin" /> : listening ? <MicOff className="size-4" /> : <Mic className="size-4" />}
            {listening ? 'Stop' : 'Talk'}
          </button>
        </div>
      </div>
      <div className="flex h-12 items-center gap-1 overflow-x-auto border-t border-border/60 px-3">
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
        <ToolButton icon={<Sparkles />} label="Analyze Workspace" busy={analyzing} onClick={() => void controller.analyze()} />
        <ToolButton icon={<Network />} label="Mindmap" onClick={() => controller.addBlock('mindmap')} />
        <ToolButton icon={<Gauge />} label="Metrics" onClick={() => controller.addBlock('tokens')} />
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
