/** The jobs feature's public interface (feature-graph.mjs): the job status routes. */
export { jobsRoutes } from './jobs.routes';
