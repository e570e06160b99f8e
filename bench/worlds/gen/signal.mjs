// A signal-export chat.md of one group chat (#28), for bench/worlds/import.mjs --source signal:
// laid out as signal-export's models.Message.to_md writes it (2024 and later): a header
// "[YYYY-MM-DD HH:MM:SS] Sender: ", bodies ending in two spaces, a blank line after each
// message, now and then a quote, a multi-line body, reactions, an image, a voice note or a
// PDF attachment, a sticker; and between the n messages a call or a deleted message
// (events). Written streamed, one message at a time: no whole file in memory.
// Deterministic (seeded).
import fs from 'node:fs';
import { once } from 'node:events';

export const label = 'Signal';
// signal-export names the file chat.md inside the chat's folder; a renamed file titles the chat.
export const fileName = (n) => `Signal Bench ${n}.md`;

const AUTHORS = ['Me', 'Alice', 'Bob', 'Chloé Dubois', 'Dmitri', 'Eve', 'Farah', 'Gustav'];
const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua great love terrible happy sad'.split(' ');
// An attachment as signal-export writes it (create.create_message): the name as it is, the
// path with each whitespace as "%20".
const FILES = ['![IMG_2041.jpg](./media/IMG_2041.jpg)  ', '[Voice note.m4a](./media/Voice%20note.m4a)  ', '[notes.pdf](./media/notes.pdf)  '];

export async function write(file, n) {
  const out = fs.createWriteStream(file);
  let t = Date.UTC(2019, 0, 1, 8, 0);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pad = (v) => String(v).padStart(2, '0');
  const stamp = () => {
    const d = new Date(t);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  };
  const words = (k) => Array.from({ length: k }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
  let last = '';
  for (let i = 0; i < n; i++) {
    t += Math.floor(rand() * 20 * 60_000) + 1000;
    const author = AUTHORS[Math.floor(rand() * AUTHORS.length)];
    let entry;
    if (i % 40 === 7) entry = `[${stamp()}] ${author}: \n\n> ${last}\n\n${words(4)}  `;
    else if (i % 50 === 3) entry = `[${stamp()}] ${author}: ${words(6)}\n${words(5)} ${i}  `;
    else if (i % 30 === 11) entry = `[${stamp()}] ${author}: ${i % 60 === 11 ? '' : `${words(3)}  `}${FILES[Math.floor(i / 30) % FILES.length]}`;
    else if (i % 97 === 5) entry = `[${stamp()}] ${author}:   \n(( 😀 ))`;
    else entry = `[${stamp()}] ${author}: ${(last = words(3 + Math.floor(rand() * 12)))}  `;
    if (i % 20 === 9) entry += `\n(- ${AUTHORS[(i + 1) % AUTHORS.length]}: 👍 -)`;
    let chunk = `${entry}\n\n`;
    // Events between the messages: a call now and then, a deleted message more rarely.
    if (i % 200 === 13) chunk += `[${stamp()}] ${author}: Missed voice call  \n\n`;
    if (i % 500 === 17) chunk += `[${stamp()}] ${author}: (This message was deleted)\n\n`;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
