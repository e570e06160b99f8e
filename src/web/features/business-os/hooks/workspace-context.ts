import { createContext, useContext, useSyncExternalStore } from 'react';
import type { WorkspaceSnapshot, WorkspaceStore } from '../model/workspace-store';
import type { WorkspaceController } from '../model/workspace-controller';
import type { LevelStore } from '../audio/level-store';

export interface WorkspaceContextValue {
  store: WorkspaceStore;
  controller: WorkspaceController;
  level: LevelStore;
}

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export function useWorkspaceContext(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside <WorkspaceContext>');
  return value;
}

/** Subscribes to one slice of the open session; re-renders only when it changes. */
export function useWorkspace<T>(selector: (s: WorkspaceSnapshot) => T): T {
  const { store } = useWorkspaceContext();
  return useSyncExternalStore(store.subscribe, () => selector(store.get()));
}

export function useController(): WorkspaceController {
  return useWorkspaceContext().controller;
}
