import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from '../../../contract/endpoints/site';
import { call } from '../../lib/api';

/** GET /api/site/config, keyed by its path. */
export function siteConfigQuery() {
  return queryOptions({ queryKey: ['/api/site/config'] as const, queryFn: () => call(siteApi.config) });
}

export function useSiteConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...siteConfigQuery(), enabled });
}
