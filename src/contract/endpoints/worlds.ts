/**
 * Endpoints of the data worlds (issue 13). The read endpoints are served three times,
 * under the signed-in user's /api/worlds, the signed-out sample /api/worlds/sample and a
 * shared link's /api/worlds/shared/:token, with the same shapes: `worldReadApis` holds the
 * three maps (the server registers one per prefix, the web picks one per source).
 */
import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  CreateWorldShareBodySchema,
  CreatedWorldShareSchema,
  MergePeopleBodySchema,
  NarrateBodySchema,
  NarrationSchema,
  OnThisDayQuerySchema,
  OnThisDaySchema,
  PeopleResponseSchema,
  PersonParamsSchema,
  PersonSchema,
  PhotoParamsSchema,
  PhotosResponseSchema,
  PlaceDetailSchema,
  PlaceParamsSchema,
  PlacesResponseSchema,
  SharedWorldInfoSchema,
  SharedWorldParamsSchema,
  TimelineQuerySchema,
  TimelineSchema,
  UpdateWorldSettingsBodySchema,
  WORLDS_PATH,
  WorldExportQuerySchema,
  WorldPeriodQuerySchema,
  WorldSettingsSchema,
  WorldShareParamsSchema,
  WorldShareSchema,
  WorldSharesResponseSchema,
  WorldSummarySchema,
} from '../worlds';
import { RelationshipSchema, SocialNetworkSchema, SocialPeopleResponseSchema } from '../worlds-social';
import { BasicScopeBodySchema, PlanScopeSchema, WORLD_SCOPE_PATH } from '../worlds-scope';
import {
  IdentityDecisionSchema,
  IdentityPairBodySchema,
  IdentitySearchQuerySchema,
  IdentitySearchSchema,
  IdentitySuggestionsSchema,
  WORLD_IDENTITY_PATH,
} from '../worlds-identity';
import { RenamePlaceBodySchema, RenamedPlaceSchema } from '../worlds-places';
import { WORLD_OWNER_PATH, WorldOwnerSchema } from '../worlds-owner';
import {
  AskAnswerSchema,
  AskBodySchema,
  AskConversationParamsSchema,
  AskConversationsSchema,
  AskExamplesSchema,
  MessageContextQuerySchema,
  MessageInContextSchema,
  MessageParamsSchema,
  WORLD_CONVERSATIONS_PATH,
} from '../worlds-ask';

/** The params of the read endpoints that name one item (a person, a place, a photo). */
type IdParams = z.ZodType<{ id: string }>;

/** The read endpoints of one world source under `base`; `ids` are the params schemas of the :id routes. */
function worldReadEndpoints<P extends IdParams, M extends IdParams>(base: `/api/${string}`, ids: { person: P; place: P; photo: P; message: M }) {
  const at = (path: `/${string}`) => `${base}${path}` as const;
  return {
    summary: defineEndpoint({ method: 'GET', path: at('/summary'), response: { 200: WorldSummarySchema } }),
    people: defineEndpoint({ method: 'GET', path: at('/people'), query: WorldPeriodQuerySchema, response: { 200: SocialPeopleResponseSchema } }),
    /** A relationship page (a shared link answers 404). */
    person: defineEndpoint({
      method: 'GET',
      path: at('/people/:id'),
      params: ids.person,
      query: WorldPeriodQuerySchema,
      response: { 200: RelationshipSchema },
    }),
    network: defineEndpoint({ method: 'GET', path: at('/network'), query: WorldPeriodQuerySchema, response: { 200: SocialNetworkSchema } }),
    places: defineEndpoint({ method: 'GET', path: at('/places'), query: WorldPeriodQuerySchema, response: { 200: PlacesResponseSchema } }),
    place: defineEndpoint({ method: 'GET', path: at('/places/:id'), params: ids.place, query: WorldPeriodQuerySchema, response: { 200: PlaceDetailSchema } }),
    onThisDay: defineEndpoint({ method: 'GET', path: at('/on-this-day'), query: OnThisDayQuerySchema, response: { 200: OnThisDaySchema } }),
    photos: defineEndpoint({ method: 'GET', path: at('/photos'), query: WorldPeriodQuerySchema, response: { 200: PhotosResponseSchema } }),
    /** The photo's JPEG thumbnail (or a generic SVG when it could not be decoded): an `<img src>`. */
    thumbnail: defineEndpoint({ method: 'GET', path: at('/photos/:id/thumbnail'), params: ids.photo, responseKind: 'file' }),
    timeline: defineEndpoint({ method: 'GET', path: at('/timeline'), query: TimelineQuerySchema, response: { 200: TimelineSchema } }),
    /** One world's aggregates as a JSON file (a download). */
    export: defineEndpoint({ method: 'GET', path: at('/export'), query: WorldExportQuerySchema, responseKind: 'file' }),
    /** An AI story of a person, place, period or world (refused on shared links, ADR 031). */
    narrate: defineEndpoint({ method: 'POST', path: at('/narrate'), body: NarrateBodySchema, response: { 200: NarrationSchema } }),
    /** Ask your world (#29): a question answered with the fact first and its citations (a shared link only when its owner allowed asking). */
    ask: defineEndpoint({ method: 'POST', path: at('/ask'), body: AskBodySchema, response: { 200: AskAnswerSchema } }),
    /** Example questions built from this world's own people, places and years. */
    askExamples: defineEndpoint({ method: 'GET', path: at('/ask/examples'), response: { 200: AskExamplesSchema } }),
    /** A cited message with `context` messages of its chat either side (404 for an id not of this world). */
    message: defineEndpoint({
      method: 'GET',
      path: at('/messages/:id'),
      params: ids.message,
      query: MessageContextQuerySchema,
      response: { 200: MessageInContextSchema },
    }),
  } as const;
}

/** The read endpoints of a world source, as the server's read routes take them (any of the three). */
export type WorldReadApi = ReturnType<typeof worldReadEndpoints<IdParams, IdParams>>;
export type WorldReadName = keyof WorldReadApi;

const ownIds = { person: PersonParamsSchema, place: PlaceParamsSchema, photo: PhotoParamsSchema, message: MessageParamsSchema };
/** Under a shared link every params schema names the token too (a zod object drops the keys it does not name). */
const sharedIds = {
  person: PersonParamsSchema.extend(SharedWorldParamsSchema.shape),
  place: PlaceParamsSchema.extend(SharedWorldParamsSchema.shape),
  photo: PhotoParamsSchema.extend(SharedWorldParamsSchema.shape),
  message: MessageParamsSchema.extend(SharedWorldParamsSchema.shape),
};

// As literal types (the contract's path constants are plain strings).
const SAMPLE_WORLD_PATH = `${WORLDS_PATH}/sample` as const;
const SHARED_LINK_PATH = `${WORLDS_PATH}/shared/:token` as const;
const WORLD_SHARES_PATH = `${WORLDS_PATH}/shares` as const;

export const worldReadApis = {
  own: worldReadEndpoints(WORLDS_PATH, ownIds),
  sample: worldReadEndpoints(SAMPLE_WORLD_PATH, ownIds),
  shared: worldReadEndpoints(SHARED_LINK_PATH, sharedIds),
} as const;

type Prefixed<P extends string, M> = { [K in keyof M & string as `${P}${Capitalize<K>}`]: M[K] };

function prefixed<P extends string, M extends Record<string, unknown>>(prefix: P, map: M): Prefixed<P, M> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [prefix + k[0]!.toUpperCase() + k.slice(1), v])) as Prefixed<P, M>;
}

export const worldsApi = {
  ...worldReadApis.own,
  ...prefixed('sample', worldReadApis.sample),
  ...prefixed('shared', worldReadApis.shared),
  /** What a shared link shows (its world, whether messages show, when it expires). */
  sharedInfo: defineEndpoint({ method: 'GET', path: `${SHARED_LINK_PATH}/share`, response: { 200: SharedWorldInfoSchema } }),

  createShare: defineEndpoint({ method: 'POST', path: WORLD_SHARES_PATH, body: CreateWorldShareBodySchema, response: { 201: CreatedWorldShareSchema } }),
  shares: defineEndpoint({ method: 'GET', path: WORLD_SHARES_PATH, response: { 200: WorldSharesResponseSchema } }),
  revokeShare: defineEndpoint({
    method: 'DELETE',
    path: `${WORLD_SHARES_PATH}/:id`,
    params: WorldShareParamsSchema,
    response: { 200: WorldShareSchema },
  }),

  mergePeople: defineEndpoint({ method: 'POST', path: `${WORLDS_PATH}/people/merge`, body: MergePeopleBodySchema, response: { 200: PersonSchema } }),
  splitPerson: defineEndpoint({
    method: 'POST',
    path: `${WORLDS_PATH}/people/:id/split`,
    params: PersonParamsSchema,
    response: { 200: PeopleResponseSchema },
  }),

  /** Names a place's position ("Home"); null or blank clears it (#27, worlds-places.ts). */
  renamePlace: defineEndpoint({
    method: 'PUT',
    path: `${WORLDS_PATH}/places/:id/name`,
    params: PlaceParamsSchema,
    body: RenamePlaceBodySchema,
    response: { 200: RenamedPlaceSchema },
  }),

  settings: defineEndpoint({ method: 'GET', path: `${WORLDS_PATH}/settings`, response: { 200: WorldSettingsSchema } }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: `${WORLDS_PATH}/settings`,
    body: UpdateWorldSettingsBodySchema,
    response: { 200: WorldSettingsSchema },
  }),
  /** Who is "me" (#27, worlds-owner.ts): the guess, its reason and confidence, whether to ask, the candidates. */
  owner: defineEndpoint({ method: 'GET', path: WORLD_OWNER_PATH, response: { 200: WorldOwnerSchema } }),

  /** The Basic plan's choice of what its 1,000 data points are, and what is left out (ADR 052). */
  scope: defineEndpoint({ method: 'GET', path: WORLD_SCOPE_PATH, response: { 200: PlanScopeSchema } }),
  updateScope: defineEndpoint({
    method: 'PUT',
    path: WORLD_SCOPE_PATH,
    body: BasicScopeBodySchema,
    response: { 200: PlanScopeSchema },
  }),

  /** Who is who (#27, worlds-identity.ts): merge suggestions, accept/reject/undo, people by name for a merge by hand. */
  identitySuggestions: defineEndpoint({ method: 'GET', path: `${WORLD_IDENTITY_PATH}/suggestions`, response: { 200: IdentitySuggestionsSchema } }),
  acceptIdentity: defineEndpoint({ method: 'POST', path: `${WORLD_IDENTITY_PATH}/suggestions/accept`, body: IdentityPairBodySchema, response: { 200: IdentityDecisionSchema } }),
  rejectIdentity: defineEndpoint({ method: 'POST', path: `${WORLD_IDENTITY_PATH}/suggestions/reject`, body: IdentityPairBodySchema, response: { 200: IdentityDecisionSchema } }),
  undoIdentity: defineEndpoint({ method: 'POST', path: `${WORLD_IDENTITY_PATH}/suggestions/undo`, body: IdentityPairBodySchema, response: { 200: IdentityDecisionSchema } }),
  /** The user's saved Ask conversations, newest first, with their turns. */
  conversations: defineEndpoint({ method: 'GET', path: WORLD_CONVERSATIONS_PATH, response: { 200: AskConversationsSchema } }),
  deleteConversation: defineEndpoint({
    method: 'DELETE',
    path: `${WORLD_CONVERSATIONS_PATH}/:id`,
    params: AskConversationParamsSchema,
    response: { 200: AskConversationParamsSchema },
  }),

  identitySearch: defineEndpoint({ method: 'GET', path: `${WORLD_IDENTITY_PATH}/people`, query: IdentitySearchQuerySchema, response: { 200: IdentitySearchSchema } }),
} as const;
