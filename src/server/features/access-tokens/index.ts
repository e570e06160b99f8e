/**
 * Personal access tokens and the MCP endpoint's public interface (feature-graph.mjs): what
 * app.ts composes. The world the MCP tools read is handed in (`McpWorld`), not imported.
 */
export { createAccessTokensService, type AccessTokensService } from './access-tokens.service';
export { accessTokensRoutes } from './access-tokens.routes';
export { createMcpWorld, type WorldToolkit } from './mcp-world';
export type { McpWorld, WorldAskAnswer, WorldToolSpec } from './mcp';
export { refuseTokensOutsideMcp } from './token-guard';
