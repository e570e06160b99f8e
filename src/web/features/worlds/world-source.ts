/**
 * Whose world a page shows, read from its address:
 * - `/worlds/…`               the signed-in user's own data (`/api/worlds/…`);
 * - `/worlds/sample/…`        the synthetic sample world anyone may walk (`/api/worlds/sample/…`);
 * - `/worlds/shared/:token`   one world shared read-only by its owner (`/api/worlds/shared/:token/…`).
 * Every world page takes its data through the source's endpoints (api.ts) and builds its links with
 * `worldPath`/`personPath`, so the same components serve all three.
 */
import { useLocation, useParams } from 'react-router';
import type { WorldKind } from '../../../contract/worlds';
import type { WorldSource } from '../../lib/queries/worlds';

// The source itself, its API base and key prefix are shared with other features (lib/queries/worlds.ts).
export { sourceKey, type WorldSource } from '../../lib/queries/worlds';

export function sourceFromPath(pathname: string, token?: string): WorldSource {
  if (pathname.startsWith('/worlds/shared/') && token) return { kind: 'share', token };
  if (pathname === '/worlds/sample' || pathname.startsWith('/worlds/sample/')) return { kind: 'sample' };
  return { kind: 'own' };
}

export function useWorldSource(): WorldSource {
  const { pathname } = useLocation();
  const { token } = useParams();
  return sourceFromPath(pathname, token);
}

/** The hub of a source (a shared link has one world and no hub). */
export function hubPath(source: WorldSource): string {
  if (source.kind === 'sample') return '/worlds/sample';
  if (source.kind === 'share') return `/worlds/shared/${source.token}`;
  return '/worlds';
}

/** The page of one world in a source, keeping the period (`?from=&to=`) when given. */
export function worldPath(source: WorldSource, world: WorldKind, search = ''): string {
  if (source.kind === 'share') return `/worlds/shared/${source.token}${search}`;
  return `${source.kind === 'sample' ? '/worlds/sample' : '/worlds'}/${world}${search}`;
}

/** The relationship page of one person (not reachable through a shared link). */
export function personPath(source: WorldSource, personId: string, search = ''): string | null {
  if (source.kind === 'share') return null;
  return `${source.kind === 'sample' ? '/worlds/sample' : '/worlds'}/social/${encodeURIComponent(personId)}${search}`;
}
