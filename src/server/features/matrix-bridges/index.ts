/**
 * The Bridge Center's public interface (feature-graph.mjs): the plugin that registers the
 * bridges and deployment routes. The user's Matrix account is handed in by app.ts
 * (`resolveMatrixAccount`), so this feature imports nothing of the Matrix client feature.
 */
export { matrixBridgesFeature, type MatrixBridgesOptions } from './matrix-bridges.plugin';
export type { MatrixAccount, ResolveMatrixAccount } from './bridges.service';
