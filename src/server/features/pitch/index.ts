/** The pitch coach's public interface (feature-graph.mjs): its service, speech recognizer and routes. */
export { createPitchService, type PitchService } from './pitch.service';
export { createPitchRecognizer, type PitchRecognizer } from './pitch-recognizer';
export { pitchRoutes } from './pitch.routes';
