/** The public site's public interface (feature-graph.mjs): its routes. */
export { siteRoutes } from './site.routes';
