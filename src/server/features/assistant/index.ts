/** The assistant's public interface (feature-graph.mjs): the AI chat, commentary and analysis service and its routes. */
export { createAssistantService, type AssistantService, type Caller, type ChatStreamEvent } from './assistant.service';
export { assistantRoutes } from './assistant.routes';
