/**
 * The Bridge Center's data: each bridge's state (re-read every 15 s and after every
 * login step), the login step mutations, deployments. Keys start with the area.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matrixBridgesApi } from '../../../../contract/endpoints/matrix-bridges';
import type {
  BridgeNetwork,
  DeployBody,
  DiscordConnectBody,
  SubmitStepBody,
  TelegramConnectBody,
  WhatsappConnectBody,
} from '../../../../contract/matrix-bridges';
import { call } from '../../../lib/api';

export const bridgesStatusKey = ['matrix-bridges', 'status'] as const;
export const deploymentsKey = ['matrix-bridges', 'deployments'] as const;

const STATUS_POLL_MS = 15_000;

export function useBridgesStatus(enabled: boolean) {
  return useQuery({
    queryKey: bridgesStatusKey,
    queryFn: () => call(matrixBridgesApi.status),
    enabled,
    refetchInterval: STATUS_POLL_MS,
    staleTime: 0,
  });
}

export type ConnectInput =
  | { network: 'whatsapp'; body: WhatsappConnectBody }
  | { network: 'telegram'; body: TelegramConnectBody }
  | { network: 'discord'; body: DiscordConnectBody };

/** POST /api/matrix/bridges/<network> with that network's body. */
function connect(input: ConnectInput) {
  switch (input.network) {
    case 'whatsapp':
      return call(matrixBridgesApi.connectWhatsapp, { body: input.body });
    case 'telegram':
      return call(matrixBridgesApi.connectTelegram, { body: input.body });
    case 'discord':
      return call(matrixBridgesApi.connectDiscord, { body: input.body });
  }
}

/** Starts a login with the form's values (spec §7). */
export function useConnectBridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectInput) => connect(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bridgesStatusKey }),
  });
}

/** Submits a step, or waits on a display_and_wait one (the request stays open until the phone pairs). */
export function useSubmitStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, body }: { network: BridgeNetwork; body: SubmitStepBody }) => call(matrixBridgesApi.step, { params: { network }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bridgesStatusKey }),
  });
}

export function useLogoutBridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, loginId }: { network: BridgeNetwork; loginId: string }) =>
      call(matrixBridgesApi.logout, { params: { network }, body: { loginId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bridgesStatusKey }),
  });
}

export function useDeployments(enabled: boolean) {
  return useQuery({ queryKey: deploymentsKey, queryFn: () => call(matrixBridgesApi.deployments), enabled });
}

export function useDeploy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeployBody) => call(matrixBridgesApi.deploy, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deploymentsKey }),
  });
}

export function useCheckDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(matrixBridgesApi.recheckDeployment, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deploymentsKey }),
  });
}
