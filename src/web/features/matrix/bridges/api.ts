/**
 * The Bridge Center's data: each bridge's state (re-read every 15 s and after every
 * login step), the login step mutations, deployments. Keys start with the area.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MATRIX_BRIDGES_PATH,
  MATRIX_DEPLOY_PATH,
  type BridgeActionResponse,
  type BridgeNetwork,
  type BridgesStatusResponse,
  type DeployBody,
  type DeploymentsResponse,
  type DeployResponse,
  type DiscordConnectBody,
  type SubmitStepBody,
  type TelegramConnectBody,
  type WhatsappConnectBody,
} from '../../../../contract/matrix-bridges';
import { apiJson } from '../../../lib/api-client';

export const bridgesStatusKey = ['matrix-bridges', 'status'] as const;
export const deploymentsKey = ['matrix-bridges', 'deployments'] as const;

const STATUS_POLL_MS = 15_000;

export function useBridgesStatus(enabled: boolean) {
  return useQuery({
    queryKey: bridgesStatusKey,
    queryFn: () => apiJson<BridgesStatusResponse>('GET', MATRIX_BRIDGES_PATH),
    enabled,
    refetchInterval: STATUS_POLL_MS,
    staleTime: 0,
  });
}

export type ConnectInput =
  | { network: 'whatsapp'; body: WhatsappConnectBody }
  | { network: 'telegram'; body: TelegramConnectBody }
  | { network: 'discord'; body: DiscordConnectBody };

/** Starts a login with the form's values (spec §7). */
export function useConnectBridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectInput) => apiJson<BridgeActionResponse>('POST', `${MATRIX_BRIDGES_PATH}/${input.network}`, input.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bridgesStatusKey }),
  });
}

/** Submits a step, or waits on a display_and_wait one (the request stays open until the phone pairs). */
export function useSubmitStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, body }: { network: BridgeNetwork; body: SubmitStepBody }) =>
      apiJson<BridgeActionResponse>('POST', `${MATRIX_BRIDGES_PATH}/${network}/step`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bridgesStatusKey }),
  });
}

export function useLogoutBridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, loginId }: { network: BridgeNetwork; loginId: string }) =>
      apiJson<BridgeActionResponse>('POST', `${MATRIX_BRIDGES_PATH}/${network}/logout`, { loginId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bridgesStatusKey }),
  });
}

export function useDeployments(enabled: boolean) {
  return useQuery({ queryKey: deploymentsKey, queryFn: () => apiJson<DeploymentsResponse>('GET', '/api/matrix/deployments'), enabled });
}

export function useDeploy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeployBody) => apiJson<DeployResponse>('POST', MATRIX_DEPLOY_PATH, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deploymentsKey }),
  });
}

export function useCheckDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<DeployResponse>('POST', `/api/matrix/deployments/${id}/check`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deploymentsKey }),
  });
}
