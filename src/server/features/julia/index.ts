/**
 * The Julia line's public interface (feature-graph.mjs): the files workspace, overlay and
 * deck coach services and their routes. Its routes include
 * /api/workspaces/:id/{conversations,messages,files}, where :id is a Julia files
 * workspace, not a shared workspace (see the workspaces feature).
 */
export { createFilesWorkspaceService, type FilesWorkspaceService } from './files-workspace.service';
export { createOverlayService, type OverlayService } from './overlay.service';
export { createDeckCoachService, type DeckCoachService } from './deck-coach.service';
export { juliaRoutes } from './julia.routes';
