/** Endpoints of /demo: the sample company (public) and the signed-in person's own completions. */
import { defineEndpoint } from '../endpoint';
import { CompleteDemoDecisionBodySchema, CompleteDemoTaskBodySchema, DemoOverviewSchema, DemoProgressSchema } from '../demo';

export const demoApi = {
  overview: defineEndpoint({ method: 'GET', path: '/api/demo', response: { 200: DemoOverviewSchema } }),
  progress: defineEndpoint({ method: 'GET', path: '/api/demo/progress', response: { 200: DemoProgressSchema } }),
  completeDecision: defineEndpoint({
    method: 'POST',
    path: '/api/demo/progress/decisions',
    body: CompleteDemoDecisionBodySchema,
    response: { 200: DemoProgressSchema },
  }),
  completeTask: defineEndpoint({ method: 'POST', path: '/api/demo/progress/tasks', body: CompleteDemoTaskBodySchema, response: { 200: DemoProgressSchema } }),
  resetProgress: defineEndpoint({ method: 'DELETE', path: '/api/demo/progress', response: { 200: DemoProgressSchema } }),
} as const;
