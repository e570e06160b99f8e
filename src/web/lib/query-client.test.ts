import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getToastsSnapshot } from '../ui/use-toast';
import { ApiError } from './api-client';
import { createQueryClient, GENERIC_ERROR, SESSION_ENDED, type MutationMeta } from './query-client';

const USER_KEY = ['/api/auth/me'] as const;
const apiError = (status: number, message?: string) =>
  new ApiError(status, `${status}: {}`, status === 401 ? 'unauthorized' : 'bad_request', message, {});

async function failMutation(
  client: ReturnType<typeof createQueryClient>,
  err: unknown,
  opts: { meta?: MutationMeta; onError?: () => void } = {},
) {
  const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(err), ...opts });
  await observer.mutate().catch(() => undefined);
}

const lastToast = () => getToastsSnapshot()[0];

describe('one mutation error path (docs/style.md, issue 9)', () => {
  it("toasts the server's message, or the feature's fallback and title", async () => {
    const client = createQueryClient();
    await failMutation(client, apiError(400, 'Name is too long.'));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Name is too long.', variant: 'destructive' });

    await failMutation(client, new Error('boom'));
    expect(lastToast()?.description).toBe(GENERIC_ERROR);

    await failMutation(client, apiError(500), { meta: { errorTitle: 'Deployment Failed', errorFallback: 'Failed to deploy' } });
    expect(lastToast()).toMatchObject({ title: 'Deployment Failed', description: 'Failed to deploy' });
  });

  it('leaves the error to a screen that handles it itself', async () => {
    const client = createQueryClient();
    await failMutation(client, apiError(400, 'first'));
    const before = lastToast()?.id;
    await failMutation(client, apiError(400, 'field error'), { meta: { handlesErrors: true } });
    await failMutation(client, apiError(400, 'own handler'), { onError: vi.fn() });
    expect(lastToast()?.id).toBe(before);
  });

  it('a 401 while signed in ends the session: sign in again, then the user is forgotten', async () => {
    const order: string[] = [];
    const client = createQueryClient({
      currentUserKey: USER_KEY,
      onSessionEnded: async () => {
        order.push(`navigate (user still cached: ${Boolean(client.getQueryData(USER_KEY))})`);
      },
    });
    client.setQueryData(USER_KEY, { id: 'u1', email: 'a@b.co' });
    await failMutation(client, apiError(401, 'You need to sign in first.'));
    await vi.waitFor(() => expect(client.getQueryData(USER_KEY)).toBeNull());
    expect(order).toEqual(['navigate (user still cached: true)']);
    expect(lastToast()?.description).toBe(SESSION_ENDED);
  });

  it('a 401 when signed out (a wrong password) is not a session ending', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ currentUserKey: USER_KEY, onSessionEnded });
    client.setQueryData(USER_KEY, null);
    await failMutation(client, apiError(401, 'Invalid email or password'), { meta: { handlesErrors: true } });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a query answering 401 while signed in ends the session too', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ currentUserKey: USER_KEY, onSessionEnded });
    client.setQueryData(USER_KEY, { id: 'u1' });
    await client.fetchQuery({ queryKey: ['/x'], queryFn: () => Promise.reject(apiError(401)) }).catch(() => undefined);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
