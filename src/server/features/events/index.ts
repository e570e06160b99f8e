/** The live events stream's public interface (feature-graph.mjs): the /api/events route. */
export { eventsRoutes } from './events.routes';
