import { AlertTriangle, Copy, Gauge, Lock, MicOff, Plus, VolumeX, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { useController, useWorkspace } from '../hooks/workspace-context';
import { MIC_MESSAGES } from '../model/speech-errors';
import { tokenLimitMessage, tokenLimitState, tokenNearMessage } from '../model/token-math';

export interface SessionActions {
  onNewSession(): void;
  /** Saves what could be read into a new session. */
  onSaveCopy(): void;
  busy: boolean;
}

/**
 * A session saved by an older version: read-only when it could not be fully read (the
 * original is kept as it is), or editable with what was left out listed (the original
 * is backed up on the server before the first save).
 */
export function RecoveryBanner({ onNewSession, onSaveCopy, busy }: SessionActions) {
  const readOnly = useWorkspace((s) => s.meta.readOnly === true);
  const recovery = useWorkspace((s) => s.meta.recovery ?? null);
  const [dismissed, setDismissed] = useState(false);
  if (readOnly) {
    const dropped = recovery?.dropped.filter((d) => d !== 'the whole document') ?? [];
    return (
      <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-warning/30 bg-warning/10 px-4 py-2.5 text-sm" data-testid="read-only-banner">
        <Lock className="size-4 shrink-0 text-yellow-300" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-yellow-100">
            This session was saved by an older version and could not be fully read. It is open read-only; your original is kept unchanged.
          </p>
          <p className="text-xs text-yellow-200/80">
            {dropped.length > 0 ? `Could not be read: ${dropped.join(', ')}. ` : ''}Nothing you do here is saved. Start a new session, or save a copy of what could be read.
          </p>
        </div>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onNewSession}>
          <Plus className="size-3.5" /> Start a new session
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onSaveCopy} data-testid="save-copy">
          <Copy className="size-3.5" /> Save a copy
        </Button>
      </div>
    );
  }
  if (recovery?.status !== 'salvaged' || dismissed) return null;
  return (
    <div role="status" className="flex items-start gap-3 border-b border-warning/30 bg-warning/10 px-4 py-2.5 text-sm" data-testid="salvaged-banner">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-yellow-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-yellow-100">This session was saved by an older version; some parts could not be read and were left out.</p>
        <p className="text-xs text-yellow-200/80">
          Left out: {recovery.dropped.join(', ')}. Your original is kept as a backup on the server before anything is saved over it.
        </p>
      </div>
      <button type="button" aria-label="Dismiss" className="rounded p-1 text-yellow-200 hover:bg-warning/20" onClick={() => setDismissed(true)}>
        <X className="size-4" />
      </button>
    </div>
  );
}

/** The token limit (spec §9): a warning from 90%, and at the limit why the AI is silent. */
export function TokenLimitBanner({ onNewSession, busy }: Pick<SessionActions, 'onNewSession' | 'busy'>) {
  const usage = useWorkspace((s) => s.doc.tokenUsage);
  const readOnly = useWorkspace((s) => s.meta.readOnly === true);
  const state = tokenLimitState(usage);
  const [dismissedNear, setDismissedNear] = useState(false);
  if (readOnly || state === 'ok' || (state === 'near' && dismissedNear)) return null;
  if (state === 'near') {
    return (
      <div role="status" className="flex items-center gap-3 border-b border-warning/30 bg-warning/10 px-4 py-2 text-sm" data-testid="token-near-banner">
        <Gauge className="size-4 shrink-0 text-yellow-300" aria-hidden />
        <p className="min-w-0 flex-1 text-yellow-100">{tokenNearMessage(usage)}</p>
        <button type="button" aria-label="Dismiss" className="rounded p-1 text-yellow-200 hover:bg-warning/20" onClick={() => setDismissedNear(true)}>
          <X className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-danger/30 bg-danger/10 px-4 py-2.5 text-sm" data-testid="token-limit-banner">
      <Gauge className="size-4 shrink-0 text-red-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-red-100">{tokenLimitMessage(usage)}</p>
        <p className="text-xs text-red-200/80">Your transcript, notes and files here are kept; no further AI answers are requested in this session.</p>
      </div>
      <Button size="sm" variant="secondary" disabled={busy} onClick={onNewSession}>
        <Plus className="size-3.5" /> Start a new session
      </Button>
    </div>
  );
}

export function MicErrorBanner() {
  const controller = useController();
  const error = useWorkspace((s) => s.ui.micError);
  if (!error) return null;
  return (
    <div role="alert" className="flex items-start gap-3 border-b border-danger/30 bg-danger/10 px-4 py-2.5 text-sm" data-testid="mic-error">
      <MicOff className="mt-0.5 size-4 shrink-0 text-red-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-red-100">{error}</p>
        <p className="text-xs text-red-200/80">{MIC_MESSAGES.tip}</p>
      </div>
      <button type="button" aria-label="Dismiss" className="rounded p-1 text-red-200 hover:bg-danger/20" onClick={() => controller.dismissMicError()}>
        <X className="size-4" />
      </button>
    </div>
  );
}

export function SignedOutBanner() {
  const save = useWorkspace((s) => s.ui.save);
  const location = useLocation();
  if (save !== 'signed-out') return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-warning/30 bg-warning/10 px-4 py-2.5 text-sm" data-testid="signed-out-banner">
      <AlertTriangle className="size-4 shrink-0 text-yellow-300" aria-hidden />
      <p className="min-w-0 flex-1 text-yellow-100">You were signed out, so recent changes are not saved. Sign in in another tab, then keep working here.</p>
      <Button size="sm" variant="secondary" asChild>
        <a href={`${paths.login}?next=${encodeURIComponent(location.pathname + location.search)}`} target="_blank" rel="noopener">
          Sign in
        </a>
      </Button>
    </div>
  );
}

export function ConflictBanner({ onLoadLatest, onKeepMine }: { onLoadLatest(): Promise<void>; onKeepMine(): Promise<void> }) {
  const save = useWorkspace((s) => s.ui.save);
  const [busy, setBusy] = useState(false);
  if (save !== 'conflict') return null;
  const run = (f: () => Promise<void>) => {
    setBusy(true);
    void f().finally(() => setBusy(false));
  };
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-warning/30 bg-warning/10 px-4 py-2.5 text-sm" data-testid="conflict-banner">
      <AlertTriangle className="size-4 shrink-0 text-yellow-300" aria-hidden />
      <p className="min-w-0 flex-1 text-yellow-100">This session was changed in another tab or device. Saving is paused until you choose a version.</p>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(onLoadLatest)}>
        Load the latest version
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => run(onKeepMine)}>
        Keep this tab’s version
      </Button>
    </div>
  );
}

/**
 * Reading an answer aloud failed: said once per visit, quietly (a status line, not a
 * toast or an alert), with the way out: turn voice output off. Answers stay on screen.
 */
export function SpeechIssueNotice() {
  const controller = useController();
  const issue = useWorkspace((s) => s.ui.speechIssue);
  const voiceOutput = useWorkspace((s) => s.doc.settings.voiceOutput);
  if (issue !== 'shown' || !voiceOutput) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-border bg-surface-2/60 px-4 py-1.5 text-[13px]" data-testid="speech-issue">
      <VolumeX className="size-4 shrink-0 text-muted" aria-hidden />
      <p className="min-w-0 flex-1 text-fg/80">Answers could not be read aloud just now. They still appear on screen.</p>
      <Button size="sm" variant="secondary" onClick={() => controller.updateSettings({ voiceOutput: false })}>
        Turn voice output off
      </Button>
      <button type="button" aria-label="Dismiss" className="rounded p-1 text-muted hover:bg-surface hover:text-fg" onClick={() => controller.dismissSpeechIssue()}>
        <X className="size-4" />
      </button>
    </div>
  );
}
