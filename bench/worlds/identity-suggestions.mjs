// Merge suggestions (#27, who is who): times the pure engine (identity/suggest.ts) on
// synthetic people, the issue asks ≤ 1,000 ms for 5,000. The people are drawn so every
// rule has work: phone numbers in three formats, name variants (case, accents, emoji, a
// number added, usernames), first and full names sharing chats, common first names, shared
// emails. Prints the time and how many suggestions of each kind were found.
// --max-ms N: exit 1 when the run takes longer than N ms.
// Usage: node bench/worlds/identity-suggestions.mjs [--people 5000] [--max-ms 1000] [--seed 27]
import { performance } from 'node:perf_hooks';
import { importTs } from '../lib/load-ts.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const count = Number(arg('people', 5_000));
const maxMs = arg('max-ms', undefined) === undefined ? undefined : Number(arg('max-ms'));
let seed = Number(arg('seed', 27)) >>> 0;
/** mulberry32: the same people every run. */
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const { suggestIdentities } = await importTs('src/server/features/worlds/identity/suggest.ts');

const FIRST = ['Maria', 'José', 'Anna', 'Giuseppe', 'Priya', 'Jonas', 'Léa', 'Chen', 'Aisha', 'Tom', 'Sofia', 'Mateo', 'Yuki', 'Omar', 'Emma', 'Lukas'];
const SYLLABLES = ['ro', 'ssi', 'ber', 'ma', 'ki', 'tan', 'lo', 'vic', 'sen', 'da', 'nu', 'zel', 'pa', 'gar', 'fi', 'mon', 'te', 'bo', 'lin', 'ka'];
/** 8,000 surnames of letters only ("Rossiber"). */
const LAST = Array.from({ length: 8000 }, (_, i) => {
  const s = `${SYLLABLES[i % 20]}${SYLLABLES[Math.floor(i / 20) % 20]}${SYLLABLES[Math.floor(i / 400) % 20]}`;
  return s[0].toUpperCase() + s.slice(1);
});
const EMOJI = ['', '', '', ' 🌸', ' 🍕', ' ✨'];

const people = [];
for (let i = 0; i < count; i++) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const roll = random();
  let name;
  if (roll < 0.15) {
    // A phone number, in one of three formats.
    const digits = String(1000000 + Math.floor(random() * 400)).padStart(7, '0');
    name = pick([`+49 170 ${digits}`, `0170 ${digits}`, `0049170${digits}`]);
  } else if (roll < 0.3) name = first; // a first name alone (common: large buckets)
  else if (roll < 0.4) name = `${first.toLowerCase()}_${last.toLowerCase()}`; // a username
  else if (roll < 0.5) name = `${first} ${last}${Math.floor(random() * 3) || ''}`; // "Maria Rossi2"
  else name = `${random() < 0.2 ? first.toUpperCase() : first} ${last}${pick(EMOJI)}`;
  const compact = name.replace(/[\s().-]/g, '');
  const key = /^\+?\d{6,}$/.test(compact) ? `tel:${compact.replace(/^00/, '+')}` : `name:${name}`;
  people.push({
    id: `p${i}`,
    key: `${key}#${i}`,
    keys: [key],
    name,
    chatIds: [`c${Math.floor(random() * 800)}`, `c${Math.floor(random() * 800)}`],
    sources: [random() < 0.7 ? 'whatsapp' : 'telegram'],
    emails: random() < 0.05 ? [`family${Math.floor(random() * 50)}@example.org`] : [],
    messageCount: Math.floor(random() * 500),
    isSelf: i === 0,
  });
}

// One warm-up run (the JIT), then the timed one.
suggestIdentities(people.slice(0, 200), { region: 'DE' });
const t0 = performance.now();
const found = suggestIdentities(people, { region: 'DE' });
const ms = performance.now() - t0;

const kinds = {};
for (const s of found) kinds[s.kind] = (kinds[s.kind] ?? 0) + 1;
console.log(`${count.toLocaleString('en')} people: ${ms.toFixed(0)} ms, ${found.length.toLocaleString('en')} suggestions (${found.filter((s) => s.auto).length} automatic)`);
console.log(`by kind: ${Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (maxMs !== undefined && ms > maxMs) {
  console.error(`slower than --max-ms ${maxMs}`);
  process.exit(1);
}
