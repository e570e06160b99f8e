// Server CPU time per request (from /proc/<pid>/stat), app vs a bare node:http server
// answering the same JSON. Unlike req/s, this barely moves when the machine is busy.
// Usage: npm run build && node bench/api/cpu-per-request.mjs [requests]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { freePort, startApp } from '../lib/server.mjs';

const n = Number(process.argv[2] ?? 4000);
const TICK_MS = 10; // USER_HZ = 100 on Linux
const cpuMs = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime + stime
};
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
async function hammer(url, pid) {
  const get = () =>
    new Promise((resolve, reject) =>
      http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).on('error', reject),
    );
  for (let i = 0; i < 300; i++) await get(); // warm-up
  const before = cpuMs(pid);
  for (let i = 0; i < n; i += 8) await Promise.all(Array.from({ length: 8 }, get));
  return (cpuMs(pid) - before) / n;
}

const barePort = await freePort();
const bareSrc = `require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json'});s.end(JSON.stringify({status:'ok',database:'pglite',version:'0.1.0',uptimeSeconds:1}))}).listen(${barePort},'127.0.0.1')`;
const bare = spawn(process.execPath, ['-e', bareSrc], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 500));
const app = await startApp({});
const appPid = Number(fs.readFileSync(`${app.dataDir}/mnemo.lock`, 'utf8'));
try {
  const bareMs = await hammer(`http://127.0.0.1:${barePort}/api/health`, bare.pid);
  const appMs = await hammer(`${app.url}/api/health`, appPid);
  console.log(`CPU per GET /api/health: app ${(appMs * 1000).toFixed(0)} µs, bare node:http ${(bareMs * 1000).toFixed(0)} µs`);
  console.log(`throughput bound by CPU: app ≈ ${(bareMs / appMs).toFixed(2)} × bare node:http`);
} finally {
  bare.kill();
  await app.stop();
}
