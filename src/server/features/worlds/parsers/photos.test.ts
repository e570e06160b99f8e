import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, heicWithExif, ofKind, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { detectImportSource } from './detect-import-source';
import { parseRecords } from './parse-records';
import { matchSidecars, sidecarNames } from './photos';
import type { PhotoRecord } from './types';
import { ImportFormatError } from './types';

const tmp = tempDir('photos');
afterAll(() => tmp.remove());

const gps = { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'W', GPSLongitude: '2/1 21/1 0/1' };

function image(width: number, height: number, exif?: Record<string, Record<string, string>>) {
  const s = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return exif ? s.withExif(exif) : s;
}

async function parseOne(name: string, bytes: Buffer) {
  const file = tmp.write(name, bytes);
  expect(await detectImportSource(file, name)).toBe('photos');
  const { records } = await collect(parseRecords(file, { source: 'photos', fileName: name }));
  const photos = ofKind(records, 'photo');
  expect(photos).toHaveLength(1);
  return photos[0]!;
}

async function thumbnailOf(photo: PhotoRecord) {
  const meta = await sharp(Buffer.from(photo.thumbnail!)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('photos', () => {
  it('JPEG: taken-at with its offset, GPS, size, sha256 of the bytes and a 256 px JPEG thumbnail', async () => {
    const bytes = await image(800, 600, { IFD2: { DateTimeOriginal: '2021:06:05 14:03:02', OffsetTimeOriginal: '+02:00' }, IFD3: gps }).jpeg().toBuffer();
    const photo = await parseOne('IMG_0001.JPG', bytes);
    expect(photo).toMatchObject({ fileName: 'IMG_0001.JPG', mime: 'image/jpeg', bytes: bytes.length, takenAt: '2021-06-05T14:03:02+02:00', width: 800, height: 600 });
    expect(photo.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(photo.lat).toBeCloseTo(48.856667, 5);
    expect(photo.lon).toBeCloseTo(-2.35, 5);
    expect(await thumbnailOf(photo)).toEqual({ format: 'jpeg', width: 256, height: 192 });
  });

  it('a portrait JPEG (EXIF orientation 6) reports upright size and an upright thumbnail', async () => {
    const bytes = await image(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await parseOne('portrait.jpg', bytes);
    expect([photo.width, photo.height]).toEqual([300, 400]);
    expect(await thumbnailOf(photo)).toEqual({ format: 'jpeg', width: 192, height: 256 });
    expect(photo.takenAt).toBeUndefined();
  });

  it('PNG with an EXIF time and no offset gives local time; a small image is not enlarged', async () => {
    const photo = await parseOne('screen.png', await image(120, 80, { IFD2: { DateTimeOriginal: '2020:01:02 03:04:05' } }).png().toBuffer());
    expect(photo).toMatchObject({ mime: 'image/png', takenAt: '2020-01-02T03:04:05', width: 120, height: 80 });
    expect(photo.lat).toBeUndefined();
    expect(await thumbnailOf(photo)).toEqual({ format: 'jpeg', width: 120, height: 80 });
  });

  it('WebP: EXIF read through sharp’s metadata (exifr has no WebP reader)', async () => {
    const photo = await parseOne('sticker.webp', await image(300, 300, { IFD2: { DateTimeOriginal: '2019:12:31 23:59:58' }, IFD3: gps }).webp().toBuffer());
    expect(photo).toMatchObject({ mime: 'image/webp', takenAt: '2019-12-31T23:59:58' });
    expect(photo.lat).toBeCloseTo(48.856667, 5);
    expect(await thumbnailOf(photo)).toEqual({ format: 'jpeg', width: 256, height: 256 });
  });

  it('HEIC that cannot be decoded here still counts, with EXIF time and GPS and no thumbnail', async () => {
    const exif = (await sharp(await image(8, 8, { IFD2: { DateTimeOriginal: '2022:07:08 09:10:11', OffsetTimeOriginal: '-05:00' }, IFD3: gps }).jpeg().toBuffer()).metadata()).exif!;
    const bytes = heicWithExif(exif);
    const photo = await parseOne('IMG_1234.HEIC', bytes);
    expect(photo).toMatchObject({ mime: 'image/heic', bytes: bytes.length, takenAt: '2022-07-08T09:10:11-05:00' });
    expect(photo.lat).toBeCloseTo(48.856667, 5);
    expect(photo.thumbnail).toBeUndefined();
    expect(photo.width).toBeUndefined();
  });

  it('a zip of photos: every photo in order, duplicates share a hash, other files skipped with a note, progress in entries', async () => {
    const a = await image(640, 480, { IFD2: { DateTimeOriginal: '2021:01:01 10:00:00' } }).jpeg().toBuffer();
    const b = await image(500, 500).png().toBuffer();
    const entries = [
      { name: 'trip/a.jpg', data: a },
      { name: 'trip/b.png', data: b },
      { name: 'trip/copy-of-a.jpg', data: a, store: true },
      { name: 'trip/notes.txt', data: 'not a photo' },
      { name: '__MACOSX/trip/._a.jpg', data: 'resource fork' },
      ...Array.from({ length: 30 }, (_, i) => ({ name: `more/${i}.jpg`, data: a })),
    ];
    const file = tmp.write('photos.zip', await zipOf(entries));
    expect(await detectImportSource(file, 'photos.zip')).toBe('photos');
    const { records, batches } = await collect(parseRecords(file, { source: 'photos', fileName: 'photos.zip' }));
    const photos = ofKind(records, 'photo');
    expect(photos.map((p) => p.fileName).slice(0, 3)).toEqual(['trip/a.jpg', 'trip/b.png', 'trip/copy-of-a.jpg']);
    expect(photos).toHaveLength(33);
    expect(photos[2]!.sha256).toBe(photos[0]!.sha256);
    expect(photos[1]!.sha256).not.toBe(photos[0]!.sha256);
    expect(photos.every((p) => p.thumbnail)).toBe(true);
    expect(ofKind(records, 'note')).toEqual([{ kind: 'note', message: '1 file(s) in the archive are not photos and were skipped: trip/notes.txt' }]);
    expect(batches.length).toBeGreaterThan(1);
    // Files named as photos are read first, the others (here the text file) after them.
    expect(batches[0]!.progress).toEqual({ done: 25, total: 34, unit: 'entries' });
    expect(batches[0]!.expected).toEqual({ photos: 34 });
  });

  it('Google Photos Takeout: the JSON sidecar gives time and place where EXIF has none, and is not counted as a skipped file', async () => {
    const bare = await image(320, 240).jpeg().toBuffer();
    const withExif = await image(320, 240, { IFD2: { DateTimeOriginal: '2021:01:01 10:00:00' }, IFD3: gps }).jpeg().toBuffer();
    const sidecar = (seconds: number, lat: number, lon: number) =>
      JSON.stringify({ title: 'x', photoTakenTime: { timestamp: String(seconds), formatted: '…' }, geoData: { latitude: lat, longitude: lon, altitude: 0 } });
    const file = tmp.write(
      'takeout-photos.zip',
      await zipOf([
        { name: 'Takeout/Google Photos/Trip/IMG_1.JPG', data: bare },
        { name: 'Takeout/Google Photos/Trip/IMG_1.JPG.json', data: sidecar(1_600_000_000, 41.9028, 12.4964) },
        { name: 'Takeout/Google Photos/Trip/IMG_2.jpg', data: withExif },
        { name: 'Takeout/Google Photos/Trip/IMG_2.jpg.supplemental-metadata.json', data: sidecar(1_500_000_000, 1, 1) },
        { name: 'Takeout/Google Photos/Trip/IMG_3.jpg', data: bare },
        { name: 'Takeout/Google Photos/Trip/IMG_3.jpg.json', data: sidecar(1_400_000_000, 0, 0) },
        { name: 'Takeout/Google Photos/Trip/metadata.json', data: '{"title":"Trip"}' },
      ]),
    );
    expect(await detectImportSource(file, 'takeout-photos.zip')).toBe('photos');
    const { records } = await collect(parseRecords(file, { source: 'photos', fileName: 'takeout-photos.zip' }));
    expect(ofKind(records, 'photo').map((p) => [p.fileName.replace(/^.*\//, ''), p.takenAt, p.lat, p.lon])).toEqual([
      ['IMG_1.JPG', '2020-09-13T12:26:40Z', 41.9028, 12.4964],
      ['IMG_2.jpg', '2021-01-01T10:00:00', expect.closeTo(48.856667, 5), expect.closeTo(-2.35, 5)],
      ['IMG_3.jpg', '2014-05-13T16:53:20Z', undefined, undefined],
    ]);
    expect(ofKind(records, 'note')).toEqual([{ kind: 'note', message: '1 file(s) in the archive are not photos and were skipped: Takeout/Google Photos/Trip/metadata.json' }]);
  });

  it('a single file that is not a photo fails naming the expected formats', async () => {
    const file = tmp.write('x.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    const error = await collect(parseRecords(file, { source: 'photos', fileName: 'x.gif' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toMatch(/expected JPEG, PNG, HEIC or WebP/);
  });

  it('a photo over the per-photo cap is skipped with a note naming it and the cap; the rest of the zip is imported (#25)', async () => {
    const small = await image(64, 48).jpeg().toBuffer();
    const big = await image(1200, 900).jpeg({ quality: 100 }).toBuffer();
    const cap = small.length + 1000;
    expect(big.length).toBeGreaterThan(cap);
    const file = tmp.write('capped.zip', await zipOf([{ name: 'big.jpg', data: big }, { name: 'small.jpg', data: small }, { name: 'big-no-name', data: big }]));
    const { records } = await collect(parseRecords(file, { source: 'photos', fileName: 'capped.zip', photoMaxBytes: cap }));
    expect(ofKind(records, 'photo').map((p) => p.fileName)).toEqual(['small.jpg']);
    const mb = `${Math.round((cap / 1024 ** 2) * 10) / 10} MB`;
    expect(ofKind(records, 'note').map((n) => n.message)).toEqual([
      `2 photo(s) larger than ${mb} (the largest photo this server reads) were skipped: big.jpg, big-no-name`,
    ]);
  });

  it('a single photo over the per-photo cap fails naming the file and the cap (#25)', async () => {
    const noisy = sharp({ create: { width: 600, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } });
    const bytes = await noisy.jpeg({ quality: 100 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(0.1 * 1024 ** 2);
    const file = tmp.write('huge.jpg', bytes);
    const error = await collect(parseRecords(file, { source: 'photos', fileName: 'huge.jpg', photoMaxBytes: 0.1 * 1024 ** 2 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toBe('"huge.jpg" is larger than 0.1 MB, the largest photo this server reads');
  });
  it('Google Photos Takeout sidecar names: (1) counters, 51-character cap, -edited copies, supplemental-metadata; people tags; geoDataExif when geoData is 0,0', async () => {
    const bare = await image(64, 48).jpeg().toBuffer();
    // Different bytes per photo, so none is a duplicate of another.
    const photo = (n: number) => image(64 + n, 48).jpeg().toBuffer();
    const sidecar = (seconds: number, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ title: 'Beach day.jpg', photoTakenTime: { timestamp: String(seconds) }, geoData: { latitude: 0, longitude: 0 }, ...extra });
    const dir = 'Takeout/Google Photos/Photos from 2023/';
    const long = 'PXL_20230615_123456789.PORTRAIT.ORIGINAL_long_name.jpg';
    const longSupplemental = 'IMG_20240101_101010123.jpg';
    expect(`${long}.json`.length).toBeGreaterThan(51);
    const file = tmp.write(
      'takeout-names.zip',
      await zipOf([
        { name: `${dir}IMG_1234.jpg`, data: bare },
        { name: `${dir}IMG_1234.jpg.json`, data: sidecar(1_600_000_000, { people: [{ name: 'Ann' }, { name: ' Bob ' }, { name: 'Ann' }, {}] }) },
        { name: `${dir}IMG_1234(1).jpg`, data: await photo(1) },
        { name: `${dir}IMG_1234.jpg(1).json`, data: sidecar(1_600_000_100, { geoDataExif: { latitude: 35.0116, longitude: 135.7681 } }) },
        { name: `${dir}IMG_1234-edited.jpg`, data: await photo(2) },
        { name: `${dir}${long}`, data: await photo(3) },
        { name: `${dir}${long.slice(0, 46)}.json`, data: sidecar(1_600_000_200) },
        { name: `${dir}${longSupplemental}`, data: await photo(4) },
        { name: `${dir}${`${longSupplemental}.supplemental-metadata`.slice(0, 46)}.json`, data: sidecar(1_600_000_300) },
        { name: `${dir}IMG_7(2).png`, data: await image(30, 30).png().toBuffer() },
        { name: `${dir}IMG_7.png.supplemental-metadata(2).json`, data: sidecar(1_600_000_400) },
        // Title and file name differ: Takeout cut the photo's name and the sidecar's (from the title) differently.
        { name: `${dir}Screenshot_20190625-224123_Samsung Experien.jpg`, data: await photo(5) },
        { name: `${dir}Screenshot_20190625-224123_Samsung Experience.jp.json`, data: sidecar(1_600_000_500, { title: 'Screenshot_20190625-224123_Samsung Experience.jpg' }) },
        { name: `${dir}VID_1.mp4`, data: 'not a photo' },
        { name: `${dir}VID_1.mp4.supplemental-metadata.json`, data: sidecar(1) },
        { name: `${dir}metadata.json`, data: '{"title":"Photos from 2023"}' },
      ]),
    );
    expect(await detectImportSource(file, 'takeout-names.zip')).toBe('photos');
    const { records } = await collect(parseRecords(file, { source: 'photos', fileName: 'takeout-names.zip' }));
    expect(ofKind(records, 'photo').map((p) => [p.fileName.slice(dir.length), p.takenAt, p.lat, p.lon, p.people])).toEqual([
      ['IMG_1234.jpg', '2020-09-13T12:26:40Z', undefined, undefined, ['Ann', 'Bob']],
      ['IMG_1234(1).jpg', '2020-09-13T12:28:20Z', 35.0116, 135.7681, undefined],
      // The edited copy has no sidecar of its own: the original's.
      ['IMG_1234-edited.jpg', '2020-09-13T12:26:40Z', undefined, undefined, ['Ann', 'Bob']],
      [long, '2020-09-13T12:30:00Z', undefined, undefined, undefined],
      [longSupplemental, '2020-09-13T12:31:40Z', undefined, undefined, undefined],
      ['IMG_7(2).png', '2020-09-13T12:33:20Z', undefined, undefined, undefined],
      ['Screenshot_20190625-224123_Samsung Experien.jpg', '2020-09-13T12:35:00Z', undefined, undefined, undefined],
    ]);
    // The video is skipped; its sidecar is not a second skipped file. The album's metadata.json is.
    expect(ofKind(records, 'note')).toEqual([{ kind: 'note', message: `2 file(s) in the archive are not photos and were skipped: ${dir}VID_1.mp4, ${dir}metadata.json` }]);
  });

  it('sidecar names in the order they are tried', () => {
    expect(sidecarNames('a/IMG_1(3).JPG')).toEqual([
      'a/IMG_1.JPG(3).json',
      'a/IMG_1.JPG.supplemental-metadata(3).json',
      'a/IMG_1(3).JPG.json',
      'a/IMG_1(3).json',
    ]);
    expect(sidecarNames('IMG_2-bearbeitet.jpg')).toContain('IMG_2.jpg.json');
    expect(sidecarNames('IMG_2-bearbeitet.jpg')[0]).toBe('IMG_2-bearbeitet.jpg.json');
  });

  it('a sidecar is matched by the start of its name only for a long (cut) name, once, in the same folder', () => {
    const long = 'a/Screenshot_20190625-224123_Samsung Experien';
    const pairs = matchSidecars([
      `${long}.jpg`,
      `${long}ce.jp.json`,
      `${long}(1).jpg`,
      'a/IMG_1.jpg',
      'a/IMG_12.jpg.json',
      'b/Screenshot_20190625-224123_Samsung Experien.png',
      'a/IMG_3.jpg',
      'a/IMG_3.jpg.json',
      'a/IMG_3-edited.jpg',
      // French "-modifié", its é decomposed (NFD) as a zip made on macOS holds it.
      'a/IMG_4-modifie\u0301.jpg',
      'a/IMG_4.jpg.json',
    ]);
    expect([...pairs]).toEqual([
      ['a/IMG_3.jpg', 'a/IMG_3.jpg.json'],
      ['a/IMG_3-edited.jpg', 'a/IMG_3.jpg.json'],
      ['a/IMG_4-modifie\u0301.jpg', 'a/IMG_4.jpg.json'],
      [`${long}.jpg`, `${long}ce.jp.json`],
    ]);
  });
});
