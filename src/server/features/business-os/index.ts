/** Business OS's public interface (feature-graph.mjs): the session service, its routes, and the session insights the NLP worker runs. */
export { createBusinessOsService, SessionReadOnlyError, type BusinessOsService } from './business-os.service';
export { businessOsRoutes } from './business-os.routes';
export { extractInsights, loadNlp } from './session-insights';
