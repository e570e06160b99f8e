/**
 * The worlds feature's public interface (feature-graph.mjs): what app.ts composes (the
 * imports and their routes, the worlds' service and routes, narration, the sample world,
 * shared links) and what other features may use: the account data of a user's worlds
 * (auth) and the chat imports of a service's chats (matrix). Everything else in this
 * folder is the feature's own.
 */

export { importsRoutes } from './imports.routes';
export { createImportsService, type ImportParser, type ImportsService } from './imports.service';
export { detectImportSourceInWorker, parseImportFile } from './parsers';
export { worldsRoutes } from './worlds.routes';
export { createWorldsService, type WorldsService } from './worlds.service';
export { createNarrationService } from './narration.service';
export { createSampleWorld } from './sample-world';
export { createSharesService } from './shares.service';
/** Ask your world (#29): the service (the offline planner, a model answerer when configured). */
export { createAskService, type AskService } from './ask/ask.service';
export { answerOffline, examplesFor } from './ask/planner';
export { createModelAnswerer } from './ask/agent';
export { createSemanticSearch } from './ask/embeddings';

/** The account export and deletion of a user's worlds (auth). */
export { collectWorldData, deleteWorldRows, worldStorageKeys } from './world-account-data';

/** Chats read from a service as worlds imports (matrix: "Add to my world"). */
export {
  chatImportJob,
  RemoteSourceError,
  type ChatImportAttempt,
  type ChatImportJobData,
  type ChatSourceImport,
  type RemoteChat,
  type RemoteChatBatch,
  type RemoteChatMessage,
  type WorldChatImports,
} from './chat-sources';

/** The Ask tools by name and the tool context, for the MCP endpoint of personal access tokens (composed in app.ts). */
export { runTool, toolJsonSchemas, ToolInputError } from './ask/tools';
export { createToolContextFactory } from './ask/tools/context';
