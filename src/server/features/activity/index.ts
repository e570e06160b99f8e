/**
 * The activity feature's public interface (feature-graph.mjs): the activity feed's service
 * and routes, and the activity log (platform/activity.ts's ActivityLog) that app.ts hands
 * the features that record entries.
 */
export { createActivityService, type ActivityDeps, type ActivityService } from './activity.service';
export { activityRoutes } from './activity.routes';
export { createActivityLog } from './activity-log';
