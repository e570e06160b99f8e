// A DiscordChatExporter JSON export of one server channel (#28), for bench/worlds/import.mjs
// --source discord: 8 authors (one a bot, one without a nickname, new and old usernames),
// messages laid out as JsonMessageWriter.cs writes them (indented, every key), with replies,
// now and then an attachment (image, video, voice message, PDF), a sticker, reactions, an
// embed, a multi-line message, and a member joining or a pinned message (events). Written
// streamed, one message at a time: no whole file in memory. Deterministic (seeded).
import fs from 'node:fs';
import { once } from 'node:events';

export const label = 'Discord';
export const fileName = (n) => `Bench Guild - general [${n}].json`;

const AUTHORS = [
  { id: '100000000000000001', name: 'alice', discriminator: '0000', nickname: 'Alice' },
  { id: '100000000000000002', name: 'bob', discriminator: '4242', nickname: 'Bobby' },
  { id: '100000000000000003', name: 'chloe.d', discriminator: '0000', nickname: 'Chloé Dubois' },
  { id: '100000000000000004', name: 'dmitri', discriminator: '0000', nickname: 'Дмитрий' },
  { id: '100000000000000005', name: 'eve', discriminator: '0000', nickname: null },
  { id: '100000000000000006', name: 'farah_k', discriminator: '0000', nickname: 'Farah' },
  { id: '100000000000000007', name: 'gustav', discriminator: '1337', nickname: 'Gus' },
  { id: '100000000000000008', name: 'Helper', discriminator: '0001', nickname: 'Helper', isBot: true },
];
const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua great love terrible happy sad gg wp lol raid tonight patch notes'.split(
    ' ',
  );
const FILES = ['screenshot.png', 'IMG_2041.jpg', 'clip.mp4', 'voice-message.ogg', 'notes.pdf'];
const GUILD_ID = '900000000000000000';
const CHANNEL_ID = '900000000000000001';

const q = (s) => JSON.stringify(s);
const user = (a, indent) => {
  const p = ' '.repeat(indent);
  return `{
${p}  "id": ${q(a.id)},
${p}  "name": ${q(a.name)},
${p}  "discriminator": ${q(a.discriminator)},
${p}  "nickname": ${q(a.nickname ?? a.name)},
${p}  "color": ${a.isBot ? '"#5865F2"' : 'null'},
${p}  "isBot": ${a.isBot ? 'true' : 'false'},
${p}  "roles": [],
${p}  "avatarUrl": "https://cdn.discordapp.com/avatars/${a.id}/a1b2c3d4e5f6.png?size=512"
${p}}`;
};

export async function write(file, n) {
  const out = fs.createWriteStream(file);
  const put = async (s) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (list) => list[Math.floor(rand() * list.length)];
  let t = Date.UTC(2019, 0, 1, 8, 0);
  let id = 1_000_000_000_000_000n;

  await put(`{
  "guild": {
    "id": "${GUILD_ID}",
    "name": "Bench Guild",
    "iconUrl": "https://cdn.discordapp.com/icons/${GUILD_ID}/abc.png?size=512"
  },
  "channel": {
    "id": "${CHANNEL_ID}",
    "type": "GuildTextChat",
    "categoryId": "900000000000000002",
    "category": "Text Channels",
    "name": "general",
    "topic": "Anything goes"
  },
  "dateRange": {
    "after": null,
    "before": null
  },
  "exportedAt": "2025-01-01T00:00:00.000+00:00",
  "messages": [`);
  for (let i = 0; i < n; i++) {
    t += Math.floor(rand() * 20 * 60_000) + 1_000;
    id += BigInt(1 + Math.floor(rand() * 1000));
    const author = pick(AUTHORS);
    const words = Array.from({ length: 3 + Math.floor(rand() * 12) }, () => pick(WORDS)).join(' ');
    const roll = rand();
    // 1 in 200 entries is a notice (a member joining, a pinned message): an event.
    const type = roll < 0.003 ? 'GuildMemberJoin' : roll < 0.005 ? 'ChannelPinnedMessage' : roll < 0.1 ? 'Reply' : 'Default';
    const content = type === 'GuildMemberJoin' ? 'Joined the server.' : type === 'ChannelPinnedMessage' ? 'Pinned a message.' : i % 50 === 0 ? `${words}\nand a second line ${i}` : words;
    const file = rand() < 0.04 ? pick(FILES) : undefined;
    const attachments = file
      ? `[
        {
          "id": "${id + 1n}",
          "url": "https://cdn.discordapp.com/attachments/${CHANNEL_ID}/${id + 1n}/${file}",
          "fileName": "${file}",
          "fileSizeBytes": ${10_000 + Math.floor(rand() * 5_000_000)}
        }
      ]`
      : '[]';
    const stickers =
      rand() < 0.01
        ? `[
        {
          "id": "749054660769218631",
          "name": "Wave",
          "format": "Lottie",
          "sourceUrl": "https://cdn.discordapp.com/stickers/749054660769218631.json"
        }
      ]`
        : '[]';
    const reactions =
      rand() < 0.05
        ? `[
        {
          "emoji": {
            "id": "",
            "name": "👍",
            "code": "thumbsup",
            "isAnimated": false,
            "imageUrl": "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/1f44d.svg"
          },
          "count": ${1 + Math.floor(rand() * 5)},
          "users": []
        }
      ]`
        : '[]';
    const embeds =
      author.isBot && rand() < 0.5
        ? `[
        {
          "title": "Daily stats",
          "url": null,
          "timestamp": null,
          "description": "${words}",
          "color": "#5865F2",
          "images": [],
          "fields": [],
          "inlineEmojis": []
        }
      ]`
        : '[]';
    const reference =
      type === 'Reply'
        ? `,
      "reference": {
        "type": "Default",
        "messageId": "${id - 5n}",
        "channelId": "${CHANNEL_ID}",
        "guildId": "${GUILD_ID}"
      }`
        : '';
    await put(`${i ? ',' : ''}
    {
      "id": "${id}",
      "type": "${type}",
      "timestamp": "${new Date(t).toISOString().replace('Z', '+00:00')}",
      "timestampEdited": ${rand() < 0.03 ? `"${new Date(t + 60_000).toISOString().replace('Z', '+00:00')}"` : 'null'},
      "callEndedTimestamp": null,
      "isPinned": false,
      "content": ${q(embeds !== '[]' ? '' : content)},
      "author": ${user(author, 6)},
      "attachments": ${attachments},
      "embeds": ${embeds},
      "stickers": ${stickers},
      "reactions": ${reactions},
      "mentions": []${reference},
      "inlineEmojis": []
    }`);
  }
  await put(`
  ],
  "messageCount": ${n}
}
`);
  out.end();
  await once(out, 'finish');
}
