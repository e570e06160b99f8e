/**
 * Every endpoint of the API, one map per area (#26). The server checks at start-up that
 * the routes it registers under /api are exactly these (platform/endpoint-check.ts); the web
 * imports an area's map directly (`contract/endpoints/<area>`), never this index, so a page
 * bundles only the schemas it uses.
 */
import type { AnyEndpoint } from '../endpoint';
import { waitlistApi } from './waitlist';

export const API_AREAS = {
  waitlist: waitlistApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const ENDPOINTS: readonly AnyEndpoint[] = Object.values(API_AREAS).flatMap((area) => Object.values(area) as AnyEndpoint[]);
