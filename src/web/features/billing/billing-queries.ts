/** The billing status query (GET /api/billing/status), shared by the upgrade button and the return notice. */
import { billingApi } from '../../../contract/endpoints/billing';
import { call } from '../../lib/api';

export const billingStatusKey = ['billing', 'status'] as const;

export const billingStatusQuery = {
  queryKey: billingStatusKey,
  queryFn: () => call(billingApi.status),
  staleTime: 60_000,
};
