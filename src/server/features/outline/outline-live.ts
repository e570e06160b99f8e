/**
 * The live outline server (ADR 037): Hocuspocus (the Yjs WebSocket server) on our own
 * Fastify process, at OUTLINE_SOCKET_PATH through @fastify/websocket.
 *
 * - Authentication: the upgrade request is an ordinary Fastify request, so the session
 *   hook has read the cookie; the route refuses (401) a request with no user and (403)
 *   one whose Origin is not this app's (a cross-site page cannot open a socket with the
 *   visitor's cookie: WebSockets are not covered by CORS). Each document a socket opens
 *   is then checked in `onAuthenticate`: the user must be allowed to edit that page
 *   (owner of a private page, member of a shared page's workspace); anyone else gets
 *   "permission-denied" and not a byte of the document.
 * - Revocation (issue 25, ADR 047): each socket registers with the live access registry
 *   (platform/live-access.ts) under its user and session, and holds each page it opened
 *   (scoped by the page's workspace). Sign-out, a password change, account deletion,
 *   removal from the workspace, or the page moving or going, on any instance, closes
 *   the socket: its document connections first (synchronously, so nothing it sends
 *   later reaches a document), then the WebSocket. A message already on its way when a
 *   re-check starts waits for it, and is dropped when the socket lost its access.
 * - Persistence: the merged Yjs state of each page in outline_pages.ydoc, written one
 *   second after the last change (at most every five) and when the server closes.
 * - Several instances: every change a client sends is published on pub/sub
 *   (platform/pubsub.ts) and applied by the other instances that have the page open, so
 *   their clients see it at once; an update too large for a pub/sub message is stored
 *   first and announced, and the others re-read the stored state. Pub/sub is
 *   at-most-once: a missed message is repaired when the page is next loaded, or by
 *   the client itself, which resends what the server lacks on every reconnect.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Hocuspocus } from '@hocuspocus/server';
import * as Y from 'yjs';
import { outlineApi } from '../../../contract/endpoints/outline';
import { outlineDocName, pageIdFromDocName } from '../../../contract/outline';
import type { Config } from '../../config';
import { AppError, ForbiddenError, UnauthorizedError } from '../../errors';
import { requestOrigin } from '../../platform/csrf';
import { liveResource, type LiveAccess, type LiveCloseReason, type LiveHandle } from '../../platform/live-access';
import type { PubSub } from '../../platform/pubsub';
import type { OutlineService } from './outline.service';

const CHANNEL = 'outline_updates';
/** Base64 characters of an update sent inline on pub/sub (the message limit is 7,900 bytes). */
const MAX_INLINE = 7000;
const RELAY_ORIGIN = 'outline-relay';

/** A socket as @fastify/websocket hands it over (Hocuspocus keys its connections by it). */
type Socket = Parameters<Hocuspocus['handleConnection']>[0];

/** What each socket's Hocuspocus hooks see of it. */
interface SocketContext {
  userId: string;
  access: LiveHandle;
}

/**
 * u: an update (base64) to apply; r: re-read the stored state; q: "send me what I lack"
 * (sv: the asker's state vector, base64): an instance that just loaded a page from the
 * database, or holds updates it cannot apply yet, asks the instances that have it open
 * for the edits they have not stored yet.
 */
type RelayMessage =
  | { t: 'u'; i: string; p: string; u: string }
  | { t: 'r'; i: string; p: string }
  | { t: 'q'; i: string; p: string; sv: string };

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface OutlineLiveDeps {
  service: OutlineService;
  pubsub: PubSub;
  /** Ties each socket to its session and the pages it holds. */
  access: LiveAccess;
  log: Logger;
  config: Pick<Config, 'publicUrl'>;
  /** Milliseconds after the last change before the state is stored (default 1000). */
  debounceMs?: number;
}

export function createOutlineLive(deps: OutlineLiveDeps) {
  const { service, pubsub, log } = deps;
  const instance = randomUUID();
  let closed = false;
  let unsubscribe: (() => Promise<void>) | undefined;

  const store = async (pageId: string, doc: Y.Doc) => {
    try {
      await service.storeState(pageId, Y.encodeStateAsUpdate(doc));
    } catch (err) {
      log.warn({ err, pageId }, 'could not store an outline page');
    }
  };

  const hocuspocus = new Hocuspocus({
    name: 'outline',
    quiet: true,
    debounce: deps.debounceMs ?? 1000,
    maxDebounce: 5000,
    async onAuthenticate({ context, documentName }) {
      const { userId, access } = context as Partial<SocketContext>;
      const pageId = pageIdFromDocName(documentName);
      const allowed =
        userId &&
        pageId &&
        access &&
        !access.revoked &&
        (await access.admit(liveResource.outlinePage(pageId), async () => {
          const page = await service.editAccess(userId, pageId);
          return page ? (page.workspaceId ? [liveResource.workspace(page.workspaceId)] : []) : false;
        }));
      if (!allowed) {
        // No message: Hocuspocus logs a refusal's message to the console; the reason goes to the client.
        throw Object.assign(new Error(), { reason: 'permission-denied' });
      }
    },
    async beforeHandleMessage({ context }) {
      const { access } = context as Partial<SocketContext>;
      if (!access || (await access.settled())) return;
      // Revoked while this message was on its way: never applied. Not a rejection, which
      // Hocuspocus logs as an error; the socket is closing and the message goes with it.
      await new Promise<never>(() => undefined);
    },
    async onDisconnect({ context, documentName }) {
      const pageId = pageIdFromDocName(documentName);
      if (pageId) (context as Partial<SocketContext>).access?.release(liveResource.outlinePage(pageId));
    },
    async onLoadDocument({ document, documentName }) {
      const pageId = pageIdFromDocName(documentName);
      const state = pageId ? await service.loadState(pageId) : null;
      if (state) Y.applyUpdate(document, state, RELAY_ORIGIN);
      if (pageId) void ask(pageId, document);
      return document;
    },
    async onStoreDocument({ document, documentName }) {
      const pageId = pageIdFromDocName(documentName);
      if (pageId && !closed) await store(pageId, document);
    },
    async onChange({ documentName, update, transactionOrigin, document }) {
      if (transactionOrigin === RELAY_ORIGIN || closed) return;
      const pageId = pageIdFromDocName(documentName);
      if (!pageId) return;
      await send(pageId, document, update);
    },
  });

  const publish = async (m: RelayMessage) => {
    try {
      await pubsub.publish(CHANNEL, m);
    } catch (err) {
      log.warn({ err, pageId: m.p }, 'could not relay an outline update');
    }
  };

  /** Sends `update` to the other instances, through the database when too large for a message. */
  async function send(pageId: string, doc: Y.Doc, update: Uint8Array) {
    const u = Buffer.from(update).toString('base64');
    if (u.length <= MAX_INLINE) return publish({ t: 'u', i: instance, p: pageId, u });
    await store(pageId, doc);
    return publish({ t: 'r', i: instance, p: pageId });
  }

  /**
   * Closes a socket whose access ended: its document connections at once (a message it
   * sends from now on reaches no document), then the WebSocket.
   */
  function revokeSocket(socket: Socket, reason: LiveCloseReason) {
    // Hocuspocus's own close codes: 4401 signed out, 4403 no longer allowed.
    const event = reason === 'session_ended' ? { code: 4401, reason: 'Unauthorized' } : { code: 4403, reason: 'Forbidden' };
    for (const document of hocuspocus.documents.values()) document.connections.get(socket)?.connection.close(event);
    socket.close(event.code, reason);
  }

  function ask(pageId: string, doc: Y.Doc) {
    return publish({ t: 'q', i: instance, p: pageId, sv: Buffer.from(Y.encodeStateVector(doc)).toString('base64') });
  }

  async function onRelay(raw: unknown) {
    const m = raw as RelayMessage;
    if (!m || m.i === instance || typeof m.p !== 'string') return;
    const doc = hocuspocus.documents.get(outlineDocName(m.p));
    if (!doc) return;
    if (m.t === 'q') {
      const diff = Y.encodeStateAsUpdate(doc, new Uint8Array(Buffer.from(m.sv, 'base64')));
      // An empty diff is 2 bytes (no structs, no deletions): nothing the asker lacks.
      if (diff.length > 2) await send(m.p, doc, diff);
      return;
    }
    const update = m.t === 'u' ? new Uint8Array(Buffer.from(m.u, 'base64')) : await service.loadState(m.p);
    if (!update) return;
    Y.applyUpdate(doc, update, RELAY_ORIGIN);
    // Updates that depend on edits this instance never saw wait in the store: ask for them.
    if (doc.store.pendingStructs || doc.store.pendingDs) await ask(m.p, doc);
  }

  return {
    hocuspocus,

    /** The page's live document on this instance, when a client has it open. */
    doc(pageId: string): Y.Doc | undefined {
      return hocuspocus.documents.get(outlineDocName(pageId));
    },

    async listen() {
      unsubscribe = await pubsub.subscribe(CHANNEL, (m) => {
        onRelay(m).catch((err: unknown) => log.warn({ err }, 'could not apply a relayed outline update'));
      });
    },

    /** Stores every open page and closes the sockets (before the database closes). */
    async close() {
      if (closed) return;
      closed = true;
      await unsubscribe?.().catch(() => undefined);
      const docs = [...hocuspocus.documents.values()];
      await Promise.all(
        docs.map(async (d) => {
          const pageId = pageIdFromDocName(d.name);
          if (pageId) await store(pageId, d);
        }),
      );
      hocuspocus.closeConnections();
    },

    /** Registers the WebSocket route (on the app root: @fastify/websocket is registered there). */
    register(app: FastifyInstance) {
      app.route({
        method: 'GET',
        url: outlineApi.live.path,
        schema: outlineApi.live.schema,
        preValidation: async (request: FastifyRequest) => {
          if (!request.user) throw new UnauthorizedError();
          const origin = request.headers.origin;
          if (!origin || origin !== requestOrigin(request, deps.config)) {
            throw new ForbiddenError('Cross-site request refused. Reload the page and try again.', 'csrf');
          }
        },
        // A plain GET (no Upgrade header): say what this address is for, in the one error body.
        handler: async () => {
          throw new AppError(426, 'upgrade_required', 'This address takes WebSocket connections only.', { upgrade: 'websocket' });
        },
        wsHandler: (socket, request) => {
          const userId = request.user!.id;
          const access = deps.access.register({
            userId,
            sessionId: request.sessionId,
            close: (reason) => (reason === 'shutdown' ? socket.close(1012, 'restarting') : revokeSocket(socket, reason)),
          });
          if (closed || access.revoked) {
            access.unregister();
            socket.close(1012, 'restarting');
            return;
          }
          socket.once('close', () => access.unregister());
          hocuspocus.handleConnection(socket, request.raw, { userId, access } satisfies SocketContext);
        },
      });
    },
  };
}
export type OutlineLive = ReturnType<typeof createOutlineLive>;
