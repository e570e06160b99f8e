/** The voice feature's public interface (feature-graph.mjs): its routes (the engines are platform/voice). */
export { voiceRoutes } from './voice.routes';
