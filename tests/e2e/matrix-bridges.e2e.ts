/**
 * /matrix-test in the browser: the WhatsApp pairing code shown large and the login
 * completing when the phone pairs, the QR option drawn as a QR image, the bridge status
 * card's real states, the deploy toast and the bundle download.
 *
 * The built web app (dist/web) is served by the app built here in-process, so the test can
 * give it what the Matrix client feature will provide at merge (the user's Matrix id) and
 * point it at a wire-format WhatsApp bridge on 127.0.0.1: never a real bridge.
 * Screenshots at 1280 px and 390 px go to test-artifacts/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startWireServer, type WireServer } from '../support/mautrix-wire-server';
import { openPage, type TrackedPage } from './support/browser';
import { sharedBrowser } from './support/shared';

const ROOT = path.resolve(import.meta.dirname, '../..');

function zipNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

describe('/matrix-test: bridge logins and deploy', () => {
  let wa: WireServer;
  let tg: WireServer;
  let database: Database;
  let app: App;
  let url: string;
  let browser: Browser;
  let desk: TrackedPage;
  let phone: TrackedPage;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-mb-'));

  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) throw new Error('The app is not built: run `npm run build` first.');
    wa = await startWireServer({ network: 'whatsapp' });
    tg = await startWireServer({ network: 'telegram', telegramCode: '24680', telegramPassword: 'open sesame' });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      // The accounts below are on the operator's homeserver: only then is a bridge's shared secret sent (#31 review).
      MATRIX_HOMESERVER_URL: 'http://127.0.0.1:1',
      MATRIX_BRIDGE_WHATSAPP_URL: wa.url,
      MATRIX_BRIDGE_WHATSAPP_SECRET: wa.secret,
      MATRIX_BRIDGE_TELEGRAM_URL: tg.url,
      MATRIX_BRIDGE_TELEGRAM_SECRET: tg.secret,
    });
    database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    app = await buildApp({
      config,
      database,
      webRoot: path.join(ROOT, 'dist/web'),
      matrixBridges: {
        // Every user is @e2e-<first 8 of their id>:localhost on the homeserver.
        resolveMatrixAccount: async (userId) => ({ matrixUserId: `@e2e-${userId.slice(0, 8)}:localhost`, homeserverUrl: 'http://127.0.0.1:1' }),
        discoveryBase: () => 'http://127.0.0.1:1',
        probeBase: () => 'http://127.0.0.1:1',
        probeTimeoutMs: 1000,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await sharedBrowser();
    // A bridge login's "display and wait" step keeps its request open until the phone pairs (on
    // purpose): the page is never "ready" then, so these pages are scanned as they are.
    desk = await openPage(browser, url, { waitForReady: false });
    phone = await openPage(browser, url, { viewport: { width: 390, height: 844 }, waitForReady: false });
    for (const t of [desk, phone]) {
      const res = await t.page.request.post('/api/auth/register', {
        data: { email: `mb-${crypto.randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery', name: 'Mara' },
      });
      expect(res.status()).toBe(201);
    }
  });

  afterAll(async () => {
    await desk?.close();
    await phone?.close();
    await browser?.close();
    await app?.close();
    await database?.close();
    await wa?.close();
    await tg?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the bridges’ real state, the WhatsApp pairing code, and Connected once the phone pairs', async () => {
    const page = desk.page;
    await page.goto('/matrix-test');
    await page.getByRole('heading', { name: 'Matrix Bridge Center', level: 1 }).waitFor();
    await page.getByText('3 bridges').waitFor();
    expect(await page.getByRole('link', { name: 'Julia AI' }).getAttribute('href')).toBe('/');
    // The page's own links (spec: 'Business OS' → /beta), not the app header's (issue 31).
    expect(await page.locator('header:not([data-testid="app-header"])').getByRole('link', { name: /Business OS/ }).getAttribute('href')).toBe('/beta');
    expect(await page.getByRole('link', { name: /Open Element UI/ }).getAttribute('href')).toBe('/element');

    const card = page.getByTestId('bridge-status');
    await card.getByTestId('bridge-status-whatsapp').getByText('Not Connected', { exact: true }).waitFor();
    await card.getByTestId('bridge-status-discord').getByText('Not Configured', { exact: true }).waitFor();
    expect(await card.getByTestId('bridge-status-discord').innerText()).toContain('MATRIX_BRIDGE_DISCORD_URL');
    // Its connect form says so too, and cannot be sent.
    await page.getByTestId('discord-not-configured').waitFor();
    await page.getByLabel('Bot Token').fill('t');
    await page.getByLabel('Server ID').fill('81384788765712384');
    expect(await page.getByRole('button', { name: 'Connect Discord' }).isDisabled()).toBe(true);

    const connect = page.getByRole('button', { name: 'Connect WhatsApp' });
    expect(await connect.isDisabled()).toBe(true); // §5: needs a phone number
    await page.getByLabel('Phone Number').first().fill('+1 555 555 0123');
    await connect.click();
    const code = page.getByTestId('pairing-code');
    await code.waitFor();
    expect(await code.innerText()).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    await page.getByText('Link with phone number instead').waitFor();
    await page.getByText('Waiting for WhatsApp…').waitFor();
    await desk.screenshot('matrix-bridges-pairing-code-desktop');

    await expect.poll(() => wa.pending().length).toBe(1);
    wa.pair(wa.pending()[0]!);
    await page.getByText('WhatsApp Connected').first().waitFor();
    await card.getByTestId('bridge-status-whatsapp').getByText('Connected', { exact: true }).waitFor();
    expect(await card.getByTestId('bridge-status-whatsapp').innerText()).toContain('+15555550123');
    await desk.expectNoPageErrors();
  });

  it('draws the QR option as a QR image', async () => {
    const page = desk.page;
    await page.getByRole('button', { name: 'Connect another account' }).click();
    await page.getByRole('button', { name: 'Use a QR code' }).click();
    const img = page.getByTestId('bridge-qr');
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await img.getAttribute('alt')).toBe('WhatsApp login QR code');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deploy: disabled when empty, a failure toast, then the bundle toast, the download and "not reachable yet"', async () => {
    const page = desk.page;
    const domain = page.getByLabel('Domain');
    expect(await domain.inputValue()).toBe('example.com');
    const deploy = page.getByRole('button', { name: 'Deploy', exact: true });
    await domain.fill('');
    expect(await deploy.isDisabled()).toBe(true);
    await domain.fill('not a domain');
    await deploy.click();
    await page.getByText('Deployment Failed').first().waitFor();
    await page.getByText('Enter a valid domain name, e.g. example.com.').first().waitFor();

    await domain.fill('mara.invalid');
    await deploy.click();
    await page.getByText('Deployment Bundle Ready').first().waitFor();
    await page.getByTestId('deployment').getByText('Not reachable yet').waitFor();
    expect(await page.getByTestId('deployment').innerText()).toContain('https://matrix.mara.invalid');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download bundle' }).click()]);
    expect(download.suggestedFilename()).toBe('matrix-mara.invalid.zip');
    const file = path.join(dataDir, 'bundle.zip');
    await download.saveAs(file);
    const names = await zipNames(file);
    expect(names).toEqual(expect.arrayContaining(['matrix-mara.invalid/compose.yaml', 'matrix-mara.invalid/synapse/homeserver.yaml', 'matrix-mara.invalid/README.md']));
    await desk.screenshot('matrix-bridges-deploy-desktop');
    await desk.expectNoPageErrors();
  });

  it('Telegram: phone → the code → the 2FA password, a wrong code said and retried', async () => {
    const page = desk.page;
    const form = page.getByRole('form', { name: 'Connect Telegram' });
    await form.getByLabel('API Key').fill('my-api-key');
    await form.getByLabel('Phone Number').fill('+44 7700 900123');
    await form.getByRole('button', { name: 'Connect Telegram' }).click();
    const step = page.getByRole('form', { name: 'Telegram login step' });
    await step.getByLabel('Code').fill('11111');
    await step.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Connection Failed').first().waitFor();
    await page.getByTestId('telegram-login').getByRole('alert').getByText(/PHONE_CODE_INVALID/).waitFor();
    await step.getByLabel('Code').fill('24680');
    await step.getByRole('button', { name: 'Continue' }).click();
    await step.getByLabel('Password').waitFor();
    await desk.screenshot('matrix-bridges-telegram-2fa-desktop');
    await step.getByLabel('Password').fill('open sesame');
    await step.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Telegram Connected').first().waitFor();
    await page.getByTestId('bridge-status-telegram').getByText('Connected', { exact: true }).waitFor();
    await desk.expectNoPageErrors();
  });

  it('works on a phone', async () => {
    const page = phone.page;
    await page.goto('/matrix-test');
    await page.getByRole('heading', { name: 'Matrix Bridge Center', level: 1 }).waitFor();
    await page.getByTestId('bridge-status-whatsapp').getByText('Not Connected', { exact: true }).waitFor();
    await page.getByLabel('Phone Number').first().fill('+15555550199');
    await page.getByRole('button', { name: 'Connect WhatsApp' }).click();
    await page.getByTestId('pairing-code').waitFor();
    await phone.screenshot('matrix-bridges-pairing-code-phone');
    await phone.expectNoPageErrors();
  });
});
