/** The waitlist's public interface (feature-graph.mjs): its service and its routes. */
export { createWaitlistService, type WaitlistService } from './waitlist.service';
export { waitlistRoutes } from './waitlist.routes';
