// Matrix Bridge Center costs (issue #16 B): making a deployment bundle (secrets with an
// ed25519 key, every file, the zip) and the provisioning client's round trips against the
// wire-format bridge on 127.0.0.1 (whoami; a WhatsApp login to its pairing code).
//   node bench/matrix/bridges.mjs [iterations, default 200]
import { importTs, machine, ms, save, stats } from '../lib/load-ts.mjs';

const { generateSecrets, buildBundleFiles, zipBundle } = await importTs('src/server/features/matrix-bridges/deploy-bundle.ts');
const { createProvisioningClient } = await importTs('src/server/features/matrix-bridges/provisioning-client.ts');
const { startWireServer } = await importTs('tests/support/mautrix-wire-server.ts');
const { createOutbound } = await importTs('src/server/platform/outbound.ts');
const N = Number(process.argv[2] ?? 200);

async function time(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const bridge = await startWireServer({ network: 'whatsapp' });
// The bridge is on 127.0.0.1: reached through the outbound guard's allow-list (ADR 045).
const client = createProvisioningClient({ url: bridge.url, secret: bridge.secret }, '@bench:localhost', {
  fetch: createOutbound({ allowPrivate: ['127.0.0.1/32'] }).fetch,
});
let zipBytes = 0;
const cases = {
  bundle: async () => {
    const zip = await zipBundle('bench.invalid', buildBundleFiles('bench.invalid', generateSecrets()));
    zipBytes = zip.length;
  },
  whoami: () => client.whoami(),
  pairingCode: async () => {
    const start = await client.startLogin('phone');
    await client.submitStep(start.login_id, start.step_id, 'user_input', { phone_number: '+15555550123' });
  },
};
const results = {};
for (const fn of Object.values(cases)) for (let i = 0; i < 10; i++) await fn();
// Alternating rounds: each round runs every case once, so load drifts hit all alike.
const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let i = 0; i < N; i++) for (const [name, fn] of Object.entries(cases)) samples[name].push(await time(fn));
for (const [name, s] of Object.entries(samples)) results[name] = stats(s);
await bridge.close();

const m = machine();
console.log(`matrix bridges, ${N} alternating rounds; load average ${m.loadavg.join(' ')}; bundle zip ${(zipBytes / 1024).toFixed(1)} KB`);
console.log('case          p50        p90        p99        max');
for (const [name, s] of Object.entries(results)) {
  console.log(`${name.padEnd(12)} ${ms(s.p50).padStart(9)}  ${ms(s.p90).padStart(9)}  ${ms(s.p99).padStart(9)}  ${ms(s.max).padStart(9)}`);
}
console.log(`saved ${save('matrix-bridges', { iterations: N, zipBytes, machine: m, results })}`);
