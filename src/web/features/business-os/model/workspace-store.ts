/**
 * One store per open session: the saved document, the session's identity, and the
 * transient UI state (requests in flight, microphone, speech). Components subscribe
 * to the slice they show through `useWorkspace(selector)`, so a change re-renders only
 * the blocks that read it — with hundreds of blocks on the canvas that matters.
 */
import type { SessionRecovery, SessionState } from '../../../../contract/business-os';
import { sessionReducer, type SessionAction } from './session-state';

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'error' | 'conflict' | 'signed-out' | 'read-only';
export type MicMode = 'off' | 'starting' | 'browser' | 'server';

export interface UiState {
  /** AI requests in flight ('AI is thinking...'). */
  pending: number;
  analyzing: boolean;
  analysisError: string | null;
  mic: MicMode;
  interim: string;
  micError: string | null;
  /** Server transcription chunks in flight. */
  transcribing: number;
  speaking: boolean;
  save: SaveStatus;
  /** Set 1 s after a goal is chosen, until the key metrics appear. */
  preparing: boolean;
  /** The block to bring into view; `seq` changes on every request. */
  focus: { id: string; seq: number } | null;
  /** Reading answers aloud failed: the notice is shown once, then stays dismissed. */
  speechIssue: 'none' | 'shown' | 'dismissed';
  /** A message to scroll the conversation to (a mind-map node's source); `seq` changes on every request. */
  showMessage: { id: string; seq: number } | null;
}

export interface SessionMeta {
  id: string;
  title: string;
  revision: number;
  createdAt: string;
  /** The server could not fully read the stored document: shown, never saved over. */
  readOnly?: boolean;
  /** How an older stored document was read (null or absent: read as it was). */
  recovery?: SessionRecovery | null;
}

export interface WorkspaceSnapshot {
  doc: SessionState;
  ui: UiState;
  meta: SessionMeta;
}

export const INITIAL_UI: UiState = {
  pending: 0,
  analyzing: false,
  analysisError: null,
  mic: 'off',
  interim: '',
  micError: null,
  transcribing: 0,
  speaking: false,
  save: 'saved',
  preparing: false,
  focus: null,
  speechIssue: 'none',
  showMessage: null,
};

export interface WorkspaceStore {
  get(): WorkspaceSnapshot;
  dispatch(action: SessionAction): void;
  setUi(patch: Partial<UiState> | ((ui: UiState) => Partial<UiState>)): void;
  setMeta(patch: Partial<SessionMeta>): void;
  subscribe(listener: () => void): () => void;
}

export function createWorkspaceStore(initial: { doc: SessionState; meta: SessionMeta; ui?: Partial<UiState> }): WorkspaceStore {
  let snap: WorkspaceSnapshot = { doc: initial.doc, meta: initial.meta, ui: { ...INITIAL_UI, ...initial.ui } };
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  return {
    get: () => snap,
    dispatch(action) {
      const doc = sessionReducer(snap.doc, action);
      if (doc === snap.doc) return;
      snap = { ...snap, doc };
      emit();
    },
    setUi(patch) {
      const p = typeof patch === 'function' ? patch(snap.ui) : patch;
      const changed = (Object.keys(p) as (keyof UiState)[]).some((k) => snap.ui[k] !== p[k]);
      if (!changed) return;
      snap = { ...snap, ui: { ...snap.ui, ...p } };
      emit();
    },
    setMeta(patch) {
      snap = { ...snap, meta: { ...snap.meta, ...patch } };
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
