/**
 * What a person pastes into their MCP client to reach their world (#29): the endpoint's
 * URL on this server, a JSON config in the `mcpServers` shape most clients read (Cursor,
 * Windsurf, Claude Desktop through a remote-server entry) with the token as a header,
 * and Claude Code's one-line command.
 */
import { MCP_PATH } from '../../../contract/access-tokens';

/** The MCP endpoint's URL as seen from the browser (the server's public origin). */
export function mcpUrl(origin: string): string {
  return `${origin.replace(/\/$/, '')}${MCP_PATH}`;
}

/** `{"mcpServers": {"mnemo": {url, headers}}}`, indented, for a config file. */
export function mcpClientConfig(url: string, token: string): string {
  return JSON.stringify({ mcpServers: { mnemo: { url, headers: { Authorization: `Bearer ${token}` } } } }, null, 2);
}

/** Claude Code: `claude mcp add --transport http …`. */
export function claudeCodeCommand(url: string, token: string): string {
  return `claude mcp add --transport http mnemo ${url} --header "Authorization: Bearer ${token}"`;
}
