/**
 * The shared workspaces' public interface (feature-graph.mjs): their service and routes,
 * and the monthly token budget app.ts hands the AI layer (createWorkspaceBudgetGate).
 * /api/workspaces and /api/workspaces/:id/* are theirs (:id a shared workspace) except
 * conversations, messages and files, which are julia's (:id a Julia files workspace).
 */
export { createWorkspacesService, type WorkspacesDeps, type WorkspacesService } from './workspaces.service';
export { workspacesRoutes } from './workspaces.routes';
export { createWorkspaceBudgetGate, WorkspaceBudgetError } from './workspace-budget';
