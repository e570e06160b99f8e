/**
 * The Matrix Bridge Center's API (spec §7, issue #16 part B):
 *   GET  /api/matrix/bridges                         each bridge's real state (/v3/whoami)
 *   POST /api/matrix/bridges/{whatsapp,telegram,discord}   start a login with the form's values
 *   POST /api/matrix/bridges/:network/step           submit a step (a code, a password) or wait on one
 *   POST /api/matrix/bridges/:network/logout         log a remote account out of the bridge
 *   POST /api/matrix/deploy {domain}                 make a deployment bundle
 *   GET  /api/matrix/deployments, POST …/:id/check, GET …/:id/bundle.zip
 *
 * Failures are `{success: false, message}`: 400 for a bad body (spec §5), 401 signed
 * out, 200 for a bridge that could not do it (the bridge's failure is not ours).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { matrixBridgesApi as api } from '../../../contract/endpoints/matrix-bridges';
import {
  DeployBodySchema,
  DiscordConnectBodySchema,
  LogoutBodySchema,
  SubmitStepBodySchema,
  TelegramConnectBodySchema,
  WhatsappConnectBodySchema,
  WhatsappQrBodySchema,
} from '../../../contract/matrix-bridges';
import { sendUserFile } from '../../platform/user-files';
import type { BridgesService } from './bridges.service';
import type { DeployService } from './deploy.service';

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ success: false as const, message, code, error: message });
}

/** The body parsed with its contract schema, or a 400 `{success:false, message}` already sent. */
function parse<S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply): z.infer<S> | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  void fail(reply, 400, 'validation_error', parsed.error.issues[0]?.message ?? 'Invalid request.');
  return undefined;
}

export const matrixBridgesRoutes: FastifyPluginAsyncZod<{ bridges: BridgesService; deploy: DeployService; perMinute?: number }> = async (
  app,
  { bridges, deploy, perMinute = 30 },
) => {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return fail(reply, 401, 'unauthorized', 'You need to sign in first.');
  };
  const userId = (request: FastifyRequest) => request.user!.id;

  app.get('/matrix/bridges', { onRequest: signedIn, schema: api.status.schema }, async (request) =>
    bridges.status(userId(request)),
  );

  app.post('/matrix/bridges/whatsapp', { onRequest: signedIn, config: { rateLimit }, schema: api.connectWhatsapp.schema }, async (request, reply) => {
    const qr = (request.body as { method?: unknown } | undefined)?.method === 'qr';
    if (qr) return parse(WhatsappQrBodySchema, request, reply) && bridges.connectWhatsapp(userId(request), { method: 'qr', phoneNumber: '' });
    const body = parse(WhatsappConnectBodySchema, request, reply);
    return body && bridges.connectWhatsapp(userId(request), body);
  });
  app.post('/matrix/bridges/telegram', { onRequest: signedIn, config: { rateLimit }, schema: api.connectTelegram.schema }, async (request, reply) => {
    const body = parse(TelegramConnectBodySchema, request, reply);
    return body && bridges.connectTelegram(userId(request), body);
  });
  app.post('/matrix/bridges/discord', { onRequest: signedIn, config: { rateLimit }, schema: api.connectDiscord.schema }, async (request, reply) => {
    const body = parse(DiscordConnectBodySchema, request, reply);
    return body && bridges.connectDiscord(userId(request), body);
  });

  app.post(
    '/matrix/bridges/:network/step',
    { onRequest: signedIn, config: { rateLimit: { max: perMinute * 4, timeWindow: '1 minute' } }, schema: api.step.schema },
    async (request, reply) => {
      const body = parse(SubmitStepBodySchema, request, reply);
      return body && bridges.submitStep(userId(request), request.params.network, body);
    },
  );

  app.post(
    '/matrix/bridges/:network/logout',
    { onRequest: signedIn, config: { rateLimit }, schema: api.logout.schema },
    async (request, reply) => {
      const body = parse(LogoutBodySchema, request, reply);
      return body && bridges.logout(userId(request), request.params.network, body.loginId);
    },
  );

  app.post(
    '/matrix/deploy',
    { onRequest: signedIn, config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: api.deploy.schema },
    async (request, reply) => {
      const body = parse(DeployBodySchema, request, reply);
      return body && deploy.deploy(userId(request), body.domain);
    },
  );

  app.get('/matrix/deployments', { onRequest: signedIn, schema: api.deployments.schema }, async (request) => ({
    deployments: await deploy.list(userId(request)),
  }));

  app.post(
    '/matrix/deployments/:id/check',
    { onRequest: signedIn, config: { rateLimit }, schema: api.recheckDeployment.schema },
    async (request) => deploy.recheck(userId(request), request.params.id),
  );

  app.get('/matrix/deployments/:id/bundle.zip', { onRequest: signedIn, schema: api.bundle.schema }, async (request, reply) => {
    const { fileName, zip } = await deploy.bundle(userId(request), request.params.id);
    return sendUserFile(reply, { name: fileName, type: 'application/zip', body: zip });
  });
};
