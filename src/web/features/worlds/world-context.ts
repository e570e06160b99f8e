/**
 * What a world page tells the frame around it (WorldShell): what is selected (a person,
 * a place, a period, or the world as a whole), which the narration panel narrates, and
 * how to draw the world as a PNG for "Export PNG". Pages call the hooks; the shell reads.
 */
import { createContext, useContext, useEffect } from 'react';
import type { WorldKind } from '../../../contract/worlds';

export type WorldSelection =
  | { kind: 'world'; world: WorldKind }
  | { kind: 'person'; id: string; label: string }
  | { kind: 'place'; id: string; label: string }
  | { kind: 'period'; from: string; to: string; label: string };

export interface WorldPageContextValue {
  selection: WorldSelection | null;
  setSelection: (s: WorldSelection | null) => void;
  /** The page's PNG renderer (null when it has none yet). */
  pngRenderer: (() => Promise<Blob>) | null;
  setPngRenderer: (fn: (() => Promise<Blob>) | null) => void;
}

export const WorldPageContext = createContext<WorldPageContextValue | null>(null);

/** The selection of the current world page and its setter (no-ops outside a WorldShell). */
export function useWorldSelection(): [WorldSelection | null, (s: WorldSelection | null) => void] {
  const ctx = useContext(WorldPageContext);
  return [ctx?.selection ?? null, ctx?.setSelection ?? (() => {})];
}

/** Registers how this page draws itself as a PNG (e.g. `canvas.toBlob` after a fresh render). */
export function useWorldPng(render: (() => Promise<Blob>) | null): void {
  const ctx = useContext(WorldPageContext);
  const set = ctx?.setPngRenderer;
  useEffect(() => {
    if (!set) return;
    set(render);
    return () => set(null);
  }, [set, render]);
}
