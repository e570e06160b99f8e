import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, ofKind, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { detectImportSource } from './detect-import-source';
import { readLines } from './line-reader';
import { parseRecords } from './parse-records';
import { decodeHead, sniffEncoding } from './text-encoding';
import type { NoteRecord } from './types';
import { ImportFormatError } from './types';

const tmp = tempDir('encoding');
afterAll(() => tmp.remove());
let n = 0;

/** Detects and parses one WhatsApp file written with the given bytes. */
async function importBytes(bytes: Buffer, fileName = 'WhatsApp Chat with José Müller.txt') {
  const file = tmp.write(`${n++}/${fileName}`, bytes);
  const source = await detectImportSource(file, fileName);
  const { records } = await collect(parseRecords(file, { source, fileName }));
  const messages = ofKind(records, 'message').map((m) => [m.author, m.at, m.text]);
  return { source, messages, notes: ofKind(records, 'note').map((r) => r.message), chats: ofKind(records, 'chat') };
}

// A name with é and ü, one in Cyrillic, an emoji (a surrogate pair in UTF-16), a continued line.
const UNICODE_CHAT = [
  '13/01/2021, 10:00 - José Müller: Grüße aus München 🎉',
  '13/01/2021, 10:01 - Иван Петров: Привет, как дела?',
  '13/01/2021, 10:02 - José Müller: ça va 👍🏽',
  'second line',
];
const UNICODE_MESSAGES = [
  ['José Müller', '2021-01-13T10:00:00', 'Grüße aus München 🎉'],
  ['Иван Петров', '2021-01-13T10:01:00', 'Привет, как дела?'],
  ['José Müller', '2021-01-13T10:02:00', 'ça va 👍🏽\nsecond line'],
];

const BOM_8 = Buffer.from([0xef, 0xbb, 0xbf]);
const BOM_16LE = Buffer.from([0xff, 0xfe]);
const BOM_16BE = Buffer.from([0xfe, 0xff]);

describe('WhatsApp exports in every encoding (#28)', () => {
  const cases: Array<[string, Buffer]> = [
    ['UTF-8 without BOM, LF', Buffer.from(UNICODE_CHAT.join('\n') + '\n')],
    ['UTF-8 with BOM, CRLF', Buffer.concat([BOM_8, Buffer.from(UNICODE_CHAT.join('\r\n') + '\r\n')])],
    ['UTF-8, lone CR line ends (old Mac)', Buffer.from(UNICODE_CHAT.join('\r') + '\r')],
    ['UTF-16 LE with BOM, CRLF', Buffer.concat([BOM_16LE, iconv.encode(UNICODE_CHAT.join('\r\n') + '\r\n', 'utf-16le')])],
    ['UTF-16 BE with BOM', Buffer.concat([BOM_16BE, iconv.encode(UNICODE_CHAT.join('\n') + '\n', 'utf-16be')])],
    ['UTF-16 LE without BOM', iconv.encode(UNICODE_CHAT.join('\r\n'), 'utf-16le')],
    ['UTF-16 BE without BOM', iconv.encode(UNICODE_CHAT.join('\n') + '\n', 'utf-16be')],
  ];
  for (const [name, bytes] of cases) {
    it(`${name}: detected as WhatsApp, the same messages, no note`, async () => {
      const { source, messages, notes, chats } = await importBytes(bytes);
      expect(source).toBe('whatsapp');
      expect(messages).toEqual(UNICODE_MESSAGES);
      expect(notes).toEqual([]);
      expect(chats.map((c) => c.title)).toEqual(['José Müller']);
    });
  }

  it('a UTF-16 chat inside a zip (_chat.txt) is detected and read', async () => {
    const zip = await zipOf([{ name: '_chat.txt', data: Buffer.concat([BOM_16LE, iconv.encode(UNICODE_CHAT.join('\r\n'), 'utf-16le')]) }]);
    const { source, messages } = await importBytes(zip, 'WhatsApp Chat - José Müller.zip');
    expect(source).toBe('whatsapp');
    expect(messages).toEqual(UNICODE_MESSAGES);
  });

  it('Windows-1252 (Latin-1) is told by chardet, read exactly, and the guess is noted', async () => {
    const chat = ['13/01/2021, 10:00 - José Müller: Grüße aus München – 5 €', '13/01/2021, 10:01 - Zoë: ça va? très bien, merci', ''].join('\r\n');
    const { source, messages, notes } = await importBytes(iconv.encode(chat, 'windows-1252'));
    expect(source).toBe('whatsapp');
    expect(messages).toEqual([
      ['José Müller', '2021-01-13T10:00:00', 'Grüße aus München – 5 €'],
      ['Zoë', '2021-01-13T10:01:00', 'ça va? très bien, merci'],
    ]);
    expect(notes).toEqual(['The file is not UTF-8: it was read as Windows-1252, the encoding its bytes suggest']);
  });

  it('Windows-1251 (Cyrillic) is told by chardet and read exactly', async () => {
    const chat = ['13/01/2021, 10:00 - Иван Петров: Привет, как дела? Всё хорошо, спасибо', '13/01/2021, 10:01 - Мария: Отлично! Увидимся завтра в школе', ''].join('\n');
    const { source, messages, notes } = await importBytes(iconv.encode(chat, 'windows-1251'), 'WhatsApp Chat with Мария.txt');
    expect(source).toBe('whatsapp');
    expect(messages).toEqual([
      ['Иван Петров', '2021-01-13T10:00:00', 'Привет, как дела? Всё хорошо, спасибо'],
      ['Мария', '2021-01-13T10:01:00', 'Отлично! Увидимся завтра в школе'],
    ]);
    expect(notes).toEqual(['The file is not UTF-8: it was read as Windows-1251, the encoding its bytes suggest']);
  });

  it('a cut emoji in a UTF-8 chat is kept as U+FFFD, with a note naming its lines', async () => {
    const emoji = Buffer.from('🎉');
    const bytes = Buffer.concat([
      Buffer.from('13/01/2021, 10:00 - José Müller: Grüße 🎉\n13/01/2021, 10:01 - Zoë: cut '),
      emoji.subarray(0, 3),
      Buffer.from('\nand on\n13/01/2021, 10:02 - Zoë: again '),
      emoji.subarray(0, 2),
      Buffer.from(' end\n13/01/2021, 10:03 - José Müller: at the end '),
      emoji.subarray(0, 3),
    ]);
    const { source, messages, notes } = await importBytes(bytes);
    expect(source).toBe('whatsapp');
    expect(messages).toEqual([
      ['José Müller', '2021-01-13T10:00:00', 'Grüße 🎉'],
      ['Zoë', '2021-01-13T10:01:00', 'cut \uFFFD\nand on'],
      ['Zoë', '2021-01-13T10:02:00', 'again \uFFFD end'],
      ['José Müller', '2021-01-13T10:03:00', 'at the end \uFFFD'],
    ]);
    expect(notes).toEqual(["3 lines held bytes that are not text in the file's encoding, UTF-8 (lines 2–5); they were kept with � in their place"]);
  });

  // iPhone layout; the chat's text in a script far from ASCII: few zero bytes (the headers' digits, brackets, colons, breaks).
  const CJK_THAI: Array<[string, string, string]> = [
    ['Chinese', '李华', '今天天气很好我们晚上一起去公园散步吧然后去吃饭看电影你觉得怎么样呢我觉得不错我们就这么定了吧明天见最后一次'],
    ['Thai', 'สมชาย', 'สวัสดีครับวันนี้อากาศดีมากเราไปเดินเล่นที่สวนสาธารณะกันไหมแล้วไปกินข้าวและดูหนังกันนะครับพรุ่งนี้เจอกัน'],
  ];
  for (const [script, author, text] of CJK_THAI) {
    for (const name of ['utf-16le', 'utf-16be'] as const) {
      it(`${script} in ${name.toUpperCase()} without BOM: detected as WhatsApp and read exactly`, async () => {
        const lines = Array.from({ length: 50 }, (_, i) => `[12.06.20, 10:${String(i).padStart(2, '0')}:00] ${author}: ${text}`);
        const bytes = iconv.encode(lines.join('\n') + '\n', name);
        expect(sniffEncoding(bytes)).toEqual({ name, bom: 0, how: 'pattern' });
        const { source, messages } = await importBytes(bytes, 'WhatsApp Chat - 李华.txt');
        expect(source).toBe('whatsapp');
        expect(messages).toEqual(lines.map((_, i) => [author, `2020-06-12T10:${String(i).padStart(2, '0')}:00`, text]));
      });
    }
  }

  it('binary data with zeros in one byte position (16-bit numbers) is not taken for UTF-16', async () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    // Little-endian 16-bit samples, small ones often (a high byte of 0), a 0x0A low byte now and then.
    const samples = Buffer.alloc(8192);
    for (let i = 0; i < samples.length; i += 2) samples.writeUInt16LE(next() < 0.3 ? Math.floor(next() * 256) : Math.floor(next() * 65536), i);
    expect(sniffEncoding(samples).how).not.toBe('pattern');
    const file = tmp.write('samples.txt', samples);
    await expect(detectImportSource(file, 'samples.txt')).rejects.toThrow(/is binary data, not text/);
  });

  it('a binary file is still refused: by detection, and by the parser naming the line', async () => {
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const file = tmp.write('blob.txt', binary);
    await expect(detectImportSource(file, 'blob.txt')).rejects.toThrow(/"blob.txt" is binary data, not text\. Mnemo reads a WhatsApp chat export/);
    const chat = Buffer.concat([Buffer.from('13/01/2021, 10:00 - Zoë: hi\n'), binary]);
    const error = await collect(parseRecords(tmp.write('chat-blob.txt', chat), { source: 'whatsapp', fileName: 'chat.txt' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toMatch(/binary data, not text \(line \d+\)/);
  });
});

/** Chunks of `size` bytes, as a stream would hand them over. */
async function* chunksOf(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function allLines(bytes: Buffer, size: number, onNote?: (note: NoteRecord) => void) {
  const out: string[] = [];
  for await (const lines of readLines(chunksOf(bytes, size), { onNote })) out.push(...lines);
  return out;
}

describe('readLines over any chunking', () => {
  // Past the 64 KB the encoding is told from, so later chunks are decoded one by one.
  const lines = Array.from({ length: 3000 }, (_, i) => `${i} José 🎉 Иван ${'x'.repeat(i % 40)}`);

  it('UTF-8 and UTF-16 LE/BE, LF/CRLF/CR, cut anywhere (inside characters, surrogate pairs and CRLF): the same lines', async () => {
    const encodings: Array<[string, (s: string) => Buffer]> = [
      ['utf-8', (s) => Buffer.from(s)],
      ['utf-16le', (s) => Buffer.concat([BOM_16LE, iconv.encode(s, 'utf-16le')])],
      ['utf-16be', (s) => iconv.encode(s, 'utf-16be')],
    ];
    for (const [name, encode] of encodings) {
      for (const eol of ['\n', '\r\n', '\r']) {
        const bytes = encode(lines.join(eol) + eol);
        for (const size of [1021, 4093, 65_537]) expect([name, eol, size, await allLines(bytes, size)]).toEqual([name, eol, size, lines]);
      }
    }
  });

  it('a file that is ASCII for its first 64 KB is read in the encoding its later bytes show (Windows-1252 here), noted', async () => {
    const ascii = Array.from({ length: 3000 }, (_, i) => `${i} plain ascii line ${'x'.repeat(i % 40)}`);
    const later = ['José Müller: Grüße aus München – 5 €', 'Zoë: ça va? très bien'];
    const bytes = iconv.encode([...ascii, ...later].join('\r\n') + '\r\n', 'windows-1252');
    const notes: NoteRecord[] = [];
    expect(await allLines(bytes, 70_001, (note) => notes.push(note))).toEqual([...ascii, ...later]);
    expect(notes.map((x) => x.message)).toEqual(['The file is not UTF-8: it was read as Windows-1252, the encoding its bytes suggest']);
    // The same file in UTF-8 stays UTF-8, without a note.
    const utf8: NoteRecord[] = [];
    expect(await allLines(Buffer.from([...ascii, ...later].join('\n')), 70_001, (note) => utf8.push(note))).toEqual([...ascii, ...later]);
    expect(utf8).toEqual([]);
  });

  it('one stray byte in an ASCII start does not make a UTF-8 file Windows-1252: it is one U+FFFD, noted; the UTF-8 after it reads exactly', async () => {
    const utf8 = Array.from({ length: 20 }, (_, i) => `${i} Grüße aus München 😀 déjà vu`);
    // The stray byte in the first 64 KB (the sniffed head), and past it (the first 64 KB all ASCII).
    for (const before of [1000, 3000]) {
      const ascii = (n: number, from: number) => Array.from({ length: n }, (_, i) => `${from + i} plain ascii line ${'x'.repeat(i % 40)}`);
      const bytes = Buffer.concat([
        Buffer.from(ascii(before, 0).join('\n') + '\ncaf'),
        Buffer.from([0xe9]),
        Buffer.from(' (pasted)\n' + ascii(30_000, before).join('\n') + '\n' + utf8.join('\n') + '\n'),
      ]);
      const notes: NoteRecord[] = [];
      const read = await allLines(bytes, 65_536, (note) => notes.push(note));
      expect(read[before]).toBe('caf\uFFFD (pasted)');
      expect(read.slice(-20)).toEqual(utf8);
      expect(notes.map((x) => x.message)).toEqual([`1 line held bytes that are not text in the file's encoding, UTF-8 (line ${before + 1}); it was kept with � in their place`]);
    }
  });

  it('an ASCII start, then Windows-1252 with a few accents far apart: read as Windows-1252 once the bytes show it', async () => {
    const ascii = Array.from({ length: 3000 }, (_, i) => `${i} plain ascii line ${'x'.repeat(i % 40)}`);
    // One accented line (2 stray bytes) per 4,000 lines (≈ 110 KB): each 64 KB look-ahead sees one line's.
    const lines = Array.from({ length: 20_000 }, (_, i) => (i % 4000 === 0 ? `${i} Zoë says héllo` : `${i} plain ${'y'.repeat(i % 40)}`));
    const bytes = iconv.encode([...ascii, ...lines].join('\n') + '\n', 'windows-1252');
    const notes: NoteRecord[] = [];
    const read = await allLines(bytes, 65_536, (note) => notes.push(note));
    // Until STRAY_EVIDENCE stray bytes are seen they read as U+FFFD; the rest as Windows-1252.
    expect(read.slice(3000).filter((l) => l.includes('says'))).toEqual(['0 Zo\uFFFD says h\uFFFDllo', '4000 Zoë says héllo', '8000 Zoë says héllo', '12000 Zoë says héllo', '16000 Zoë says héllo']);
    expect(notes.map((x) => x.message)).toEqual(expect.arrayContaining(['The file is not UTF-8: it was read as Windows-1252, the encoding its bytes suggest']));
  });

  it('a bad byte past the sniffed head is noted with its line, across chunk cuts', async () => {
    const bytes = Buffer.concat([Buffer.from(lines.join('\n') + '\n'), Buffer.from('last '), Buffer.from([0xff]), Buffer.from(' line\n')]);
    const notes: NoteRecord[] = [];
    const read = await allLines(bytes, 1021, (note) => notes.push(note));
    expect(read.slice(-1)).toEqual(['last \uFFFD line']);
    expect(notes.map((x) => x.message)).toEqual(["1 line held bytes that are not text in the file's encoding, UTF-8 (line 3001); it was kept with � in their place"]);
  });

  it('random bytes in random chunks: never a crash; valid UTF-8 reads as TextDecoder and a regex split read it', async () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pieces = [Buffer.from('a'), Buffer.from('é'), Buffer.from('🎉'), Buffer.from('Я'), Buffer.from('\n'), Buffer.from('\r'), Buffer.from([0xff]), Buffer.from([0xc3]), Buffer.from([0x9f])];
    for (let i = 0; i < 2000; i++) {
      const bytes = Buffer.concat(Array.from({ length: Math.floor(next() * 40) }, () => pieces[Math.floor(next() * pieces.length)]!));
      const read = await allLines(bytes, 1 + Math.floor(next() * 7));
      const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
      let valid = true;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        valid = false;
      }
      const split = (t: string) => {
        const out = t.split(/\r\n|\r|\n/);
        if (out[out.length - 1] === '') out.pop();
        return out;
      };
      const expected = split(text);
      if (valid) expect([bytes.toString('hex'), read]).toEqual([bytes.toString('hex'), expected]);
      else {
        // Not UTF-8: read as UTF-8 with U+FFFD where the Encoding Standard puts them, or as the code page chardet names.
        const { name } = sniffEncoding(bytes);
        expect([bytes.toString('hex'), read]).toEqual([bytes.toString('hex'), name === 'utf-8' ? expected : split(iconv.decode(bytes, name))]);
      }
    }
  });

  it('readLines(chunks, onBytes) still counts bytes; a blank last line and a missing last break read as before', async () => {
    let bytes = 0;
    const out: string[] = [];
    for await (const l of readLines(chunksOf(Buffer.from('a\r\n\r\nb'), 2), (b) => (bytes += b))) out.push(...l);
    expect(out).toEqual(['a', '', 'b']);
    expect(bytes).toBe(6);
  });
});

describe('sniffEncoding', () => {
  it('BOMs, UTF-16 by its zero bytes, UTF-8 (also with a cut character), code pages by chardet', () => {
    expect(sniffEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ name: 'utf-8', bom: 3, how: 'bom' });
    expect(sniffEncoding(Buffer.from([0xff, 0xfe, 0x61, 0]))).toEqual({ name: 'utf-16le', bom: 2, how: 'bom' });
    expect(sniffEncoding(Buffer.from([0xfe, 0xff, 0, 0x61]))).toEqual({ name: 'utf-16be', bom: 2, how: 'bom' });
    expect(sniffEncoding(iconv.encode('12/01/2021, Иван', 'utf-16le')).name).toBe('utf-16le');
    expect(sniffEncoding(Buffer.from('plain ascii')).name).toBe('utf-8');
    expect(sniffEncoding(Buffer.concat([Buffer.from('cut '), Buffer.from('🎉').subarray(0, 3), Buffer.from(' here')])).name).toBe('utf-8');
    expect(sniffEncoding(iconv.encode('Grüße aus München, schön und süß', 'latin1'))).toEqual({ name: 'windows-1252', bom: 0, how: 'guess' });
  });

  it('decodeHead leaves out a character cut at the end of the head', () => {
    expect(decodeHead(Buffer.concat([Buffer.from('ok 🎉 '), Buffer.from('🎉').subarray(0, 2)]))).toBe('ok 🎉 ');
    expect(decodeHead(Buffer.concat([BOM_16LE, iconv.encode('ok 🎉', 'utf-16le').subarray(0, 7)]))).toBe('ok ');
  });
});
