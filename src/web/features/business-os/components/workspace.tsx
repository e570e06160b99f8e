/**
 * One open session: builds its store, controller and autosaver once, wires audio and
 * network into them, and lays out header, canvas, sidebar and command bar.
 */
import { useEffect, useRef, useState } from 'react';
import type { Session } from '../../../../contract/business-os';
import { toast } from '../../../ui/use-toast';
import { assistantChat, fetchSession, generateAudio, recordSessionEvent, saveSession, transcribe, workspaceCommentary } from '../api';
// no-inline: a data: URL would be refused by the CSP (script-src 'self').
import workletUrl from '../audio/pcm-capture-worklet.js?url&no-inline';
import { createLevelStore, type LevelStore } from '../audio/level-store';
import { SpeechOutput } from '../audio/speech-output';
import { browserVoiceDeps, VoiceInput } from '../audio/voice-input';
import { WorkspaceContext } from '../hooks/workspace-context';
import { SessionSaver } from '../model/session-saver';
import { WorkspaceController } from '../model/workspace-controller';
import { createWorkspaceStore, type WorkspaceStore } from '../model/workspace-store';
import { ConflictBanner, MicErrorBanner, SignedOutBanner } from './banners';
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
}

function createRuntime(session: Session): Runtime {
  const store = createWorkspaceStore({
    doc: session.state,
    meta: { id: session.id, title: session.title, revision: session.revision, createdAt: session.createdAt },
  });
  const level = createLevelStore();
  const canvas: Runtime['canvas'] = { current: null };
  const speech = new SpeechOutput({ generate: (body) => generateAudio(body), onSpeaking: (speaking) => store.setUi({ speaking }) });
  const controller = new WorkspaceController({
    store,
    api: { assistantChat, workspaceCommentary, recordSessionEvent },
    speech,
    createVoice: (events) => new VoiceInput(browserVoiceDeps({ transcribe: (wav) => transcribe(wav), workletUrl, level }), events),
    notify: (n) => toast(n),
    download: downloadJson,
    canvasWidth: () => canvas.current?.clientWidth ?? 1000,
  });
  const saver = new SessionSaver({ store, save: saveSession, fetch: fetchSession });
  return { store, level, controller, saver, canvas };
}

/** Best effort when the tab goes away mid-debounce (keepalive bodies are capped near 64 kB). */
function saveOnHide(saver: SessionSaver, id: string) {
  const body = saver.pendingBody();
  if (!body) return;
  const json = JSON.stringify(body);
  if (json.length > 60_000) return;
  void fetch(`/api/business-os/sessions/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}

export function Workspace({ session, onOpenSessions }: { session: Session; onOpenSessions(): void }) {
  const [runtime] = useState(() => createRuntime(session));
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
        <ConflictBanner onLoadLatest={() => runtime.saver.loadLatest()} onKeepMine={() => runtime.saver.keepMine()} />
        <SignedOutBanner />
        <MicErrorBanner />
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
