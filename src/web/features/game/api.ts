/**
 * The AI Explorer Game's data: the level (GET /api/game/level), the player's progress —
 * on the server when signed in (/api/game/progress), in this browser's localStorage when
 * not — and the narration of a place, from the worlds' narration endpoint of the level's
 * world (the offline engine by default; the answer names its engine).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { gameApi } from '../../../contract/endpoints/game';
import { worldReadApis } from '../../../contract/endpoints/worlds';
import type { GameProgress, GameWorld, SaveGameProgressBody } from '../../../contract/game';
import { call, endpointUrl } from '../../lib/api';

export const gameKeys = {
  level: (world: GameWorld | null, userId: string | null) => ['game', 'level', world, userId] as const,
  progress: (world: GameWorld) => ['game', 'progress', world] as const,
  narration: (world: GameWorld, placeId: string) => ['game', 'narration', world, placeId] as const,
};

/** The level: `world` null lets the server choose (the player's own world when it has places). */
export function useGameLevel(world: GameWorld | null, userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.level(world, userId),
    queryFn: () => call(gameApi.level, { query: { world: world ?? undefined } }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The worlds' read endpoints the game uses, per level world (photos' thumbnails, narration). */
const WORLD_CALLS = {
  sample: { thumbnail: worldReadApis.sample.thumbnail, narrate: worldReadApis.sample.narrate },
  own: { thumbnail: worldReadApis.own.thumbnail, narrate: worldReadApis.own.narrate },
} as const;

export function worldApi(world: GameWorld) {
  return WORLD_CALLS[world];
}

export function thumbnailUrl(world: GameWorld, photoId: string): string {
  return endpointUrl(worldApi(world).thumbnail, { params: { id: photoId } });
}

/** The AI narration of a place (cached for the visit: a place's story does not change while you play). */
export function usePlaceNarration(world: GameWorld, placeId: string | null) {
  return useQuery({
    queryKey: gameKeys.narration(world, placeId ?? ''),
    queryFn: () => call(worldApi(world).narrate, { body: { subject: { kind: 'place', id: placeId ?? '' } } }),
    enabled: placeId !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export type SavedProgress = Pick<GameProgress, 'discovered' | 'position'>;
const EMPTY: SavedProgress = { discovered: [], position: null };

const storageKey = (world: GameWorld) => `mnemo.game.v1.${world}`;

function readLocal(world: GameWorld): SavedProgress {
  try {
    const raw = window.localStorage.getItem(storageKey(world));
    if (!raw) return EMPTY;
    const v = JSON.parse(raw) as Partial<SavedProgress>;
    const discovered = Array.isArray(v.discovered) ? v.discovered.filter((d): d is string => typeof d === 'string') : [];
    const p = v.position;
    const position = p && Number.isInteger(p.x) && Number.isInteger(p.y) ? { x: p.x, y: p.y } : null;
    return { discovered, position };
  } catch {
    return EMPTY;
  }
}

/**
 * The player's progress in `world`: `loaded` once read; `save` writes it (the server when
 * signed in, else localStorage); `reset` forgets it. `error` is the last failed save's.
 */
export function useGameProgress(world: GameWorld | null, signedIn: boolean, enabled: boolean) {
  const queryClient = useQueryClient();
  const server = useQuery({
    queryKey: gameKeys.progress(world ?? 'sample'),
    queryFn: () => call(gameApi.progress, { query: { world: world ?? 'sample' } }),
    enabled: enabled && signedIn && world !== null,
  });
  const [local, setLocal] = useState<SavedProgress | null>(null);
  useEffect(() => {
    if (enabled && !signedIn && world) setLocal(readLocal(world));
  }, [enabled, signedIn, world]);

  const put = useMutation({
    mutationFn: (body: SaveGameProgressBody) => call(gameApi.saveProgress, { body }),
    onSuccess: (p) => queryClient.setQueryData(gameKeys.progress(p.world), p),
    meta: { handlesErrors: true },
  });
  const del = useMutation({
    mutationFn: (w: GameWorld) => call(gameApi.resetProgress, { query: { world: w } }),
    meta: { errorTitle: 'Could not reset the game' },
    onSuccess: (p) => queryClient.setQueryData(gameKeys.progress(p.world), p),
  });

  const save = useCallback(
    (p: SavedProgress) => {
      if (!world) return;
      if (signedIn) put.mutate({ world, discovered: p.discovered, position: p.position });
      else {
        try {
          window.localStorage.setItem(storageKey(world), JSON.stringify(p));
        } catch {
          /* private mode or full: progress lasts for this visit */
        }
      }
    },
    // put.mutate is stable; the mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [world, signedIn],
  );

  const reset = useCallback(async () => {
    if (!world) return;
    if (signedIn) await del.mutateAsync(world);
    else {
      try {
        window.localStorage.removeItem(storageKey(world));
      } catch {
        /* nothing to remove */
      }
      setLocal(EMPTY);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [world, signedIn]);

  const progress: SavedProgress | null = signedIn ? (server.data ? { discovered: server.data.discovered, position: server.data.position } : null) : local;
  return { progress, loadError: server.error, save, saveError: put.error, reset, resetting: del.isPending };
}
