import { describe, expect, it } from 'vitest';
import { claudeCodeCommand, mcpClientConfig, mcpUrl } from './mcp-config';

describe('MCP client configuration', () => {
  const token = `mnemo_pat_${'a'.repeat(43)}`;

  it('points at /api/mcp on the page’s origin', () => {
    expect(mcpUrl('https://mnemo.example')).toBe('https://mnemo.example/api/mcp');
    expect(mcpUrl('http://localhost:5000/')).toBe('http://localhost:5000/api/mcp');
  });

  it('gives a JSON config with the URL and the token as a Bearer header', () => {
    const config = JSON.parse(mcpClientConfig('https://mnemo.example/api/mcp', token)) as {
      mcpServers: Record<string, { url: string; headers: Record<string, string> }>;
    };
    expect(config.mcpServers.mnemo).toEqual({ url: 'https://mnemo.example/api/mcp', headers: { Authorization: `Bearer ${token}` } });
  });

  it('gives Claude Code’s command over HTTP with the header', () => {
    expect(claudeCodeCommand('https://mnemo.example/api/mcp', token)).toBe(
      `claude mcp add --transport http mnemo https://mnemo.example/api/mcp --header "Authorization: Bearer ${token}"`,
    );
  });
});
