/** The activity feature's public interface (feature-graph.mjs): the activity feed's service and routes. */
export { createActivityService, type ActivityDeps, type ActivityService } from './activity.service';
export { activityRoutes } from './activity.routes';
