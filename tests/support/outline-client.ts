/**
 * A live outline client for tests: the browser's Hocuspocus provider on Node's `ws`,
 * sending the session cookie and an Origin like a browser would.
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { OUTLINE_SOCKET_PATH, outlineDocName } from '../../src/contract/outline';

export interface OutlineClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Resolves once synced; rejects when the server refuses the page. */
  ready: Promise<void>;
  close(): void;
}

export function connectOutline(baseUrl: string, pageId: string, cookie: string, origin = baseUrl): OutlineClient {
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  }
  const doc = new Y.Doc();
  // The provider reconnects on its own after a close (from a timer, not awaited): once the
  // test's server has gone, that attempt's refusal would be an unhandled rejection. What a
  // test needs to know of a refused connection reaches it through `ready` (onClose).
  class QuietSocket extends HocuspocusProviderWebsocket {
    override async connect() {
      try {
        return await super.connect();
      } catch {
        return undefined;
      }
    }
  }
  const socket = new QuietSocket({
    url: baseUrl.replace(/^http/, 'ws') + OUTLINE_SOCKET_PATH,
    WebSocketPolyfill: BrowserLikeSocket,
    // A refused upgrade is final in these tests.
    maxAttempts: 1,
  });
  let provider!: HocuspocusProvider;
  const ready = new Promise<void>((resolve, reject) => {
    provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: outlineDocName(pageId),
      document: doc,
      token: 'session',
      onSynced: () => resolve(),
      onAuthenticationFailed: ({ reason }) => reject(new Error(`refused: ${reason}`)),
      onClose: ({ event }) => reject(new Error(`closed: ${event.code}`)),
    });
    provider.attach();
  });
  ready.catch(() => undefined);
  return {
    doc,
    provider,
    socket,
    ready,
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Polls `check` until it passes (the live server and pub/sub are asynchronous). */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
