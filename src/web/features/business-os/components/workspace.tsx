/**
 * One open session: builds its store, controller and autosaver once, wires audio and
 * network into them, and lays out header, canvas, sidebar and command bar.
 */
import { useEffect, useRef, useState } from 'react';
import type { Session, SessionState } from '../../../../contract/business-os';
import { toast } from '../../../ui/use-toast';
import { assistantChat, fetchSession, generateAudio, recordSessionEvent, saveSession, saveSessionKeepalive, transcribe, workspaceCommentary } from '../api';
// no-inline: a data: URL would be refused by the CSP (script-src 'self').
import workletUrl from '../../../lib/audio/pcm-capture-worklet.js?url&no-inline';
import { createLevelStore, type LevelStore } from '../audio/level-store';
import { SpeechOutput } from '../audio/speech-output';
import { browserVoiceDeps, VoiceInput } from '../audio/voice-input';
import { WorkspaceContext } from '../hooks/workspace-context';
import { SessionSaver } from '../model/session-saver';
import { WorkspaceController } from '../model/workspace-controller';
import { createWorkspaceStore, type WorkspaceStore } from '../model/workspace-store';
import type { VoiceAvailability } from '../model/voice-availability';
import { useVoiceAvailability } from '../hooks/use-voice-availability';
import { ConflictBanner, MicErrorBanner, RecoveryBanner, SignedOutBanner, SpeechIssueNotice, TokenLimitBanner, type SessionActions } from './banners';
import { Canvas } from './canvas';
import { CommandBar } from './command-bar';
import { GoalOverlay, WelcomeDialog } from './onboarding';
import { Sidebar } from './sidebar';
import { WorkspaceHeader } from './workspace-header';
import '../business-os.css';

function downloadJson(fileName: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Runtime {
  store: WorkspaceStore;
  level: LevelStore;
  controller: WorkspaceController;
  saver: SessionSaver;
  canvas: { current: HTMLDivElement | null };
  /** Speech engines, as /api/health last said (null until it answers). */
  voice: { current: VoiceAvailability | null };
}

function createRuntime(session: Session): Runtime {
  const store = createWorkspaceStore({
    doc: session.state,
    meta: {
      id: session.id,
      title: session.title,
      revision: session.revision,
      createdAt: session.createdAt,
      readOnly: session.readOnly,
      recovery: session.recovery,
    },
  });
  const level = createLevelStore();
  const canvas: Runtime['canvas'] = { current: null };
  const voice: Runtime['voice'] = { current: null };
  const failed = { current: () => {} };
  const output = new SpeechOutput({
    generate: (body) => generateAudio(body),
    onSpeaking: (speaking) => store.setUi({ speaking }),
    onError: () => failed.current(),
  });
  // No speech synthesis on this server: do not ask for audio that cannot come.
  const speech = {
    speak: (text: string, voiceType: string) => (voice.current?.tts === false ? undefined : output.speak(text, voiceType)),
    stop: () => output.stop(),
  };
  const controller = new WorkspaceController({
    store,
    api: { assistantChat, workspaceCommentary, recordSessionEvent },
    speech,
    createVoice: (events) =>
      new VoiceInput(
        browserVoiceDeps({ transcribe: (wav) => transcribe(wav), workletUrl, level, serverSttAvailable: () => voice.current?.serverStt !== false }),
        events,
      ),
    notify: (n) => toast(n),
    download: downloadJson,
    canvasWidth: () => canvas.current?.clientWidth ?? 1000,
  });
  failed.current = () => controller.speechFailed();
  const saver = new SessionSaver({ store, save: saveSession, fetch: fetchSession });
  return { store, level, controller, saver, canvas, voice };
}

/** Best effort when the tab goes away mid-debounce (keepalive bodies are capped near 64 kB). */
function saveOnHide(saver: SessionSaver, id: string) {
  const body = saver.pendingBody();
  if (!body) return;
  if (JSON.stringify(body).length > 60_000) return;
  saveSessionKeepalive(id, body);
}

export interface WorkspaceSessionActions {
  onNewSession(): void;
  /** A new session holding this document (what could be read of a read-only one). */
  onSaveCopy(title: string, state: SessionState): void;
  busy: boolean;
}

export function Workspace({ session, onOpenSessions, actions }: { session: Session; onOpenSessions(): void; actions: WorkspaceSessionActions }) {
  const [runtime] = useState(() => createRuntime(session));
  runtime.voice.current = useVoiceAvailability();
  const bannerActions: SessionActions = {
    onNewSession: actions.onNewSession,
    onSaveCopy: () => {
      const { meta, doc } = runtime.store.get();
      actions.onSaveCopy(meta.title, doc);
    },
    busy: actions.busy,
  };
  const canvasRef = useRef<HTMLDivElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    const { controller, saver, canvas } = runtime;
    canvas.current = canvasRef.current;
    controller.activate();
    saver.start();
    const onHide = () => saveOnHide(saver, session.id);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      saver.dispose();
      controller.dispose();
    };
  }, [runtime, session.id]);

  return (
    <WorkspaceContext.Provider value={runtime}>
      <div className="flex h-dvh flex-col overflow-hidden bg-bg text-fg">
        <WorkspaceHeader onOpenSessions={onOpenSessions} onTogglePanel={() => setPanelOpen((v) => !v)} />
        <RecoveryBanner {...bannerActions} />
        <TokenLimitBanner onNewSession={actions.onNewSession} busy={actions.busy} />
        <ConflictBanner onLoadLatest={() => runtime.saver.loadLatest()} onKeepMine={() => runtime.saver.keepMine()} />
        <SignedOutBanner />
        <MicErrorBanner />
        <SpeechIssueNotice />
        <div className="flex min-h-0 flex-1">
          <main className="relative flex min-w-0 flex-1 flex-col">
            <Canvas scrollRef={canvasRef} />
            <CommandBar />
          </main>
          <Sidebar open={panelOpen} onClose={() => setPanelOpen(false)} />
        </div>
        <WelcomeDialog />
        <GoalOverlay />
      </div>
    </WorkspaceContext.Provider>
  );
}
