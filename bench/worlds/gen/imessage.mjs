// An imessage-exporter TXT conversation of one group (#28), for bench/worlds/import.mjs
// --source imessage: laid out as its txt exporter writes it: a time stamp line
// ("May 17, 2022  5:29:42 PM", a read receipt now and then), the sender ("Me", a contact, a
// phone number, an email), the text (multi-line now and then), attachment paths, tapbacks,
// threaded replies written twice (indented under the message answered, and where sent),
// edits, a blank line after each message; and between the n messages a rename or an
// unsent message (events). Written streamed, one message at a time: no whole file in
// memory. Deterministic (seeded).
import fs from 'node:fs';
import { once } from 'node:events';

export const label = 'iMessage';
// imessage-exporter names a named group's file "<name> - <chat row id>.txt".
export const fileName = (n) => `Bench Family - ${n}.txt`;

const AUTHORS = ['Me', 'Alice', '+15558675309', 'Chloé Dubois', 'dmitri@icloud.com', 'Eve', 'Farah', 'Gustav'];
const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua great love terrible happy sad'.split(' ');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FILES = ['/Users/me/Library/Messages/Attachments/a1/01/AB12/IMG_2041.HEIC', '/Users/me/Library/Messages/Attachments/b2/02/CD34/Audio Message.caf', '/Users/me/Library/Messages/Attachments/c3/03/EF56/notes.pdf'];

export async function write(file, n) {
  const out = fs.createWriteStream(file);
  let t = Date.UTC(2019, 0, 1, 8, 0);
  let prevT = t;
  let seed = 11;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pad = (v) => String(v).padStart(2, '0');
  const stamp = (ms) => {
    const d = new Date(ms);
    const h = d.getUTCHours() % 12 || 12;
    return `${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())}, ${d.getUTCFullYear()} ${String(h).padStart(2, ' ')}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
  };
  const words = (k) => Array.from({ length: k }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
  for (let i = 0; i < n; i++) {
    t += Math.floor(rand() * 20 * 60_000) + 1000;
    const author = AUTHORS[Math.floor(rand() * AUTHORS.length)];
    const receipt = i % 3 === 1 ? ` (Read by ${author === 'Me' ? 'them' : 'you'} after ${1 + (i % 59)} seconds)` : '';
    const lines = [stamp(t) + receipt, author];
    if (i % 30 === 11) lines.push(FILES[i % FILES.length]);
    else if (i % 45 === 8) lines.push(`${stamp(t)} ${words(3)}`, `Edited 12 seconds later: ${words(4)}`);
    else lines.push(words(3 + Math.floor(rand() * 12)) + (i % 50 === 3 ? `\n${words(5)} ${i}` : ''));
    if (i % 20 === 9) lines.push('Tapbacks:', `    Loved by ${AUTHORS[(i + 1) % AUTHORS.length]}`);
    // A reply (i % 25 === 2) is written under the message it answers and again where sent,
    // both copies alike (same time, sender and text), as the exporter writes them.
    if (i % 25 === 1) lines.push(`    ${stamp(t + 1000)}`, `    ${AUTHORS[(i + 2) % AUTHORS.length]}`, `    reply ${i}`, '');
    if (i % 25 === 2) {
      t = prevT + 1000;
      lines.splice(0, lines.length, stamp(t), AUTHORS[(i + 1) % AUTHORS.length], `reply ${i - 1}`, 'This message responded to an earlier message.');
    }
    prevT = t;
    let chunk = `${lines.join('\n')}\n\n`;
    if (i % 1000 === 500) chunk += `${stamp(t)} You renamed the conversation to Bench ${i}\n\n`;
    if (i % 300 === 17) chunk += `${stamp(t)}\n${author}\n${author === 'Me' ? 'You' : 'They'} unsent this message part!\n\n`;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
