/**
 * The Matrix feature's public interface (feature-graph.mjs): what app.ts composes (the
 * store of connected accounts and rooms, the sync loop, the rooms as a worlds source, the
 * service and its routes). No other feature imports matrix today; the bridges get the
 * connected account through app.ts.
 */
export { matrixRoutes } from './matrix.routes';
export { createMatrixService, type MatrixService } from './matrix.service';
export { createMatrixStore, type MatrixStore } from './matrix-store';
export { createMatrixSync, type MatrixSyncOptions } from './matrix-sync';
export { createMatrixWorld, type MatrixWorld } from './matrix-world';
