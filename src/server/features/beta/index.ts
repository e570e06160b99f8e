/** The beta hub's public interface (feature-graph.mjs): the feedback service and routes. */
export { createBetaService, type BetaService } from './beta.service';
export { betaRoutes } from './beta.routes';
