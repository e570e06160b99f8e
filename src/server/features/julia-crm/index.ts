/** The Julia CRM's public interface (feature-graph.mjs): its service and routes. */
export { createJuliaCrmService, type JuliaCrmService } from './julia-crm.service';
export { juliaCrmRoutes } from './julia-crm.routes';
