#!/usr/bin/env node
// The ceiling of the scale-out comparison on this machine (issue 10): the same closed-loop
// capacity measurement as bench/load/mixed.mjs (autocannon, 20 connections, GET
// /api/health through haproxy), but with bare node:http servers behind the proxy
// instead of the app, one and then two. If two bare servers are no faster than one
// through the proxy, the ceiling is the proxy and the load generator sharing the cores,
// not the app. It also reads the CPU time each process used during each run.
//
//   node bench/load/proxy-ceiling.mjs [--seconds 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../lib/server.mjs';
import { importTs } from '../lib/load-ts.mjs';

const { startHaproxy } = await importTs('tests/support/haproxy.ts');
const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(args.seconds);

const TICK_MS = 10; // USER_HZ = 100 on Linux
const cpuMs = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
};
const source = `require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));`;

async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', source], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { port, child };
}

const results = [];
for (const n of [1, 2, 1, 2]) {
  const servers = [];
  for (let i = 0; i < n; i++) servers.push(await startBare());
  const proxy = await startHaproxy(servers.map((s) => s.port));
  await autocannon({ url: `${proxy.url}/api/health`, connections: 20, duration: 2 }); // warm-up
  const pids = { servers: servers.map((s) => s.child.pid), self: process.pid };
  const before = { servers: pids.servers.map(cpuMs), self: cpuMs(process.pid) };
  const r = await autocannon({ url: `${proxy.url}/api/health`, connections: 20, duration: seconds });
  const serverCpu = pids.servers.map((pid, i) => cpuMs(pid) - before.servers[i]).reduce((a, b) => a + b, 0);
  const selfCpu = cpuMs(process.pid) - before.self;
  results.push({ servers: n, reqPerSec: Math.round(r.requests.average), serverCpuShare: Number((serverCpu / (seconds * 1000)).toFixed(2)), loadGeneratorCpuShare: Number((selfCpu / (seconds * 1000)).toFixed(2)) });
  console.log(`${n} bare node:http server(s) behind haproxy: ${Math.round(r.requests.average)} req/s; servers used ${(serverCpu / (seconds * 1000)).toFixed(2)} cores, autocannon ${(selfCpu / (seconds * 1000)).toFixed(2)} cores (the rest of 2 cores: haproxy and the kernel)`);
  await proxy.stop();
  for (const s of servers) s.child.kill();
}
const med = (n) => results.filter((r) => r.servers === n).map((r) => r.reqPerSec).sort((a, b) => a - b)[0];
console.log(`two bare servers vs one through the proxy: ${(med(2) / med(1)).toFixed(2)} x (lower of two rounds each)`);
