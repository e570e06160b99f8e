/**
 * Every endpoint of the API, one map per area (#26). The server checks at start-up that
 * the routes it registers under /api are exactly these (platform/endpoint-check.ts); the web
 * imports an area's map directly (`contract/endpoints/<area>`), never this index, so a page
 * bundles only the schemas it uses.
 */
import type { AnyEndpoint } from '../endpoint';
import { accessTokensApi } from './access-tokens';
import { activityApi } from './activity';
import { assistantApi } from './assistant';
import { authApi } from './auth';
import { betaApi } from './beta';
import { billingApi } from './billing';
import { businessOsApi } from './business-os';
import { demoApi } from './demo';
import { eventsApi } from './events';
import { gameApi } from './game';
import { healthApi } from './health';
import { importsApi } from './imports';
import { jobsApi } from './jobs';
import { juliaApi } from './julia';
import { juliaCrmApi } from './julia-crm';
import { matrixApi } from './matrix';
import { matrixBridgesApi } from './matrix-bridges';
import { outlineApi } from './outline';
import { pitchApi } from './pitch';
import { siteApi } from './site';
import { uploadsApi } from './uploads';
import { voiceApi } from './voice';
import { waitlistApi } from './waitlist';
import { workspacesApi } from './workspaces';
import { worldsApi } from './worlds';

export const API_AREAS = {
  accessTokens: accessTokensApi,
  activity: activityApi,
  assistant: assistantApi,
  auth: authApi,
  beta: betaApi,
  billing: billingApi,
  businessOs: businessOsApi,
  demo: demoApi,
  events: eventsApi,
  game: gameApi,
  health: healthApi,
  imports: importsApi,
  jobs: jobsApi,
  julia: juliaApi,
  juliaCrm: juliaCrmApi,
  matrix: matrixApi,
  matrixBridges: matrixBridgesApi,
  outline: outlineApi,
  pitch: pitchApi,
  site: siteApi,
  uploads: uploadsApi,
  voice: voiceApi,
  waitlist: waitlistApi,
  workspaces: workspacesApi,
  worlds: worldsApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const ENDPOINTS: readonly AnyEndpoint[] = Object.values(API_AREAS).flatMap((area) => Object.values(area) as AnyEndpoint[]);
