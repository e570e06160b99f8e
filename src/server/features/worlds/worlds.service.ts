/**
 * The world model as the worlds read it: people, one relationship, the network, places
 * and the time line, over the user's `done` imports only, within the plan's limit
 * (world-filters.ts). Each world reads in its own module; this composes them into the one
 * service the routes, the narration, the game and the sample world use.
 */
import type { Database } from '../../db/client';
import { createNetworkWorld } from './network-world';
import { createPlacesWorld } from './places-world';
import { createPlanScope } from './plan-scope';
import { createMoodScoring } from './social-mood';
import { createSocialRelationship } from './social-relationship';
import { createSocialWorld } from './social-world';
import { createSummaryWorld } from './summary-world';
import { createIdentityInbox } from './identity/identity.service';
import { createTimelineWorld } from './timeline-world';
import { createWorldContext } from './world-scope';
import { createWorldSettings } from './world-settings';

export function createWorldsService(deps: { database: Database }) {
  const context = createWorldContext(deps.database);
  const ensureSentiment = createMoodScoring(context.query);
  return {
    ...createSummaryWorld(context),
    ...createSocialWorld(context, ensureSentiment),
    ...createSocialRelationship(context, ensureSentiment),
    ...createNetworkWorld(context),
    ...createPlacesWorld(context),
    ...createTimelineWorld(context),
    ...createWorldSettings(context),
    ...createPlanScope(context),
    ...createIdentityInbox(context),
  };
}
export type WorldsService = ReturnType<typeof createWorldsService>;
