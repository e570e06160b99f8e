/** The health check's public interface (feature-graph.mjs). */
export { createHealthBody, healthRoutes, type HealthBodyOptions } from './health.routes';
