/** The command-center demo's public interface (feature-graph.mjs): its service and routes. */
export { createDemoService, ensureDemoSeed, type DemoService } from './demo.service';
export { demoRoutes } from './demo.routes';
