// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import type { Block, SessionState } from '../../../../contract/business-os';
import { createLevelStore } from '../audio/level-store';
import { WorkspaceContext } from '../hooks/workspace-context';
import { WorkspaceController } from '../model/workspace-controller';
import { createWorkspaceStore } from '../model/workspace-store';
import { BlockFrame } from './block-frame';

afterEach(cleanup);

describe('a block that throws while rendering', () => {
  it('shows "This block failed to render" inside its own frame, keeps the other blocks, and can be reloaded', () => {
    // React reports errors its boundaries catch; this one is expected.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = { ...defaultSessionState(), welcomed: true, commentary: 'Still here.', files: null } as unknown as SessionState;
    const store = createWorkspaceStore({ doc, meta: { id: '00000000-0000-4000-8000-000000000009', title: 'T', revision: 0, createdAt: '' } });
    const controller = new WorkspaceController({
      store,
      api: { assistantChat: vi.fn(), workspaceCommentary: vi.fn(), recordSessionEvent: vi.fn() },
      speech: { speak: vi.fn(), stop: vi.fn() },
      notify: vi.fn(),
    });
    const files: Block = { id: 'files-1', type: 'files', title: 'Uploaded Files', content: '', position: { x: 0, y: 0 }, size: { width: 300, height: 200 }, closeable: true };
    const summary = doc.blocks.find((b) => b.type === 'summary')!;
    render(
      <WorkspaceContext.Provider value={{ store, controller, level: createLevelStore() }}>
        <BlockFrame block={files} />
        <BlockFrame block={summary} />
      </WorkspaceContext.Provider>,
    );
    const broken = screen.getByRole('region', { name: 'Uploaded Files' });
    expect(within(broken).getByRole('alert').textContent).toContain('This block failed to render.');
    // The frame stays: its title and close button are still there.
    expect(within(broken).getByRole('button', { name: 'Close Uploaded Files' })).toBeTruthy();
    expect(screen.getByTestId('commentary-text').textContent).toBe('Still here.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Uploaded Files'), expect.any(TypeError), expect.anything());

    act(() => store.dispatch({ type: 'replace', state: { ...doc, files: [] } }));
    fireEvent.click(within(broken).getByRole('button', { name: 'Reload block' }));
    expect(within(broken).queryByRole('alert')).toBeNull();
    expect(within(broken).getByText(/Use Files to add/)).toBeTruthy();
    warn.mockRestore();
  });
});
