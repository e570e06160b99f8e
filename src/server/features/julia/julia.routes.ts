/**
 * Julia's routes (issue #15 part A): the files workspace (`/api/workspaces/i2sf` and
 * `/api/workspaces/:id/{conversations,messages,files}`, spec §7), the AI dashboard
 * overlay's windows and the deck coach (`/api/julia/...`). Every route needs a
 * signed-in user; another user's workspace answers 404 (ADR 032).
 *
 * `/api/workspaces/:id/...` has two owners (the spec fixes both sets of URLs): here `:id`
 * is a Julia *files workspace* and only conversations, messages and files are ours;
 * everything else under `/api/workspaces` is the shared workspaces' (features/workspaces,
 * where `:id` is a shared workspace). See feature-graph.mjs and docs/architecture.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DECK_FIELD, FILE_FIELD, MAX_DECK_PDF_BYTES, MAX_WORKSPACE_FILE_BYTES, TOTAL_COUNT_HEADER } from '../../../contract/julia';
import { juliaApi } from '../../../contract/endpoints/julia';
import { attributionFor } from '../../platform/ai';
import { requireUser } from '../../platform/auth';
import { readUploadedFile, registerMultipart } from '../../platform/multipart';
import { sanitizeFileName } from '../../platform/file-names';
import { sendUserFile } from '../../platform/user-files';
import { userOrIpKey } from '../../platform/limits';
import type { DeckCoachService } from './deck-coach.service';
import { pdfText } from './deck-coach.service';
import type { FilesWorkspaceService } from './files-workspace.service';
import type { OverlayService } from './overlay.service';

const displayName = (u: { name: string | null; username: string | null; email: string }) => u.name || u.username || u.email.split('@')[0]!;

export const juliaRoutes: FastifyPluginAsyncZod<{
  files: FilesWorkspaceService;
  overlay: OverlayService;
  coach: DeckCoachService;
  /** AI requests per user per minute (the AI layer's limit). */
  aiPerMinute: number;
  secret: string | undefined;
}> = async (app, { files, overlay, coach, aiPerMinute, secret }) => {
  const aiLimit = {
    rateLimit: {
      max: aiPerMinute,
      timeWindow: '1 minute',
      keyGenerator: userOrIpKey(),
    },
  };
  const who = (request: FastifyRequest) => attributionFor(request, secret);

  /* ---------- files workspace (spec §7) ---------- */

  app.post(
    '/workspaces/i2sf',
    // The spec's call sends no body (an empty one with a JSON content type is none too).
    { schema: juliaApi.createFilesWorkspace.schema, config: { optionalBody: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      if (body.name === undefined && body.sharedWorkspaceId === undefined) {
        const { workspace, created } = await files.ensureDefault(user.id);
        return reply.status(created ? 201 : 200).send(workspace);
      }
      return reply.status(201).send(await files.create(user.id, body));
    },
  );

  app.get(
    '/workspaces/i2sf',
    { schema: juliaApi.filesWorkspaces.schema },
    async (request, reply) => {
      const { items, total } = await files.list(requireUser(request).id, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(items);
    },
  );

  app.get(
    '/workspaces/:id/conversations',
    { schema: juliaApi.conversations.schema },
    async (request, reply) => {
      const { items, total } = await files.conversations(requireUser(request).id, request.params.id, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(items);
    },
  );

  app.post(
    '/workspaces/:id/messages',
    { config: aiLimit, schema: juliaApi.postMessage.schema },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await files.postMessage(user.id, request.params.id, request.body.message, who(request)));
    },
  );

  app.get(
    '/workspaces/:id/files',
    { schema: juliaApi.files.schema },
    async (request, reply) => {
      const { items, total } = await files.files(requireUser(request).id, request.params.id, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(items);
    },
  );

  app.get('/workspaces/:id/files/:fileId/content', { schema: juliaApi.fileContent.schema }, async (request, reply) => {
    const { file, bytes } = await files.fileContent(requireUser(request).id, request.params.id, request.params.fileId);
    // A .js or .html file must never run from our origin: see platform/user-files.ts.
    return sendUserFile(reply, { name: file.fileName, type: file.fileType, body: bytes });
  });

  app.delete('/workspaces/:id/files/:fileId', { schema: juliaApi.removeFile.schema }, async (request, reply) => {
    await files.removeFile(requireUser(request).id, request.params.id, request.params.fileId);
    return reply.status(204).send();
  });

  // Multipart bodies only in their own scopes (registerMultipart adds hooks to its scope).
  await app.register(async (scope: FastifyInstance) => {
    await registerMultipart(scope, { maxBytes: MAX_WORKSPACE_FILE_BYTES });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/workspaces/:id/files',
      { schema: juliaApi.uploadFile.schema },
      async (request, reply) => {
        const user = requireUser(request);
        // Access first: another user learns nothing about the workspace from how the upload is refused.
        await files.access(user.id, request.params.id);
        const file = await readUploadedFile(request, { field: FILE_FIELD, noun: 'the file', maxBytes: MAX_WORKSPACE_FILE_BYTES });
        return reply.status(201).send(await files.upload(user.id, request.params.id, file));
      },
    );
  });

  /* ---------- AI dashboard overlay ---------- */

  app.get('/julia/overlay', { schema: juliaApi.overlay.schema }, async (request) => overlay.get(requireUser(request).id));

  app.put('/julia/overlay', { schema: juliaApi.saveOverlay.schema }, async (request) =>
    overlay.save(requireUser(request).id, request.body),
  );

  app.delete('/julia/overlay', { schema: juliaApi.resetOverlay.schema }, async (request) => overlay.reset(requireUser(request).id));

  /* ---------- deck coach ---------- */

  app.get('/julia/coach', { schema: juliaApi.coach.schema }, async (request) => coach.state(requireUser(request).id));

  app.post('/julia/coach/reset', { schema: juliaApi.resetCoach.schema }, async (request) => coach.reset(requireUser(request).id));

  app.post(
    '/julia/coach/deck/text',
    { config: aiLimit, schema: juliaApi.pasteDeck.schema },
    async (request) => {
      const user = requireUser(request);
      const title = request.body.title || request.body.text.split('\n')[0]!.slice(0, 120).trim() || 'My deck';
      return coach.replaceDeck(user.id, { title, source: 'text', fileName: null, pages: null, text: request.body.text }, who(request));
    },
  );

  await app.register(async (scope: FastifyInstance) => {
    await registerMultipart(scope, { maxBytes: MAX_DECK_PDF_BYTES });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/julia/coach/deck',
      { config: aiLimit, schema: juliaApi.uploadDeck.schema },
      async (request) => {
        const user = requireUser(request);
        const file = await readUploadedFile(request, { field: DECK_FIELD, noun: 'the deck', maxBytes: MAX_DECK_PDF_BYTES });
        const { text, pages } = await pdfText(user.id, file.bytes);
        const fileName = sanitizeFileName(file.filename);
        const title = fileName.replace(/\.pdf$/i, '') || 'My deck';
        return coach.replaceDeck(user.id, { title, source: 'pdf', fileName, pages, text }, who(request));
      },
    );
  });

  app.post('/julia/coach/review', { config: aiLimit, schema: juliaApi.reviewDeck.schema }, async (request) =>
    coach.review(requireUser(request).id, who(request)),
  );

  app.post(
    '/julia/coach/chat',
    { config: aiLimit, schema: juliaApi.chat.schema },
    async (request, reply) => reply.status(201).send(await coach.chat(requireUser(request).id, request.body.message, who(request))),
  );

  app.post(
    '/julia/coach/stakeholders',
    { schema: juliaApi.addStakeholder.schema },
    async (request, reply) => reply.status(201).send(await coach.addStakeholder(requireUser(request).id, request.body)),
  );

  app.patch(
    '/julia/coach/stakeholders/:id',
    { schema: juliaApi.updateStakeholder.schema },
    async (request) => coach.updateStakeholder(requireUser(request).id, request.params.id, request.body),
  );

  app.delete('/julia/coach/stakeholders/:id', { schema: juliaApi.removeStakeholder.schema }, async (request, reply) => {
    await coach.removeStakeholder(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/julia/coach/share',
    { schema: juliaApi.share.schema },
    async (request) => {
      const user = requireUser(request);
      return coach.share(user.id, request.body, { name: displayName(user) });
    },
  );
};
