/**
 * buildApp(deps) assembles the Fastify instance and never listens, so tests call
 * `app.inject()` on exactly what production serves.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { handleError, registerErrorHandling, sendApiNotFound, TooManyRequestsError } from './errors';
import { decorateRequestUser } from './platform/auth';
import { csrfGuard } from './platform/csrf';
import { serveWebApp } from './web-app';
import { registerJsonBodyParser } from './platform/json-body';
import { registerSecurityHeaders } from './platform/security-headers';
import { fastPathServerFactory, type FastPath } from './platform/fast-path';
import { lazyChildLoggerFactory, RequestLogController } from './platform/request-log';
import { businessOsRoutes, createBusinessOsService } from './features/business-os';
import { createLimits, rateLimitStore, registerLimitsSweep, type Limits } from './platform/limits';
import { createLiveHub, type LiveHub } from './platform/live';
import { createLiveAccess } from './platform/live-access';
import { createJobs, type Jobs } from './platform/jobs';
import { startingInBackground } from './platform/jobs-background';
import { createPubSub, type PubSub } from './platform/pubsub';
import { connectRedis } from './platform/redis';
import { registerSessions } from './platform/sessions';
import { createStorage, type Storage } from './platform/storage';
import { authFeature, authUserFastAnswer, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './features/auth';
import { createEngines, type EngineOverrides } from './platform/engines';
import { founderMathGrounding } from './features/advisor';
import { assistantRoutes, createAssistantService } from './features/assistant';
import { eventsRoutes } from './features/events';
import { createHealthBody, healthRoutes } from './features/health';
import { jobsRoutes } from './features/jobs';
import { createUploadsService, uploadsRoutes } from './features/uploads';
import { voiceRoutes } from './features/voice';
import { createWaitlistService, waitlistRoutes } from './features/waitlist';
import { betaRoutes, createBetaService } from './features/beta';
import { billingRoutes, createBillingService } from './features/billing';
import {
  answerOffline,
  createAskService,
  createModelAnswerer,
  createSemanticSearch,
  createImportsService,
  createNarrationService,
  createSampleWorld,
  createSharesService,
  createToolContextFactory,
  createWorldsService,
  detectImportSourceInWorker,
  examplesFor,
  importsRoutes,
  parseImportFile,
  runTool,
  ToolInputError,
  toolJsonSchemas,
  worldsRoutes,
  type ImportParser,
} from './features/worlds';
import { siteRoutes } from './features/site';
import { accessTokensRoutes, createAccessTokensService, createMcpWorld, refuseTokensOutsideMcp } from './features/access-tokens';
import { activityRoutes, createActivityLog, createActivityService } from './features/activity';
import { createWorkspaceBudgetGate, createWorkspacesService, workspacesRoutes } from './features/workspaces';
import { createMailer } from './platform/mailer';
import { createDemoService, demoRoutes } from './features/demo';
import { createGameService, gameRoutes } from './features/game';
import { matrixBridgesFeature, type MatrixBridgesOptions } from './features/matrix-bridges';
import { createMatrixService, createMatrixStore, createMatrixSync, createMatrixWorld, matrixRoutes, type MatrixSyncOptions } from './features/matrix';
import { createSecretBox } from './platform/secret-box';
import { createOutbound, type ResolveHost } from './platform/outbound';
import { createDeckCoachService, createFilesWorkspaceService, createOverlayService, juliaRoutes } from './features/julia';
import { createJuliaCrmService, juliaCrmRoutes } from './features/julia-crm';
import { createPitchRecognizer, createPitchService, pitchRoutes } from './features/pitch';
import { PITCH_LIMITS } from '../contract/pitch';
import { createOutlineLive, createOutlineService, outlineRoutes } from './features/outline';
import { ENDPOINTS } from '../contract/endpoints';
import { createEndpointCheck, endpointChecks } from './platform/endpoint-check';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder with the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** Per-route request limits; tests lower them. */
  limits?: Partial<RequestLimits>;
  /** Wall clock in ms (session expiry, sign-in throttling, rate limits); tests move it forward. */
  clock?: () => number;
  /** "Today" for Ask your world's relative periods ("last year"); the evaluation pins it (bench/worlds/score-ask.ts). */
  askClock?: () => Date;
  /** Pub/sub across instances; by default through Redis (REDIS_URL) or the database (NOTIFY). Tests may pass their own. */
  pubsub?: PubSub;
  /**
   * Rate-limit and sign-in counters; by default in Redis with REDIS_URL, else in memory
   * on PGlite and in the database on PostgreSQL (shared by every instance). Tests may
   * pass their own.
   */
  limitStore?: Limits;
  /** Live updates hub (SSE); by default on `pubsub`. */
  live?: LiveHub;
  /** Background jobs; by default pg-boss on the database, started when the app is ready. */
  jobs?: Jobs;
  /** Upload storage; by default the configured one (DATA_DIR/uploads or S3_BUCKET). */
  storage?: Storage;
  /** Where the JSON log lines go (default stdout); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
  /** AI engine and voice engines/tools instead of the configured ones (tests). */
  ai?: EngineOverrides['ai'];
  voice?: EngineOverrides['voice'];
  /** Reads data-world import files; by default the parsers of features/worlds (tests may pass another). */
  importParser?: ImportParser;
  /** Seconds before a failed import attempt is retried (default 5); tests shorten it. */
  importRetryDelaySeconds?: number;
  /** The Matrix Bridge Center's account resolver, discovery and probe addresses (tests). */
  matrixBridges?: Partial<Omit<MatrixBridgesOptions, 'config' | 'database'>>;
  /** The Matrix sync loop's timings (tests shorten them). */
  matrixSync?: Pick<MatrixSyncOptions, 'pollTimeoutMs' | 'leaseMs' | 'claimEveryMs' | 'backoffBaseMs' | 'backoffMaxMs'>;
  /** Most messages "Add to my world" reads back through a room (tests use a small one). */
  matrixHistoryCap?: number;
  /** Name resolution of the outbound guard (platform/outbound.ts); tests resolve made-up names to 127.0.0.1. */
  outboundResolve?: ResolveHost;
  /** Where a Matrix domain's /.well-known/matrix/client is read; default https://<domain> (tests: a local listener). */
  matrixDiscoveryBase?: (domain: string) => string;
  /** Milliseconds after listening before the optional start-up work (default OPTIONAL_WORK_DELAY_MS). */
  optionalWorkDelayMs?: number;
}

export interface RequestLimits {
  subscribePerMinute: number;
  /** Writes to a person's /demo progress per minute. */
  demoWritesPerMinute: number;
  /** Feedback sent from the /beta hub per client per minute. */
  feedbackPerMinute: number;
  /** Saves of a player's AI Explorer Game progress per minute. */
  gameWritesPerMinute: number;
  /** Requests per user and minute of each route that parses a user's file in the user-text pool (outline import, investor CSV, pitch attempts list). */
  userTextPerMinute: number;
  /** Failed sign-ins per email or client address within `loginWindowMs` before 429. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** Wrong workspace invite codes or passwords per user and per client address within `joinWindowMs` before 429. */
  joinMaxFailures: number;
  joinWindowMs: number;
  /** MCP requests per personal access token and minute (features/access-tokens). */
  mcpPerMinute: number;
}

const DEFAULT_LIMITS: RequestLimits = {
  subscribePerMinute: 10,
  demoWritesPerMinute: 120,
  feedbackPerMinute: 10,
  gameWritesPerMinute: 120,
  userTextPerMinute: 30,
  loginMaxFailures: LOGIN_MAX_FAILURES,
  loginWindowMs: LOGIN_WINDOW_MS,
  joinMaxFailures: 10,
  joinWindowMs: 15 * 60_000,
  mcpPerMinute: 60,
};

export type App = FastifyInstance;

/** How long after listening the optional start-up work begins (see buildApp). */
export const OPTIONAL_WORK_DELAY_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background jobs (platform/jobs.ts), for features and tests. */
    jobs: Jobs;
    /** The app's upload storage (platform/storage.ts). */
    storage: Storage;
    /** The Matrix sync loops of this instance (features/matrix), for tests and health. */
    matrixSync: { running(): string[] };
  }
}

/** Fastify's compiler factories, typed for Ajv; ours hand back the zod compilers. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** How long a closing server waits for its connections before cutting what is left. */
export const CLOSE_GRACE_MS = 3_000;

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const fastPath: FastPath = { closing: false };
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // The per-request access lines at debug, not info: see platform/request-log.ts.
    logController: new RequestLogController(),
    // request.log made when a request first logs, not for every request (ADR 025).
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdGenerator(),
    frameworkErrors: handleError,
    // Every schema is zod: giving the compilers here, rather than through
    // setValidatorCompiler(), keeps Fastify from loading Ajv and fast-json-stringify
    // (≈ 0.1–0.2 s of start-up) that nothing would use.
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // A plain GET /api/health is answered in front of Fastify (platform/fast-path.ts, ADR 041).
    serverFactory: fastPathServerFactory(fastPath),
  }).withTypeProvider<ZodTypeProvider>();
  // Every /api route is declared in the contract's endpoint map with its schemas (#26).
  const endpointCheck = createEndpointCheck(ENDPOINTS);
  endpointChecks.set(app, endpointCheck);
  app.addHook('onRoute', endpointCheck.onRoute);
  // A connection Node does not count as idle when the server closes, with no request on it
  // (seen with undici's sockets: it keeps them ~70 s), would hold close() that long: a 1-in-4
  // hang of events.test.ts (issue 31). Requests in flight get CLOSE_GRACE_MS to finish; then
  // whatever connection is left is cut (main.ts exits anyway 10 s after a signal).
  let cutLeftovers: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    fastPath.closing = true;
    cutLeftovers = setTimeout(() => app.server.closeAllConnections?.(), CLOSE_GRACE_MS);
    cutLeftovers.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(cutLeftovers);
    done();
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);

  registerSecurityHeaders(app);
  await app.register(cookie, { secret: config.sessionSecret });
  // The optional shared store (REDIS_URL): limits and pub/sub go through it when set.
  // Closed after the pub/sub that uses it (onClose hooks run last-registered first).
  const redis = config.redis ? await connectRedis({ url: config.redis.url, log: app.log }) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  const limitStore = deps.limitStore ?? createLimits(database, { now: deps.clock, redis: redis?.client });
  registerLimitsSweep(app, limitStore);
  await app.register(rateLimit, {
    global: false,
    // Counted where every instance sees them; only routes that declare a limit pay for it.
    store: rateLimitStore(limitStore, app.log),
    skipOnError: true,
    // The plugin throws what this returns: a typed error, answered by the one handler.
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new TooManyRequestsError(`Too many requests. Please try again in ${seconds} seconds.`, seconds);
    },
  });
  app.addHook('onRequest', csrfGuard(config));
  decorateRequestUser(app);
  const pubsub = deps.pubsub ?? createPubSub(database, app.log, redis);
  if (!deps.pubsub) app.addHook('onClose', () => pubsub.close());
  const sessions = await registerSessions(app, { db: database.db, config, now: deps.clock, pubsub });
  // A personal access token opens /api/mcp only: anywhere else its request is signed out (ADR 055).
  app.addHook('onRequest', refuseTokensOutsideMcp);
  // Live connections (SSE, outline sockets) register here: revocations close them on every instance.
  const liveAccess = createLiveAccess({ pubsub, sessionLive: (id) => sessions.isLive(id), log: app.log });
  await liveAccess.listen();
  app.addHook('preClose', async () => liveAccess.close());
  const live = deps.live ?? createLiveHub({ pubsub, access: liveAccess, log: app.log });
  await live.listen();
  // Before the server waits for its connections to end: open streams would hold it.
  app.addHook('preClose', async () => live.close());
  const activity = createActivityLog({ db: database.db, live, log: app.log });
  const mailer = createMailer(config.smtp, app.log);
  app.addHook('onClose', async () => mailer.close());
  const storage = deps.storage ?? createStorage(config.storage);
  if (!deps.storage) app.addHook('onClose', () => storage.close());
  // Features define their jobs while registering; claiming starts once the app is ready
  // and stops (draining running jobs) when it closes, before the database does.
  // Started a moment after the app is ready (or by the first use): the server answers
  // meanwhile, and what queues or reads a job waits for the start (platform/jobs-background.ts, ADR 058).
  const jobs = startingInBackground(
    deps.jobs ??
      createJobs({
        database,
        pubsub,
        log: app.log,
        maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
        defaults: { expireInSeconds: config.jobs.expireSeconds },
      }),
  );
  let jobsTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    jobsTimer = setTimeout(() => {
      jobs.start().catch((err: unknown) => app.log.error({ err }, 'the job queue did not start; the next job queued tries again'));
    }, deps.optionalWorkDelayMs ?? OPTIONAL_WORK_DELAY_MS);
    jobsTimer.unref();
    done();
  });
  app.addHook('preClose', (done) => {
    clearTimeout(jobsTimer);
    done();
  });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  // The workspaces feature's budgets gate AI calls and the founder advisor grounds the
  // provider engines' answers: both handed to the AI layer here (ADR 027, ADR 050).
  const engines = createEngines(
    config,
    database.db,
    { ai: deps.ai, voice: deps.voice },
    createWorkspaceBudgetGate({ db: database.db, activity }),
    founderMathGrounding,
  );
  app.addHook('onClose', engines.close);
  // Optional start-up work runs a moment after the server listens, so that its first
  // answers (a probe's, the first page's) never wait behind it: starting the speech
  // engines, writing the /demo and sample world seeds (what needs a seed writes it on
  // first use). PGlite runs its queries on this thread, so work started at once delayed
  // the first healthy answer by ≈ 0.2–0.8 s (ADR 058).
  const optionalWork: (() => void)[] = [];
  let optionalTimer: NodeJS.Timeout | undefined;
  app.addHook('onListen', (done) => {
    optionalTimer = setTimeout(() => {
      for (const work of optionalWork.splice(0)) work();
    }, deps.optionalWorkDelayMs ?? OPTIONAL_WORK_DELAY_MS);
    optionalTimer.unref();
    done();
  });
  app.addHook('preClose', (done) => {
    clearTimeout(optionalTimer);
    done();
  });
  if (config.voice.preload !== 'none') {
    optionalWork.push(() => {
      engines.warmUp({ models: config.voice.preload === 'all' }).catch((err: unknown) => app.log.warn({ err }, 'engine warm-up failed'));
    });
  }

  const demo = createDemoService({ database, now: deps.clock });
  // The /demo seed is written once the server listens (or by the first request that needs it, whichever comes first).
  // The sample world: stored once per database; an instance that serves seeds it as soon as it listens.
  const sampleWorld = createSampleWorld({ database, storage, log: app.log });
  optionalWork.push(() => {
    demo.warmUp().catch((err: unknown) => app.log.warn({ err }, 'could not write the /demo seed'));
    sampleWorld.ready().catch((err: unknown) => app.log.warn({ err }, 'could not store the sample world'));
  });

  // The outliner's live documents (ADR 037): a Yjs WebSocket on this process.
  await app.register(websocket, { options: { maxPayload: 8 * 1024 * 1024 } });
  const outline = createOutlineService({ db: database.db, ai: engines.ai, access: liveAccess, now: deps.clock });
  const outlineLive = createOutlineLive({ service: outline, pubsub, access: liveAccess, log: app.log, config });
  outline.attachLive(outlineLive.doc);
  await outlineLive.listen();
  outlineLive.register(app);
  // Stored before the server waits for its connections, and before the database closes.
  app.addHook('preClose', async () => outlineLive.close());

  await app.register(
    async (api) => {
      const healthBody = createHealthBody({ database, version: APP_VERSION, engines: engines.health, redis: redis?.status });
      await api.register(healthRoutes, { body: healthBody });
      // With each request logged (debug), health requests are too: only Fastify's path logs them.
      if (!['debug', 'trace'].includes(config.logLevel)) fastPath.health = healthBody;
      await api.register(authFeature, {
        db: database.db,
        config,
        sessions,
        storage,
        jobs,
        access: liveAccess,
        throttle: { maxFailures: limits.loginMaxFailures, windowMs: limits.loginWindowMs, limits: limitStore },
      });
      // The session check of a cached live session in front of Fastify too, when health is (ADR 059).
      if (fastPath.health) fastPath.authUser = authUserFastAnswer(sessions);
      await api.register(waitlistRoutes, {
        service: createWaitlistService(database.db),
        perMinute: limits.subscribePerMinute,
      });
      await api.register(betaRoutes, { service: createBetaService(database.db), perMinute: limits.feedbackPerMinute });
      // Pro through Stripe Checkout and its signed webhook (#27, ADR 053); the contact address without Stripe.
      await api.register(billingRoutes, {
        service: createBillingService({ db: database.db, stripe: config.stripe, log: app.log }),
        config,
        checkoutPerMinute: 10,
        webhookPerMinute: 120,
      });
      await api.register(businessOsRoutes, { service: createBusinessOsService(database.db, activity) });
      await api.register(eventsRoutes, { live });
      await api.register(siteRoutes, { workspaceMembers: config.workspaceMembers });
      await api.register(assistantRoutes, {
        service: createAssistantService({ db: database.db, ai: engines.ai, activity }),
        perMinute: config.ai.requestsPerMinute,
        secret: config.sessionSecret,
      });
      await api.register(voiceRoutes, { voice: engines.voice, perMinute: config.voice.requestsPerMinute });
      await api.register(uploadsRoutes, {
        service: createUploadsService({ db: database.db, storage, jobs, live, voice: engines.voice, log: app.log }),
      });
      await api.register(jobsRoutes, { jobs });
      const imports = createImportsService({
        database,
        storage,
        jobs,
        live,
        parser: deps.importParser ?? { detect: detectImportSourceInWorker, parse: parseImportFile },
        tmpDir: config.imports.tmpDir,
        log: app.log,
        retryDelaySeconds: deps.importRetryDelaySeconds,
        limits: config.imports,
      });
      await api.register(importsRoutes, {
        service: imports,
        maxBytes: config.imports.maxBytes,
        tmpDir: config.imports.tmpDir,
        limits: {
          maxPhotoBytes: config.imports.photoMaxBytes,
          concurrentPerUser: config.imports.concurrentPerUser,
          uploadsPerHour: config.imports.uploadsPerHour,
        },
      });
      await api.register(workspacesRoutes, {
        service: createWorkspacesService({
          db: database.db,
          mailer,
          activity,
          access: liveAccess,
          now: deps.clock,
          throttle: { maxFailures: limits.joinMaxFailures, windowMs: limits.joinWindowMs, limits: limitStore },
        }),
        config,
      });
      await api.register(activityRoutes, {
        service: createActivityService({ db: database.db, activity, live, log: app.log, now: deps.clock }),
      });
      await api.register(outlineRoutes, { service: outline, aiPerMinute: config.ai.requestsPerMinute, parsePerMinute: limits.userTextPerMinute, secret: config.sessionSecret });
      await api.register(demoRoutes, {
        service: demo,
        perMinute: limits.demoWritesPerMinute,
      });
      await api.register(pitchRoutes, {
        service: createPitchService({
          db: database.db,
          storage,
          ai: engines.ai,
          recognizer: createPitchRecognizer({
            ffmpeg: deps.voice?.tools?.ffmpeg,
            pocketsphinx: deps.voice?.tools?.pocketsphinx,
            modelDir: config.voice.pocketsphinxModelDir,
            workDir: path.join(config.dataDir, 'tmp', 'pitch'),
            maxSeconds: PITCH_LIMITS.audioSeconds,
          }),
        }),
        perMinute: config.voice.requestsPerMinute,
        parsePerMinute: limits.userTextPerMinute,
        secret: config.sessionSecret,
      });
      const matrixStore = createMatrixStore(database.db, createSecretBox(config.sessionSecret, 'matrix access tokens'));
      // A connected room as a worlds source (ADR 039): its history is an import, the sync loop appends to it.
      // Every request to a homeserver, bridge or probed domain goes through the one guarded way out (#25, ADR 045).
      const outbound = createOutbound({ ...config.outbound, resolve: deps.outboundResolve });
      const matrixWorld = createMatrixWorld({ store: matrixStore, imports: imports.chats, jobs, log: app.log, historyCap: deps.matrixHistoryCap, fetch: outbound.fetch });
      const matrixSync = createMatrixSync({
        fetch: outbound.fetch,
        store: matrixStore,
        live,
        pubsub,
        access: liveAccess,
        log: app.log,
        onSync: (account, res) => matrixWorld.onSync(account, res),
        ...deps.matrixSync,
      });
      app.addHook('onReady', () => matrixSync.start());
      app.decorate('matrixSync', { running: () => matrixSync.running() });
      // Before pub/sub and the database close: the loops' leases are released for the next instance.
      app.addHook('onClose', () => matrixSync.stop());
      await api.register(matrixRoutes, {
        service: createMatrixService({
          store: matrixStore,
          sync: matrixSync,
          live,
          ai: engines.ai,
          homeserverUrl: config.matrix.homeserverUrl,
          fetch: outbound.fetch,
          discoveryBase: deps.matrixDiscoveryBase,
          elementUrl: config.matrix.elementUrl,
          log: app.log,
          world: { imports: imports.chats, matrix: matrixWorld },
        }),
        connectPerMinute: 10,
        sendPerMinute: 120,
        aiPerMinute: config.ai.requestsPerMinute,
        // A room added queues an import like an upload: the same hourly number, its own count.
        worldAddsPerHour: config.imports.uploadsPerHour,
      });
      await api.register(matrixBridgesFeature, {
        fetch: outbound.fetch,
        config,
        database,
        // The account /element connected, with its token (the provisioning credential when a bridge has no shared secret).
        resolveMatrixAccount: async (userId) => {
          const account = await matrixStore.account(userId);
          return account && { matrixUserId: account.matrixUserId, homeserverUrl: account.homeserverUrl, accessToken: account.token };
        },
        ...deps.matrixBridges,
      });
      const juliaCrm = createJuliaCrmService({ db: database.db, now: deps.clock, keepStatistics: database.kind === 'pglite' });
      await api.register(juliaCrmRoutes, {
        service: juliaCrm,
        parsePerMinute: limits.userTextPerMinute,
      });
      const worlds = createWorldsService({ database });
      await api.register(worldsRoutes, {
        service: worlds,
        storage,
        narration: createNarrationService({ worlds, ai: engines.ai }),
        aiPerMinute: config.ai.requestsPerMinute,
        secret: config.sessionSecret,
        shares: createSharesService({ database }),
        sample: sampleWorld,
        // Ask your world (#29): a provider that calls tools answers through the same tools
        // (charged to the caller), the offline planner otherwise and whenever the model fails.
        ask: createAskService({
          database,
          answerOffline,
          examplesFor,
          // Semantic search beside full-text when OPENAI_EMBEDDINGS_MODEL is set; undefined otherwise.
          semantic: createSemanticSearch({ database, config: config.ai, log: app.log }),
          modelAnswerer: engines.ai.canUseTools ? (who, fallback) => createModelAnswerer({ ai: engines.ai, fallback, who: () => who }) : undefined,
          now: deps.askClock,
          log: app.log,
        }),
      });
      // Personal access tokens and the MCP endpoint (#29, ADR 055): the Ask tools over the token owner's world.
      await api.register(accessTokensRoutes, {
        service: createAccessTokensService({ db: database.db, now: deps.clock }),
        world: createMcpWorld({
          contextFor: createToolContextFactory(database),
          toolJsonSchemas,
          runTool,
          isInputError: (err): err is Error => err instanceof ToolInputError,
          answerOffline,
          now: deps.askClock,
        }),
        activity,
        limits: limitStore,
        mcpPerMinute: limits.mcpPerMinute,
        writesPerMinute: 30,
        version: APP_VERSION,
      });
      // The game reads the worlds through their service (composed here: features do not import each other).
      await api.register(gameRoutes, {
        service: createGameService({ db: database.db, worlds, sample: sampleWorld }),
        perMinute: limits.gameWritesPerMinute,
      });
      await api.register(juliaRoutes, {
        // "Which investor first?" in the files workspace reads the investor database (composed here: features do not import each other).
        files: createFilesWorkspaceService({ db: database.db, ai: engines.ai, storage, investors: juliaCrm }),
        overlay: createOverlayService(database.db),
        coach: createDeckCoachService({ db: database.db, ai: engines.ai, mailer }),
        aiPerMinute: config.ai.requestsPerMinute,
        secret: config.sessionSecret,
      });
    },
    { prefix: '/api' },
  );
  // Start-up refuses any disagreement between the routes and the endpoint map.
  const problems = endpointCheck.problems();
  if (problems.length) throw new Error(`Routes and contract/endpoints/ disagree:\n${problems.join('\n')}`);

  if (deps.webRoot && fs.existsSync(path.join(deps.webRoot, 'index.html'))) {
    await serveWebApp(app, deps.webRoot);
  } else {
    app.setNotFoundHandler(sendApiNotFound);
  }
  return app;
}

/**
 * Request ids for the logs: a random per-process prefix and a counter, unique across
 * restarts and replicas without a UUID's cost on every request.
 */
function requestIdGenerator() {
  const prefix = randomBytes(4).toString('hex');
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

declare const __APP_VERSION__: string | undefined;
/** Set by the server build from package.json; 'dev' when run from source (tests). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
