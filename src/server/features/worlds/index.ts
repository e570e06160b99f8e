/**
 * The public interface of the worlds feature: what other features may use (declared in
 * feature-graph.mjs). Everything else in this folder is the feature's own.
 */

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

export type { WorldsService } from './worlds.service';
export type { ImportsService } from './imports.service';
