/**
 * A page's Yjs document, offline-tolerant (ADR 037):
 * - kept in IndexedDB on this device (y-indexeddb): every keystroke is stored locally
 *   first, so edits survive a reload and a dropped connection;
 * - synced with the server over the live socket (Hocuspocus provider), which
 *   reconnects with back-off and, on each reconnect, sends what the server lacks.
 *
 * The save state shown is what is true: 'saved' once the server acknowledged every
 * local change, 'saving' while changes are on their way, 'offline' while the socket is
 * down (the changes wait on this device), 'denied' when the server refuses the page.
 */
import { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { outlineApi } from '../../../../contract/endpoints/outline';
import { outlineDocName } from '../../../../contract/outline';
import { endpointUrl } from '../../../lib/api';

export type SaveState = 'connecting' | 'saving' | 'saved' | 'offline' | 'denied';

export interface OutlineDoc {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** True once there is content to edit (from this device or the server). */
  ready: boolean;
  save: SaveState;
  /** The device has never loaded this page and the server cannot be reached. */
  unavailableOffline: boolean;
}

function socketUrl(): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${window.location.host}${endpointUrl(outlineApi.live)}`;
}

export function useOutlineDoc(pageId: string, userId: string): OutlineDoc | null {
  const [value, setValue] = useState<OutlineDoc | null>(null);

  useEffect(() => {
    const doc = new Y.Doc();
    const local = new IndexeddbPersistence(`mnemo-outline:${userId}:${pageId}`, doc);
    let connected = false;
    let synced = false;
    let denied = false;
    let localLoaded = false;
    let everConnected = false;
    const hasContent = () => doc.getXmlFragment('default').length > 0;

    const provider = new HocuspocusProvider({
      url: socketUrl(),
      name: outlineDocName(pageId),
      document: doc,
      token: 'session',
    });

    const publish = () => {
      const ready = synced || (localLoaded && hasContent());
      let save: SaveState;
      if (denied) save = 'denied';
      else if (!connected) save = everConnected || localLoaded ? 'offline' : 'connecting';
      else if (!synced || provider.hasUnsyncedChanges) save = 'saving';
      else save = 'saved';
      setValue({ doc, provider, ready, save, unavailableOffline: !ready && localLoaded && !connected && everConnected });
    };

    provider.on('status', ({ status }: { status: string }) => {
      connected = status === 'connected';
      if (connected) everConnected = true;
      else synced = false;
      publish();
    });
    provider.on('synced', ({ state }: { state: boolean }) => {
      synced = state;
      publish();
    });
    provider.on('unsyncedChanges', publish);
    provider.on('authenticationFailed', () => {
      denied = true;
      publish();
    });
    // The socket's first failure (server unreachable) also counts as offline.
    provider.on('close', () => {
      everConnected = true;
      connected = false;
      synced = false;
      publish();
    });
    void local.whenSynced.then(() => {
      localLoaded = true;
      publish();
    });
    const onOnline = () => publish();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOnline);
    publish();

    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOnline);
      provider.destroy();
      void local.destroy();
      doc.destroy();
      setValue(null);
    };
  }, [pageId, userId]);

  return value;
}
