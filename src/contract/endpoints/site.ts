/** Public settings of the marketing site. */
import { defineEndpoint } from '../endpoint';
import { SiteConfigSchema } from '../site';

export const siteApi = {
  config: defineEndpoint({ method: 'GET', path: '/api/site/config', response: { 200: SiteConfigSchema } }),
} as const;
