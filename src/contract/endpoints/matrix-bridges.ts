/**
 * Endpoints of the Matrix Bridge Center (spec §7, issue #16 part B).
 *
 * The bridges' bodies are JSON the route parses itself (`bodyKind: 'raw'`): a refusal is
 * spec §7's `{success: false, message}` with a 400, not the schema layer's error body, so
 * Fastify does not validate them; `body` still types what the web sends.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  BridgeActionResponseSchema,
  BridgeFailureSchema,
  BridgeNetworkParamsSchema,
  BridgesStatusResponseSchema,
  DeployBodySchema,
  DeploymentParamsSchema,
  DeploymentsResponseSchema,
  DeployResponseSchema,
  DiscordConnectBodySchema,
  LogoutBodySchema,
  SubmitStepBodySchema,
  TelegramConnectBodySchema,
  WhatsappConnectBodySchema,
  WhatsappQrBodySchema,
} from '../matrix-bridges';

/** The answers of a bridge action: the bridge's own outcome (200), our refusals (400 bad body, 401 signed out). */
const actionResponse = { 200: BridgeActionResponseSchema, 400: BridgeFailureSchema, 401: BridgeFailureSchema } as const;

export const matrixBridgesApi = {
  status: defineEndpoint({ method: 'GET', path: '/api/matrix/bridges', response: { 200: BridgesStatusResponseSchema, 401: BridgeFailureSchema } }),
  connectWhatsapp: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/bridges/whatsapp',
    bodyKind: 'raw',
    body: z.union([WhatsappQrBodySchema, WhatsappConnectBodySchema]),
    response: actionResponse,
  }),
  connectTelegram: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/bridges/telegram',
    bodyKind: 'raw',
    body: TelegramConnectBodySchema,
    response: actionResponse,
  }),
  connectDiscord: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/bridges/discord',
    bodyKind: 'raw',
    body: DiscordConnectBodySchema,
    response: actionResponse,
  }),
  /** Submit a step (a code, a password) or wait on one. */
  step: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/bridges/:network/step',
    params: BridgeNetworkParamsSchema,
    bodyKind: 'raw',
    body: SubmitStepBodySchema,
    response: actionResponse,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/bridges/:network/logout',
    params: BridgeNetworkParamsSchema,
    bodyKind: 'raw',
    body: LogoutBodySchema,
    response: actionResponse,
  }),
  /** Makes a deployment bundle for `domain`. */
  deploy: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/deploy',
    bodyKind: 'raw',
    body: DeployBodySchema,
    response: { 200: DeployResponseSchema, 400: BridgeFailureSchema, 401: BridgeFailureSchema },
  }),
  deployments: defineEndpoint({
    method: 'GET',
    path: '/api/matrix/deployments',
    response: { 200: DeploymentsResponseSchema, 401: BridgeFailureSchema },
  }),
  recheckDeployment: defineEndpoint({
    method: 'POST',
    path: '/api/matrix/deployments/:id/check',
    params: DeploymentParamsSchema,
    response: { 200: DeployResponseSchema, 401: BridgeFailureSchema },
  }),
  /** The deployment bundle, a zip download. */
  bundle: defineEndpoint({ method: 'GET', path: '/api/matrix/deployments/:id/bundle.zip', params: DeploymentParamsSchema, responseKind: 'file' }),
} as const;
