/** The uploads feature's public interface (feature-graph.mjs): its service and routes. */
export { createUploadsService, TRANSCRIBE_JOB, type UploadsDeps, type UploadsService } from './uploads.service';
export { uploadsRoutes } from './uploads.routes';
