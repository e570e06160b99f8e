/** The outliner's public interface (feature-graph.mjs): its service, live document hub and routes. */
export { createOutlineService, type OutlineDeps, type OutlineService } from './outline.service';
export { createOutlineLive, type OutlineLive, type OutlineLiveDeps } from './outline-live';
export { outlineRoutes } from './outline.routes';
