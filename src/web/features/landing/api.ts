import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../../contract/site';

/** GET /api/site/config through the default loader (GET on the first key element). */
export function siteConfigQuery() {
  return { queryKey: ['/api/site/config'] as const };
}

export function useSiteConfig({ enabled }: { enabled: boolean }) {
  return useQuery<SiteConfig>({ ...siteConfigQuery(), enabled });
}
