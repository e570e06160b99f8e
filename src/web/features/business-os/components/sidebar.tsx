import { AlertTriangle, Mic, Upload, Zap } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import type { CommentaryStyle } from '../../../../contract/assistant';
import type { ActivityEvent } from '../../../../contract/business-os';
import type { VoiceCharacter } from '../../../../contract/voice';
import { cn } from '../../../lib/cn';
import { useController, useWorkspace, useWorkspaceContext } from '../hooks/workspace-context';
import { useVoiceAvailability } from '../hooks/use-voice-availability';
import { recentEvents } from '../model/activity-log';
import { VOICE_TEXT } from '../model/voice-availability';
import { AI_FAILED } from '../model/workspace-controller';
import { STYLES } from '../model/goals';
import { ContextPanel } from './context-panel';
import { EngineBadge } from '../../../ui/engine-badge';
import { SelectField, SwitchField } from './controls';

export const VOICES: readonly { value: VoiceCharacter; label: string; hint: string }[] = [
  { value: 'rachel', label: 'Rachel Professional', hint: 'Clear, composed, boardroom-ready' },
  { value: 'josh', label: 'Josh Casual', hint: 'Relaxed and conversational' },
  { value: 'arnold', label: 'Arnold Authoritative', hint: 'Deep, decisive, commanding' },
];

function timeOf(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
}

function EventIcon({ event }: { event: ActivityEvent }) {
  if (event.content === AI_FAILED) return <AlertTriangle className="size-3.5 text-red-300" />;
  if (event.upload) return <Upload className="size-3.5 text-sky-300" />;
  if (event.type === 'voice_input') return <Mic className="size-3.5 text-rose-300" />;
  return <Zap className="size-3.5 text-violet-300" />;
}

function RecentActivity() {
  const events = useWorkspace((s) => s.doc.events);
  const recent = useMemo(() => recentEvents(events), [events]);
  return (
    <section aria-labelledby="bos-recent" className="flex flex-col gap-2">
      <h2 id="bos-recent" className="text-xs font-semibold uppercase tracking-wider text-muted">
        Recent Activity
      </h2>
      {recent.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-xs text-muted">No activity yet. Talk, type or upload a file.</p>
      ) : (
        <ol className="flex flex-col gap-1.5" data-testid="recent-activity">
          {recent.map((e) => (
            <li
              key={e.id}
              className={cn(
                'rounded-lg border px-2.5 py-2 animate-fade-in',
                e.content === AI_FAILED ? 'border-danger/30 bg-danger/10' : 'border-border/70 bg-surface-2/40',
              )}
            >
              <div className="flex items-center gap-2">
                <EventIcon event={e} />
                <p className="min-w-0 flex-1 truncate text-[13px] text-fg" title={e.content}>
                  {e.content}
                </p>
                <time className="shrink-0 text-[10px] tabular-nums text-muted">{timeOf(e.timestamp)}</time>
              </div>
              {e.aiResponse && <p className="mt-1 line-clamp-2 pl-5.5 text-xs leading-snug text-muted">{e.aiResponse}</p>}
              {e.aiResponse && e.aiEngineLabel && <EngineBadge label={e.aiEngineLabel} className="ml-5.5 mt-1" />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Live microphone level, drawn straight to the DOM so 60 updates a second cost no React renders. */
function LevelMeter() {
  const { level } = useWorkspaceContext();
  const mic = useWorkspace((s) => s.ui.mic);
  const bars = useRef<HTMLDivElement>(null);
  const SEGMENTS = 24;
  useEffect(() => {
    const paint = (v: number) => {
      const el = bars.current;
      if (!el) return;
      const lit = Math.round(v * SEGMENTS);
      el.dataset.level = v.toFixed(3);
      el.setAttribute('aria-valuenow', v.toFixed(2));
      Array.from(el.children).forEach((c, i) => ((c as HTMLElement).dataset.on = i < lit ? '1' : '0'));
    };
    paint(level.get());
    return level.subscribe(paint);
  }, [level]);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-xs">
        <span className="text-fg/90">Audio level</span>
        <span className="text-[11px] text-muted">{mic === 'off' ? 'Microphone off' : mic === 'starting' ? 'Starting…' : 'Live'}</span>
      </div>
      <div ref={bars} className="bos-meter flex h-4 items-end gap-[3px]" data-testid="audio-level" role="meter" aria-label="Audio level" aria-valuemin={0} aria-valuemax={1} aria-valuenow={0}>
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <span key={i} data-on="0" className={cn('h-full flex-1 rounded-[2px]', i < SEGMENTS * 0.65 ? 'bos-seg-ok' : i < SEGMENTS * 0.85 ? 'bos-seg-warn' : 'bos-seg-hot')} />
        ))}
      </div>
    </div>
  );
}

function VoiceSettings() {
  const controller = useController();
  const settings = useWorkspace((s) => s.doc.settings);
  const ttsMissing = useVoiceAvailability().tts === false;
  return (
    <section aria-labelledby="bos-voice" className="flex flex-col gap-3">
      <h2 id="bos-voice" className="text-xs font-semibold uppercase tracking-wider text-muted">
        Voice &amp; AI Settings
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bos-voice-select" className="text-xs text-fg/90">
          Voice character
        </label>
        <SelectField id="bos-voice-select" label="Voice character" value={settings.voice} options={VOICES} onChange={(voice) => controller.updateSettings({ voice })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bos-style-select" className="text-xs text-fg/90">
          Commentary style
        </label>
        <SelectField<CommentaryStyle>
          id="bos-style-select"
          label="Commentary style"
          value={settings.style}
          options={STYLES.map((s) => ({ value: s.id, label: s.label, hint: s.hint }))}
          onChange={(style) => controller.updateSettings({ style })}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="bos-voice-output" className="text-xs text-fg/90">
          Read commentary aloud
        </label>
        <SwitchField
          id="bos-voice-output"
          label="Read commentary aloud"
          checked={settings.voiceOutput && !ttsMissing}
          disabled={ttsMissing}
          describedBy={ttsMissing ? 'bos-voice-output-missing' : undefined}
          onChange={(voiceOutput) => controller.updateSettings({ voiceOutput })}
        />
      </div>
      {ttsMissing && (
        <p id="bos-voice-output-missing" className="-mt-1.5 text-[11px] text-muted">
          {VOICE_TEXT.ttsUnavailable}.
        </p>
      )}
      <LevelMeter />
    </section>
  );
}

/** Beside the canvas on wide screens; a drawer over it on narrow ones. */
export function Sidebar({ open = false, onClose }: { open?: boolean; onClose?(): void }) {
  return (
    <>
      {open && <button type="button" aria-label="Close panel" className="fixed inset-0 z-30 bg-black/50 lg:hidden" onClick={onClose} />}
      <aside
        className={cn(
          'w-80 shrink-0 flex-col gap-6 overflow-y-auto border-l border-border bg-surface p-4 lg:static lg:z-auto lg:flex lg:bg-surface/60 lg:shadow-none',
          open ? 'fixed inset-y-0 right-0 z-40 flex shadow-2xl shadow-black/60' : 'hidden',
        )}
        aria-label="Session panel"
      >
        <RecentActivity />
        <VoiceSettings />
        <ContextPanel />
      </aside>
    </>
  );
}
