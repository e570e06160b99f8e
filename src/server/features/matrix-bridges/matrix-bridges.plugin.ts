/**
 * The Matrix Bridge Center's server side, assembled from its dependencies. The user's
 * Matrix account (their Matrix id, homeserver, token) comes from `resolveMatrixAccount`,
 * given by app.ts: the Matrix client feature owns the accounts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createBridgesService, type BridgesServiceOptions, type ResolveMatrixAccount } from './bridges.service';
import { createDeployService, type DeployServiceOptions } from './deploy.service';
import { matrixBridgesRoutes } from './matrix-bridges.routes';
import type { OutboundFetch } from '../../platform/outbound';
import { createSecretBox } from '../../platform/secret-box';

export interface MatrixBridgesOptions {
  config: Config;
  database: Database;
  resolveMatrixAccount: ResolveMatrixAccount;
  /** The guarded way out for bridge, discovery and probe calls (app.ts gives the configured one). */
  fetch?: OutboundFetch;
  /** Overrides for tests: the discovery file's address, the provisioning time-outs, the deploy probe. */
  discoveryBase?: BridgesServiceOptions['discoveryBase'];
  provisioning?: BridgesServiceOptions['provisioning'];
  probeBase?: DeployServiceOptions['probeBase'];
  probeTimeoutMs?: number;
}

export const matrixBridgesFeature: FastifyPluginAsync<MatrixBridgesOptions> = async (app, opts) => {
  const bridges = createBridgesService({
    bridges: opts.config.matrixBridges,
    resolveMatrixAccount: opts.resolveMatrixAccount,
    homeserverUrl: opts.config.matrix.homeserverUrl,
    discoveryBase: opts.discoveryBase,
    fetch: opts.fetch,
    provisioning: opts.provisioning,
  });
  const deploy = createDeployService({
    database: opts.database,
    box: createSecretBox(opts.config.sessionSecret ?? '', 'matrix-deployments'),
    probeBase: opts.probeBase,
    probeTimeoutMs: opts.probeTimeoutMs,
    fetch: opts.fetch,
  });
  await app.register(matrixBridgesRoutes, { bridges, deploy });
};
