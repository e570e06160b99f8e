/**
 * /element for someone without an access token (issue 31), against a real Synapse on
 * 127.0.0.1 (reached through the outbound guard's allow-list, OUTBOUND_ALLOW_PRIVATE; no
 * MATRIX_HOMESERVER_URL): the first screen shows the three ways in (an existing account,
 * deploy your own from the Bridge Center, an access token), then a password sign-in with
 * the homeserver address typed: a wrong password says so, the right one lands in the rooms
 * list. Screenshots of the first screen at 1280 px and 390 px go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findSynapse, startSynapse, SYNAPSE_MISSING, type Synapse, type SynapseUser } from '../support/synapse';
import { openPage, type TrackedPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { sharedBrowser, uniqueEmail } from './support/shared';

const PASSWORD = 'a long matrix password 42';

describe('/element: signing in to Matrix without a token', () => {
  let synapse: Synapse;
  let server: RunningServer;
  let browser: Browser;
  let t: TrackedPage;
  let phone: TrackedPage | undefined;
  let alice: SynapseUser;

  beforeAll(async () => {
    const python = findSynapse();
    if (!python) throw new Error(SYNAPSE_MISSING);
    synapse = await startSynapse(python);
    const admin = await synapse.register('admin', { admin: true });
    alice = await synapse.register('alice', { displayName: 'Alice' });
    const bob = await synapse.register('bob', { displayName: 'Bob' });
    await synapse.api(admin, 'POST', `/_synapse/admin/v1/reset_password/${encodeURIComponent(alice.userId)}`, {
      new_password: PASSWORD,
      logout_devices: false,
    });
    const room = await synapse.createRoom(alice, { name: 'Garden club', preset: 'private_chat', invite: [bob.userId] });
    await synapse.join(bob, room);
    await synapse.send(bob, room, 'Tomatoes are ripe');
    server = await startServer({ OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32' });
    browser = await sharedBrowser();
    t = await openPage(browser, server.url);
    const res = await t.page.request.post('/api/auth/register', { data: { email: uniqueEmail('alice'), password: 'correct horse battery', name: 'Alice' } });
    expect(res.status()).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await phone?.close();
    await t?.close();
    await browser?.close();
    await server?.stop();
    await synapse?.stop();
  });

  it('the first screen explains the three ways in, at 1280 and 390 px', async () => {
    const page = t.page;
    await page.goto('/element');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Connect to Matrix' }).waitFor();
    const ways = dialog.getByRole('list', { name: 'Ways to connect' }).getByRole('listitem');
    await expect.poll(() => ways.count()).toBe(3);
    await ways.nth(0).getByRole('button', { name: /I have a Matrix account/ }).waitFor();
    const deploy = ways.nth(1).getByRole('link', { name: /Deploy your own homeserver/ });
    expect(await deploy.getAttribute('href')).toBe('/matrix-test');
    await ways.nth(2).getByRole('button', { name: /Advanced: use an access token/ }).waitFor();
    await t.screenshot('matrix-login-first-screen-desktop');
    await t.expectAccessible('/element first screen (three ways in)');

    // The advanced way is the token form; "Other ways" leads back.
    await dialog.getByRole('button', { name: /Advanced: use an access token/ }).click();
    await dialog.getByLabel('Access token').waitFor();
    await dialog.getByRole('button', { name: 'Other ways' }).click();
    await dialog.getByRole('list', { name: 'Ways to connect' }).waitFor();

    phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await phone.context.addCookies(await t.context.cookies());
    await phone.page.goto('/element');
    const phoneWays = phone.page.getByRole('dialog').getByRole('list', { name: 'Ways to connect' });
    await phoneWays.waitFor();
    await expect.poll(() => phoneWays.getByRole('listitem').count()).toBe(3);
    // Nothing of the first screen is wider than the phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot('matrix-login-first-screen-phone');
    await phone.expectNoPageErrors();
    await t.expectNoPageErrors();
  });

  it('a wrong password says so; the right one lands in the rooms list', async () => {
    const page = t.page;
    await page.goto('/element');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /I have a Matrix account/ }).click();
    const form = dialog.getByRole('form', { name: 'Sign in with your Matrix account' });
    await form.getByLabel('Matrix user ID').fill(alice.userId);
    await form.getByLabel('Password').fill('not my password');
    // Synapse's server name is `localhost`: no /.well-known there, so the address is typed.
    await form.getByLabel(/Homeserver address/).fill(synapse.url);
    await form.getByRole('button', { name: 'Sign in to Matrix' }).click();
    await form.getByRole('alert').filter({ hasText: 'Wrong user name or password.' }).waitFor();
    expect(await form.getByLabel('Password').inputValue()).toBe('');
    await t.screenshot('matrix-login-wrong-password-desktop');

    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in to Matrix' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('system-message').filter({ hasText: 'Connected to Matrix. Found 1 room.' }).waitFor();
    const rooms = page.getByRole('list', { name: 'Rooms' });
    await rooms.getByRole('button', { name: /Garden club/ }).click();
    await page.getByLabel('Messages in Garden club').getByText('Tomatoes are ripe').waitFor();
    await expect.poll(() => page.getByText(`as ${alice.userId} on ${new URL(synapse.url).host}`).count()).toBe(1);
    await t.screenshot('matrix-login-connected-desktop');
    await t.expectNoPageErrors();
  });
});
