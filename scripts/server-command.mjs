// The server's command line, read from package.json's `start` script, so that tests,
// benchmarks and `npm run dev` start `dist/server/main.js` with the same node flags as
// `npm start` (ADR 043: `--max-semi-space-size`, which V8 reads before any code runs).
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** `npm start`'s arguments after `node`, e.g. `['--max-semi-space-size=4', 'dist/server/main.js']`. */
export function serverArgs() {
  const words = pkg.scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/main.js') throw new Error(`package.json's start script is not "node [flags] dist/server/main.js": ${pkg.scripts.start}`);
  return words.slice(1);
}

/** The node flags `npm start` gives the server. */
export function serverNodeFlags() {
  return serverArgs().slice(0, -1);
}
