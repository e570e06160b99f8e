// A Facebook Messenger "Download your information" zip (#28), for bench/worlds/import.mjs
// --source messenger: a group conversation of four people (the first fifth of the messages,
// at most 30,000) split into parts of 10,000 messages as Meta does (message_1.json the
// newest, each file newest first), then many two-person chats of 300 messages each between
// the owner and one other person, both with long ASCII names (a real inbox holds thousands
// of chats: what a reader keeps per chat must not keep its file's text alive), written as
// Meta writes it: pretty-printed, every non-ASCII character as its UTF-8 bytes escaped
// `\u00XX`, names with accents, emoji, now and then photos, a video, a voice clip, a
// sticker, a link share, reactions. Besides the n messages (all counted), every 500th
// entry is an extra unsent message or a call (events). Each part is generated while the
// zip is written (one part in memory at a time). Deterministic. Also used by instagram.mjs.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export const label = 'Messenger';
export const fileName = (n) => `facebook-bench-${n}.zip`;

export const PART = 10_000;
const OWNER = 'Alexandra Johnson-Smith';
const GROUP = ['Zoë Brontë', 'Ådne Øvrebø', 'Chloé Dubois', OWNER];
/** Messages in each two-person chat. */
const PER_CHAT = 300;
const partner = (c) => `Participant Number ${String(c).padStart(6, '0')} Johnson-Smith`;
const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua grüße très bien 😂 ❤️ 👍'.split(' ');
const T0 = Date.UTC(2016, 0, 1, 8, 0);

/** A string as Meta writes it: JSON with each non-ASCII character as its UTF-8 bytes, `\u00XX`. */
export const metaString = (s) =>
  JSON.stringify(s).replace(/[^\x20-\x7e]/gu, (ch) =>
    [...Buffer.from(ch, 'utf8')].map((b) => `\\u00${b.toString(16).padStart(2, '0')}`).join(''),
  );

/** A deterministic number in [0, 1) for entry i (any order: parts are written newest first). */
const rand = (i, salt = 0) => {
  let x = (i * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 2246822507) >>> 0;
  x ^= x >>> 13;
  return (x >>> 0) / 4294967296;
};

/** Message i (0 the oldest) of a chat between `people`: its time rises with i. */
function entry(i, media, people) {
  const t = T0 + i * 90_000 + Math.floor(rand(i, 1) * 60_000);
  const who = people[Math.floor(rand(i, 2) * people.length)];
  const words = 3 + Math.floor(rand(i, 3) * 12);
  let text = '';
  for (let w = 0; w < words; w++) text += (w ? ' ' : '') + WORDS[Math.floor(rand(i, 10 + w) * WORDS.length)];
  const lines = [`      "sender_name": ${metaString(who)}`, `      "timestamp_ms": ${t}`];
  const r = rand(i, 4);
  if (r < 0.03) lines.push(`      "photos": [\n        {\n          "uri": "${media}/photos/${1000 + i}_${i}.jpg",\n          "creation_timestamp": ${Math.floor(t / 1000)}\n        }\n      ]`);
  else if (r < 0.035) lines.push(`      "videos": [\n        {\n          "uri": "${media}/videos/${i}.mp4",\n          "creation_timestamp": ${Math.floor(t / 1000)}\n        }\n      ]`);
  else if (r < 0.04) lines.push(`      "audio_files": [\n        {\n          "uri": "${media}/audio/audioclip${i}.mp4",\n          "creation_timestamp": ${Math.floor(t / 1000)}\n        }\n      ]`);
  else if (r < 0.045) lines.push(`      "sticker": {\n        "uri": "messages/stickers_used/${i % 50}.png"\n      }`);
  else if (r < 0.05) lines.push(`      "share": {\n        "link": "https://example.org/article/${i}"\n      }`, `      "content": ${metaString(`${text} https://example.org/article/${i}`)}`);
  else lines.push(`      "content": ${metaString(text)}`);
  if (rand(i, 5) < 0.05) lines.push(`      "reactions": [\n        {\n          "reaction": ${metaString('❤')},\n          "actor": ${metaString(people[(i + 1) % people.length])}\n        }\n      ]`);
  lines.push('      "is_geoblocked_for_viewer": false');
  const out = [`    {\n${lines.join(',\n')}\n    }`];
  // Every 500th message: an event just after it (an unsent message or a call), not counted.
  if (i % 500 === 499) {
    const extra = i % 1000 === 999 ? `"is_unsent": true` : `"content": ${metaString(`${who} started a call.`)},\n      "call_duration": ${Math.floor(rand(i, 6) * 600)}`;
    out.unshift(`    {\n      "sender_name": ${metaString(who)},\n      "timestamp_ms": ${t + 1000},\n      ${extra},\n      "is_geoblocked_for_viewer": false\n    }`);
  }
  return out;
}

/**
 * The text of part k (1 = newest) of a thread holding messages [from, to): `to - from`
 * messages, message_1 the newest PART of them.
 */
async function* part(k, from, to, chat) {
  const { folder, root, people, title } = chat;
  const hi = to - (k - 1) * PART; // exclusive
  const lo = Math.max(from, to - k * PART);
  const media = `${root}/messages/inbox/${folder}`;
  yield `{\n  "participants": [\n${people.map((p) => `    {\n      "name": ${metaString(p)}\n    }`).join(',\n')}\n  ],\n  "messages": [\n`;
  let first = true;
  let chunk = '';
  for (let i = hi - 1; i >= lo; i--) {
    for (const e of entry(i, media, people)) {
      chunk += (first ? '' : ',\n') + e;
      first = false;
    }
    if (chunk.length > 256 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}\n  ],\n  "title": ${metaString(title)},\n  "is_still_participant": true,\n  "thread_path": "inbox/${folder}",\n  "magic_words": [],\n  "image": {\n    "uri": "${media}/photos/group.jpg",\n    "creation_timestamp": 1451635200\n  },\n  "joinable_mode": {\n    "mode": 1,\n    "link": ""\n  }\n}\n`;
}

/** Writes the export zip: `root` is Meta's top folder (your_facebook_activity, your_instagram_activity). */
export async function writeExport(file, n, root) {
  const zip = new yazl.ZipFile();
  // yazl reads one entry's stream at a time, in order: each part is generated when its turn comes.
  const addThread = (from, to, chat) => {
    const parts = Math.max(1, Math.ceil((to - from) / PART));
    for (let k = 1; k <= parts; k++) zip.addReadStream(Readable.from(part(k, from, to, chat)), `${root}/messages/inbox/${chat.folder}/message_${k}.json`);
  };
  const group = Math.min(Math.ceil(n / 5), 30_000);
  addThread(0, group, { folder: 'benchtrip_1234567890123456', root, people: GROUP, title: 'Bench Trip 🏔' });
  for (let from = group, c = 0; from < n; from += PER_CHAT, c++) {
    const other = partner(c);
    const folder = `participantnumber${String(c).padStart(6, '0')}_${7_000_000_000 + c}`;
    addThread(from, Math.min(n, from + PER_CHAT), { folder, root, people: [other, OWNER], title: other });
  }
  zip.addBuffer(Buffer.from('{}'), `${root}/messages/autofill_information.json`);
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file));
}

export const write = (file, n) => writeExport(file, n, 'your_facebook_activity');
