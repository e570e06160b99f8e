import { describe, expect, it, vi } from 'vitest';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import type { Session, UpdateSessionBody } from '../../../../contract/business-os';
import { ApiError } from '../../../lib/api-client';
import { SessionSaver } from './session-saver';
import { createWorkspaceStore } from './workspace-store';

const ID = '00000000-0000-4000-8000-000000000003';

function setup(save: (id: string, body: UpdateSessionBody) => Promise<Session>, latest?: Session, readOnly = false) {
  const store = createWorkspaceStore({ doc: defaultSessionState(), meta: { id: ID, title: 'T', revision: 3, createdAt: '', readOnly } });
  const timers: (() => void)[] = [];
  const saver = new SessionSaver({
    store,
    save: vi.fn(save),
    fetch: vi.fn(async () => latest!),
    setTimeout: (fn) => timers.push(fn),
    clearTimeout: () => undefined,
  });
  saver.start();
  return { store, saver, timers };
}

const session = (revision: number, body: UpdateSessionBody): Session => ({
  id: ID,
  title: body.title ?? 'T',
  revision,
  createdAt: '',
  updatedAt: '',
  state: body.state as Session['state'],
  readOnly: false,
  recovery: null,
});

describe('session autosave', () => {
  it('saves a change with the current revision and adopts the new one', async () => {
    const save = vi.fn(async (_id: string, body: UpdateSessionBody) => session(body.revision + 1, body));
    const { store, saver, timers } = setup(save);
    store.dispatch({ type: 'moveBlock', id: 'live-transcript', position: { x: 400, y: 300 } });
    expect(store.get().ui.save).toBe('unsaved');
    timers.pop()!();
    await saver.flush();
    expect(save).toHaveBeenCalledWith(ID, expect.objectContaining({ revision: 3 }));
    expect(store.get().meta.revision).toBe(4);
    expect(store.get().ui.save).toBe('saved');
  });

  it('pauses on a 409 and can load the newer version instead', async () => {
    const newer = { ...defaultSessionState(), transcript: 'from the other tab' };
    const { store, saver, timers } = setup(
      async () => Promise.reject(new ApiError(409, '409: {}', 'stale_revision', 'changed', {})),
      { id: ID, title: 'Other', revision: 9, createdAt: '', updatedAt: '', state: newer, readOnly: false, recovery: null },
    );
    store.dispatch({ type: 'appendTranscript', text: 'mine' });
    timers.pop()!();
    await saver.flush();
    expect(store.get().ui.save).toBe('conflict');
    store.dispatch({ type: 'appendTranscript', text: 'more' });
    expect(timers).toHaveLength(0); // saving is paused
    await saver.loadLatest();
    expect(store.get().doc.transcript).toBe('from the other tab');
    expect(store.get().meta).toMatchObject({ revision: 9, title: 'Other' });
    expect(store.get().ui.save).toBe('saved');
  });

  it('says so when the session expired and saves again after signing back in', async () => {
    let signedIn = false;
    const save = vi.fn(async (_id: string, body: UpdateSessionBody) => {
      if (!signedIn) throw new ApiError(401, '401: {}', 'unauthorized', 'You need to sign in first.', {});
      return session(body.revision + 1, body);
    });
    const { store, saver, timers } = setup(save);
    store.dispatch({ type: 'appendTranscript', text: 'kept' });
    timers.pop()!();
    await saver.flush();
    expect(store.get().ui.save).toBe('signed-out');
    signedIn = true;
    timers.pop()!();
    await saver.flush();
    expect(store.get().ui.save).toBe('saved');
    expect(save).toHaveBeenLastCalledWith(ID, expect.objectContaining({ state: expect.objectContaining({ transcript: 'kept' }) }));
  });

  it('never writes over a session the server could not fully read (read-only), not even on page hide', async () => {
    const save = vi.fn(async (_id: string, body: UpdateSessionBody) => session(body.revision + 1, body));
    const { store, saver, timers } = setup(save, undefined, true);
    expect(store.get().ui.save).toBe('read-only');
    store.dispatch({ type: 'moveBlock', id: 'live-transcript', position: { x: 400, y: 300 } });
    expect(timers).toHaveLength(0);
    await saver.flush();
    expect(saver.pendingBody()).toBeNull();
    saver.dispose();
    await Promise.resolve();
    expect(save).not.toHaveBeenCalled();
    expect(store.get().ui.save).toBe('read-only');
  });

  it('stops saving, without retrying, when the server refuses to save over an unreadable original (423)', async () => {
    const save = vi.fn(async () => Promise.reject(new ApiError(423, '423: {}', 'session_read_only', 'read-only', {})));
    const { store, saver, timers } = setup(save);
    store.dispatch({ type: 'appendTranscript', text: 'mine' });
    timers.pop()!();
    await saver.flush();
    expect(store.get().ui.save).toBe('read-only');
    expect(store.get().meta.readOnly).toBe(true);
    expect(timers).toHaveLength(0); // no retry
    store.dispatch({ type: 'appendTranscript', text: 'more' });
    expect(timers).toHaveLength(0);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
