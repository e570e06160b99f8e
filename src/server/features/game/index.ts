/** The explorer game's public interface (feature-graph.mjs): its service (handed a world source by app.ts) and routes. */
export { createGameService, type GameService, type WorldSource } from './game.service';
export { gameRoutes } from './game.routes';
