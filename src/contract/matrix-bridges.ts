/**
 * The Matrix Bridge Center (/matrix-test, issue #16 part B): logging in to mautrix
 * bridges from the page through their provisioning API, and the deployment bundle.
 * Spec §7 bodies (`/api/matrix/bridges/{whatsapp,telegram,discord}`, `/api/matrix/deploy`),
 * §5 validation, §8 messages.
 */
import { z } from 'zod';
import { ErrorBodySchema, text } from './common';

export const BRIDGE_NETWORKS = ['whatsapp', 'telegram', 'discord'] as const;
export const BridgeNetworkSchema = z.enum(BRIDGE_NETWORKS);
export type BridgeNetwork = z.infer<typeof BridgeNetworkSchema>;

export const BRIDGE_LABELS: Record<BridgeNetwork, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram', discord: 'Discord' };

/** §8 toasts. */
export const MATRIX_BRIDGE_MESSAGES = {
  connectFailedTitle: 'Connection Failed',
  connectFallback: (network: BridgeNetwork) => `Failed to connect ${BRIDGE_LABELS[network]}`,
  deployFailedTitle: 'Deployment Failed',
  deployErrorTitle: 'Error',
  deployFallback: 'Failed to deploy Matrix server',
} as const;

/** A phone number as people type it: digits with an optional leading +, spaces, dashes, dots, brackets. */
const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;
const phoneNumber = (required: string) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(32, 'That phone number is too long.')
    .refine((s) => PHONE.test(s), 'Enter the phone number in international format, e.g. +15555550123.')
    // The bridges want E.164: digits after a plus, nothing else.
    .transform((s) => `+${s.replace(/[^0-9]/g, '')}`);

export const WhatsappConnectBodySchema = z.object({
  phoneNumber: phoneNumber('Phone number is required.'),
  /** `phone`: an 8-character pairing code typed into the phone (default); `qr`: a QR code to scan. */
  method: z.enum(['phone', 'qr']).default('phone'),
});
export type WhatsappConnectBody = z.input<typeof WhatsappConnectBodySchema> | z.input<typeof WhatsappQrBodySchema>;
/** The QR option needs no phone number: the phone scans the code. */
export const WhatsappQrBodySchema = z.object({ method: z.literal('qr'), phoneNumber: z.string().optional() });

export const TelegramConnectBodySchema = z.object({
  apiKey: text({ error: 'API key is required.' }).trim().min(1, 'API key is required.').max(200, 'That API key is too long.'),
  phoneNumber: phoneNumber('Phone number is required.'),
});
export type TelegramConnectBody = z.input<typeof TelegramConnectBodySchema>;

export const DiscordConnectBodySchema = z.object({
  botToken: text({ error: 'Bot token is required.' }).trim().min(1, 'Bot token is required.').max(500, 'That token is too long.'),
  serverId: text({ error: 'Server ID is required.' })
    .trim()
    .min(1, 'Server ID is required.')
    .max(32, 'That server ID is too long.')
    .refine((s) => /^[0-9]{5,32}$/.test(s), 'A Discord server ID is a number (right-click the server → Copy Server ID).'),
});
export type DiscordConnectBody = z.input<typeof DiscordConnectBodySchema>;

/* ---------- a login step, as the page renders it ---------- */

export const LoginFieldSchema = z.object({
  type: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type LoginField = z.infer<typeof LoginFieldSchema>;

/**
 * One step of a bridge login (bridgev2 provisioning v3): `user_input` (fields to fill),
 * `display_and_wait` (a QR code, a code to type on the phone, emojis, or nothing: wait),
 * `cookies` (the page cannot do these: `unsupported` says why), `complete`.
 */
export const LoginStepSchema = z.object({
  network: BridgeNetworkSchema,
  loginId: z.string(),
  stepId: z.string(),
  type: z.enum(['user_input', 'display_and_wait', 'cookies', 'complete']),
  instructions: z.string(),
  fields: z.array(LoginFieldSchema).optional(),
  display: z.object({ type: z.enum(['qr', 'code', 'emoji', 'nothing']), data: z.string() }).optional(),
  /** The remote account id once `complete`. */
  userLoginId: z.string().optional(),
  /** Set when the page cannot perform this step (cookies, webauthn…): what to do instead. */
  unsupported: z.string().optional(),
});
export type LoginStep = z.infer<typeof LoginStepSchema>;

export const BridgeActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  step: LoginStepSchema.optional(),
});
export type BridgeActionResponse = z.infer<typeof BridgeActionResponseSchema>;

export const SubmitStepBodySchema = z.object({
  loginId: text().trim().min(1, 'The login id is missing.').max(200),
  stepId: text().trim().min(1, 'The step id is missing.').max(200),
  type: z.enum(['user_input', 'display_and_wait', 'cookies'], { error: 'Unknown step type.' }),
  /** Field id → value, for `user_input` (and `cookies`). */
  input: z.record(z.string().max(200), text().max(4000)).default({}),
});
export type SubmitStepBody = z.input<typeof SubmitStepBodySchema>;

export const LogoutBodySchema = z.object({ loginId: text().trim().min(1).max(200) });

/** The params of /api/matrix/bridges/:network/…. */
export const BridgeNetworkParamsSchema = z.object({ network: BridgeNetworkSchema });

/** Our refusals carry `success: false` (spec §7); a refusal of the schema layer (a bad path parameter) is the plain error body. */
export const BridgeFailureSchema = ErrorBodySchema.extend({ success: z.literal(false).optional() });

/* ---------- the status card ---------- */

export const BridgeStatusSchema = z.object({
  network: BridgeNetworkSchema,
  name: z.string(),
  /** `env`: MATRIX_BRIDGE_<NETWORK>_URL; `well-known`: found in /.well-known/matrix/mautrix; null: not configured. */
  source: z.enum(['env', 'well-known']).nullable(),
  url: z.string().nullable(),
  /**
   * connected: at least one remote login; not_connected: the bridge answered, no login;
   * not_configured; no_account: the user has no Matrix account connected; error: the bridge failed (see message).
   */
  state: z.enum(['connected', 'not_connected', 'not_configured', 'no_account', 'error']),
  message: z.string(),
  logins: z.array(z.object({ id: z.string(), name: z.string(), state: z.string() })),
  flows: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
});
export type BridgeStatus = z.infer<typeof BridgeStatusSchema>;

export const BridgesStatusResponseSchema = z.object({
  matrixUserId: z.string().nullable(),
  bridges: z.array(BridgeStatusSchema),
  checkedAt: z.string(),
});
export type BridgesStatusResponse = z.infer<typeof BridgesStatusResponseSchema>;

/* ---------- deploy ---------- */

export const DEFAULT_DEPLOY_DOMAIN = 'example.com';

/**
 * `s` cut at its path: what `s.replace(/\/.*$/, '')` gave (from the first '/' after the
 * last line break), found with indexOf: the regex rescanned to the end from every '/'
 * of a long run of them, quadratic in a pasted body (#25).
 */
function withoutPath(s: string): string {
  const lineStart = Math.max(s.lastIndexOf('\n'), s.lastIndexOf('\r'), s.lastIndexOf('\u2028'), s.lastIndexOf('\u2029')) + 1;
  const slash = s.indexOf('/', lineStart);
  return slash < 0 ? s : s.slice(0, slash);
}

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const DeployBodySchema = z.object({
  domain: text({ error: 'Domain is required.' })
    .trim()
    .toLowerCase()
    .min(1, 'Domain is required.')
    // People paste addresses: keep the host.
    .transform((s) => withoutPath(s.replace(/^https?:\/\//, '')).replace(/\.$/, ''))
    .refine((s) => s.length > 0, 'Domain is required.')
    .refine((s) => !s.startsWith('matrix.'), 'Enter the base domain (example.com): the homeserver goes on matrix.<domain>.')
    .refine((s) => DOMAIN.test(s), 'Enter a valid domain name, e.g. example.com.'),
});
export type DeployBody = z.input<typeof DeployBodySchema>;

export const DeploymentSchema = z.object({
  id: z.string(),
  domain: z.string(),
  matrixUrl: z.string(),
  downloadUrl: z.string(),
  /** The last probe of <matrixUrl>/_matrix/client/versions: true reachable, false not yet, null never probed. */
  reachable: z.boolean().nullable(),
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

export const DeployResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  matrixUrl: z.string().optional(),
  deployment: DeploymentSchema.optional(),
});
export type DeployResponse = z.infer<typeof DeployResponseSchema>;

export const DeploymentsResponseSchema = z.object({ deployments: z.array(DeploymentSchema) });
export type DeploymentsResponse = z.infer<typeof DeploymentsResponseSchema>;

/** The params of /api/matrix/deployments/:id/…. */
export const DeploymentParamsSchema = z.object({ id: z.uuid({ error: 'Deployment not found.' }) });

/** Pages the Bridge Center needs from the server: where Element lives (ELEMENT_URL). */
export const MATRIX_BRIDGES_PATH = '/api/matrix/bridges';
export const MATRIX_DEPLOY_PATH = '/api/matrix/deploy';
