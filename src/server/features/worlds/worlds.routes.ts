import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldReadApis, worldsApi, type WorldReadApi } from '../../../contract/endpoints/worlds';
import type { WorldKind } from '../../../contract/worlds';
import type { ToolName } from './ask/tools/catalogue';
import { ForbiddenError, NotFoundError } from '../../errors';
import { attributionFor } from '../../platform/ai';
import { requireUser } from '../../platform/auth';
import type { Storage } from '../../platform/storage';
import { sendUserFile, USER_FILE_CSP } from '../../platform/user-files';
import { userOrIpKey } from '../../platform/limits';
import { exportWorld } from './export-world';
import { forVisitor } from './world-filters';
import { identityRoutes } from './identity/identity.routes';
import type { NarrationService } from './narration.service';
import type { SampleWorld } from './sample-world';
import { onThisDayWithoutMessages, placeWithoutMessages, pseudonymousNetwork, pseudonymousPeople } from './share-privacy';
import type { SharesService } from './shares.service';
import type { WorldsService } from './worlds.service';
import { askConversationRoutes, askReadRoutes } from './ask/ask.routes';
import type { AskService } from './ask/ask.service';

/** Shown for a photo whose format could not be decoded here (a HEIC without a decoder). */
const GENERIC_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192"><rect width="256" height="192" fill="#1c1c2b"/><path d="M88 124l28-34 22 26 14-16 26 24z" fill="#4b4b6b"/><circle cx="164" cy="74" r="12" fill="#4b4b6b"/></svg>';

/** Which read endpoint a request is for: a shared link allows only those of its world. */
export type WorldEndpoint =
  | 'summary'
  | 'people'
  | 'person'
  | 'network'
  | 'places'
  | 'photos'
  | 'thumbnail'
  | 'timeline'
  | 'place'
  | 'on-this-day'
  /** GET export?world=: the aggregates of one world as JSON. */
  | 'export'
  /** POST narrate: an AI story of a person, place, period or world. */
  | 'narrate'
  /** POST ask and GET ask/examples: Ask your world (#29). */
  | 'ask'
  /** GET messages/:id: a cited message in its chat (#29). */
  | 'message';

/**
 * What a shared link of each world may read: its world's endpoints and nothing else (the
 * one table; a shared social world shows people and aggregates, not relationship pages,
 * so 'person' is absent). Narration is refused on shared links (see ADR 031).
 */
export const SHARE_ENDPOINTS: Record<WorldKind, readonly WorldEndpoint[]> = {
  social: ['summary', 'people', 'export', 'ask'],
  network: ['summary', 'network', 'export', 'ask'],
  map: ['summary', 'places', 'place', 'photos', 'thumbnail', 'export', 'ask'],
  timeline: ['summary', 'timeline', 'on-this-day', 'export', 'ask', 'message'],
};

/**
 * The Ask tools (ask/tools/catalogue.ts TOOL_NAMES) a shared link of each world may call.
 * The rule: a shared link's answers use only what the link shows.
 * - social (people and how much they wrote, never what): people, chats, counts, rankings,
 *   trends, a chat's members; none of the tools that read messages (search_messages,
 *   messages_in_period, first_last), and message texts are blanked in any citation
 *   (SHARE_MESSAGE_TEXTS), so 'message' is not among its endpoints;
 * - network (who is connected through which chats): people, chats, members, rankings;
 *   no message is cited;
 * - map (places and photos): places and photos only;
 * - timeline (activity over time, on this day, which with "include messages" lists what
 *   was written on any day): counts, first/last, trends, a period's messages, search; not
 *   the photos tool (its citations carry place names and thumbnails, which a timeline
 *   link does not show).
 */
export const SHARE_TOOLS: Record<WorldKind, readonly ToolName[]> = {
  social: ['overview', 'find_people', 'find_chats', 'rank_people', 'count_messages', 'trend', 'chat_members'],
  network: ['overview', 'find_people', 'find_chats', 'rank_people', 'chat_members'],
  map: ['overview', 'find_places', 'places', 'photos'],
  timeline: ['overview', 'find_people', 'find_chats', 'count_messages', 'first_last', 'trend', 'search_messages', 'messages_in_period'],
};

/**
 * Whether Ask answers through a shared link of each world may quote what people wrote:
 * only the timeline's, whose "on this day" shows message texts (with "include messages").
 * Elsewhere a cited message keeps its author, chat and time, its text is blank.
 */
export const SHARE_MESSAGE_TEXTS: Record<WorldKind, boolean> = { social: false, network: false, map: false, timeline: true };

/** Refused to a shared link whose owner did not allow questions (or shares no messages: ask answers with names and quotes). */
export const ASK_NOT_ALLOWED = 'This link does not allow questions.';

/**
 * Whose world a read request reads: the signed-in user (/api/worlds), the sample world's
 * owner (/api/worlds/sample) or a shared link's owner (/api/worlds/shared/:token), and
 * whether message text may be shown (a shared link only when its owner ticked "include
 * messages"; endpoints that return message text blank it otherwise). Throws (401/404)
 * when the request may not read `endpoint`.
 */
export interface WorldReadScope {
  userId: string;
  includeMessages: boolean;
  /** A shared link's one world (other worlds' exports are not found through it). */
  world?: WorldKind;
  /** A shared link without messages: no names, chat titles or messages either (share-privacy.ts). */
  anonymous?: boolean;
  /** The reader is not the owner (a shared link, the sample world): coverage reads "of the newest…", not "of your newest…". */
  visitor?: boolean;
}
export type WorldReader = (request: FastifyRequest, endpoint: WorldEndpoint) => Promise<WorldReadScope>;

/**
 * The read endpoints of the worlds, registered once per source with its own prefix and
 * reader, so the user's world, the sample and shared links answer the same shapes.
 */
export interface WorldReadOptions {
  /** The contract's read endpoints of this prefix (worldReadApis.own, .sample or .shared). */
  api: WorldReadApi;
  service: WorldsService;
  storage: Storage;
  reader: WorldReader;
  narration: NarrationService;
  /** AI requests per minute per caller (the AI layer's limit). */
  aiPerMinute: number;
  /** Keys the hash of signed-out callers' addresses in the token ledger. */
  secret: string | undefined;
  /** Ask your world (#29). */
  ask: AskService;
}

export const worldReadRoutes: FastifyPluginAsyncZod<WorldReadOptions> = async (app, { api, service, storage, reader, narration, aiPerMinute, secret, ask }) => {
  /** An answer in the reader's words: a visitor's coverage is not "your" data (world-filters.ts `forVisitor`). */
  const voiced = <T extends object>(scope: WorldReadScope, body: T): T => (scope.visitor ? forVisitor(body) : body);

  app.get('/summary', { schema: api.summary.schema }, async (request) => {
    const scope = await reader(request, 'summary');
    return voiced(scope, await service.summary(scope.userId));
  });

  app.get('/people', { schema: api.people.schema }, async (request) => {
    const { userId, anonymous } = await reader(request, 'people');
    const people = await service.people(userId, request.query);
    return { people: anonymous ? pseudonymousPeople(people) : people };
  });

  app.get(
    '/people/:id',
    { schema: api.person.schema },
    async (request) => {
      const { userId, includeMessages } = await reader(request, 'person');
      return service.person(userId, request.params.id, request.query, { includeMessages });
    },
  );

  app.get('/network', { schema: api.network.schema }, async (request) => {
    const { userId, anonymous } = await reader(request, 'network');
    const network = await service.network(userId, request.query);
    return anonymous ? pseudonymousNetwork(network) : network;
  });

  app.get('/places', { schema: api.places.schema }, async (request) => {
    const scope = await reader(request, 'places');
    return voiced(scope, await service.places(scope.userId, request.query));
  });

  app.get(
    '/places/:id',
    { schema: api.place.schema },
    async (request) => {
      const { userId, includeMessages, anonymous } = await reader(request, 'place');
      const place = await service.place(userId, request.params.id, request.query, includeMessages);
      return anonymous ? placeWithoutMessages(place) : place;
    },
  );

  app.get('/on-this-day', { schema: api.onThisDay.schema }, async (request) => {
    const scope = await reader(request, 'on-this-day');
    const day = voiced(scope, await service.onThisDay(scope.userId, request.query, scope.includeMessages));
    return scope.anonymous ? onThisDayWithoutMessages(day) : day;
  });

  app.get('/photos', { schema: api.photos.schema }, async (request) => {
    const scope = await reader(request, 'photos');
    return voiced(scope, await service.photos(scope.userId, request.query));
  });

  app.get('/photos/:id/thumbnail', { schema: api.thumbnail.schema }, async (request, reply) => {
    const key = await service.thumbnailKey((await reader(request, 'thumbnail')).userId, request.params.id);
    const object = key ? await storage.get(key) : null;
    const cacheControl = 'private, max-age=86400';
    // Our own constant drawing (no user bytes), inert all the same.
    if (!object) return reply.type('image/svg+xml').header('x-content-type-options', 'nosniff').header('cache-control', cacheControl).header('content-security-policy', USER_FILE_CSP).send(GENERIC_THUMBNAIL);
    return sendUserFile(reply, { name: `${request.params.id}.jpg`, type: 'image/jpeg', body: object.body, size: object.size, inline: true, cacheControl });
  });

  app.get('/timeline', { schema: api.timeline.schema }, async (request) => {
    const scope = await reader(request, 'timeline');
    return voiced(scope, await service.timeline(scope.userId, request.query));
  });

  app.get('/export', { schema: api.export.schema }, async (request, reply) => {
    const scope = await reader(request, 'export');
    const world = request.query.world;
    if (scope.world && scope.world !== world) throw new NotFoundError();
    // Every part of the export is read in the period it names (export-world.ts).
    const body = voiced(scope, await exportWorld(service, scope.userId, { world, period: request.query, anonymous: scope.anonymous }));
    return sendUserFile(reply, { name: `mnemo-${world}-world.json`, type: 'application/json', body: JSON.stringify(body) });
  });

  // Charged to the caller (the signed-in user, else their hashed address), never to the world's owner.
  app.post(
    '/narrate',
    {
      config: {
        rateLimit: { max: aiPerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey() },
      },
      schema: api.narrate.schema,
    },
    async (request) => {
      const scope = await reader(request, 'narrate');
      return narration.narrate(scope.userId, request.body, attributionFor(request, secret), { visitor: scope.visitor });
    },
  );

  // Ask your world (#29): ask, examples, a cited message in context; a shared link's questions use only its world's tools.
  await app.register(askReadRoutes, {
    api,
    reader,
    ask,
    aiPerMinute,
    secret,
    toolsFor: (scope) => (scope.world ? SHARE_TOOLS[scope.world] : undefined),
    messageTexts: (scope) => scope.includeMessages && (!scope.world || SHARE_MESSAGE_TEXTS[scope.world]),
  });
};

/** /api/worlds/…: the signed-in user's world (read endpoints), merge/split people, the world settings. */
export const worldsRoutes: FastifyPluginAsyncZod<
  Omit<WorldReadOptions, 'reader' | 'api'> & { shares: SharesService; sample: SampleWorld }
> = async (app, { shares, sample, ...opts }) => {
  const { service } = opts;
  const own: WorldReader = async (request) => ({ userId: requireUser(request).id, includeMessages: true });
  await app.register(worldReadRoutes, { prefix: '/worlds', ...opts, api: worldReadApis.own, reader: own });

  // The synthetic sample world, signed out; reads only (its owner cannot sign in, so no write reaches it).
  const sampleReader: WorldReader = async () => ({ userId: await sample.ready(), includeMessages: true, visitor: true });
  await app.register(worldReadRoutes, { prefix: '/worlds/sample', ...opts, api: worldReadApis.sample, reader: sampleReader });

  // A shared link: its owner's world, only the endpoints of the shared world; 404 once revoked or expired.
  const shared: WorldReader = async (request, endpoint) => {
    const share = await shares.resolve((request.params as { token: string }).token);
    if (!SHARE_ENDPOINTS[share.world].includes(endpoint)) throw new NotFoundError();
    // Questions only when the owner allowed them, and only with messages included: an answer names people and quotes them.
    if ((endpoint === 'ask' || endpoint === 'message') && !(share.allowAsk && share.includeMessages)) throw new ForbiddenError(ASK_NOT_ALLOWED, 'ask_not_allowed');
    return { userId: share.userId, includeMessages: share.includeMessages, world: share.world, anonymous: !share.includeMessages, visitor: true };
  };
  await app.register(
    async (link) => {
      link.get('/share', { schema: worldsApi.sharedInfo.schema }, async (request) => {
        const { world, includeMessages, allowAsk, expiresAt } = await shares.resolve((request.params as { token: string }).token);
        // Whether a visitor can ask through this link (allowed, and messages included).
        return { world, includeMessages, allowAsk: allowAsk && includeMessages, expiresAt };
      });
      // Every params schema under /shared/:token names the token too (worldReadApis.shared):
      // a zod object drops the keys it does not name, and the reader would get none.
      await link.register(worldReadRoutes, { ...opts, api: worldReadApis.shared, reader: shared });
    },
    { prefix: '/worlds/shared/:token' },
  );

  app.post('/worlds/shares', { schema: worldsApi.createShare.schema }, async (request, reply) =>
    reply.status(201).send(await shares.create(requireUser(request).id, request.body)),
  );
  app.get('/worlds/shares', { schema: worldsApi.shares.schema }, async (request) => ({
    shares: await shares.list(requireUser(request).id),
  }));
  app.delete('/worlds/shares/:id', { schema: worldsApi.revokeShare.schema }, async (request) =>
    shares.revoke(requireUser(request).id, request.params.id),
  );

  app.post('/worlds/people/merge', { schema: worldsApi.mergePeople.schema }, async (request) =>
    service.merge(requireUser(request).id, request.body),
  );

  app.post(
    '/worlds/people/:id/split',
    { schema: worldsApi.splitPerson.schema },
    async (request) => ({ people: await service.split(requireUser(request).id, request.params.id) }),
  );

  // A place's name, kept by position (#27, place-names.ts).
  app.put('/worlds/places/:id/name', { schema: worldsApi.renamePlace.schema }, async (request) =>
    service.renamePlace(requireUser(request).id, request.params.id, request.body.name),
  );

  app.get('/worlds/settings', { schema: worldsApi.settings.schema }, async (request) => service.settings(requireUser(request).id));

  // Who is "me" (#27, owner.ts).
  app.get('/worlds/owner', { schema: worldsApi.owner.schema }, async (request) => service.owner(requireUser(request).id));

  app.put('/worlds/settings', { schema: worldsApi.updateSettings.schema }, async (request) =>
    service.updateSettings(requireUser(request).id, request.body),
  );

  // Who is who: merge suggestions, accept/reject/undo (#27, identity/).
  await app.register(identityRoutes, { service });

  // The user's saved Ask conversations (#29).
  await app.register(askConversationRoutes, { ask: opts.ask });

  // The Basic plan's choice of its 1,000 data points (ADR 052, plan-scope.ts).
  app.get('/worlds/scope', { schema: worldsApi.scope.schema }, async (request) => service.planScope(requireUser(request).id));
  app.put('/worlds/scope', { schema: worldsApi.updateScope.schema }, async (request) =>
    service.updatePlanScope(requireUser(request).id, request.body),
  );
};
