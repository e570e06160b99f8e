import { AlertTriangle, MicOff, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { useController, useWorkspace } from '../hooks/workspace-context';
import { MIC_MESSAGES } from '../model/speech-errors';

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
