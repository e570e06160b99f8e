import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, ofKind, tempDir, zipOf } from '../../../../../../tests/support/import-files';
import { detectImportSource } from '../detect-import-source';
import { parseRecords } from '../parse-records';
import { ImportFormatError } from '../types';
import { PendingWhens } from './gps-kml-stream';
import { recordTime, TrackXmlReader, xmlRootName } from './gps-xml';

const tmp = tempDir('gps');
afterAll(() => tmp.remove());

const GPX = `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<!-- written by a test -->
<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1" creator="test">
  <metadata><name>Walk</name><time>2021-05-01T06:00:00Z</time></metadata>
  <wpt lat="48.8584" lon="2.2945"><name>Eiffel Tower</name><time>2021-05-01T09:30:00Z</time></wpt>
  <wpt lat="48.8606" lon="2.3376"><name>Louvre</name></wpt>
  <trk><name>Morning walk</name><desc><![CDATA[<b>lovely</b>]]></desc>
    <trkseg>
      <trkpt lat="48.85" lon="2.29"><ele>35</ele><time>2021-05-01T08:00:00Z</time></trkpt>
      <trkpt lat="48.851" lon="2.291"><time>2021-05-01T08:00:05.250Z</time></trkpt>
      <trkpt lat="48.852" lon="2.292"></trkpt>
    </trkseg>
    <trkseg>
      <trkpt lat="48.86" lon="2.30"><time>2021-05-01T10:00:00+02:00</time></trkpt>
      <trkpt lat="48.861" lon="2.301"><time>2021-05-01T10:01</time></trkpt>
      <trkpt lat="148.9" lon="2.3"><time>2021-05-01T10:02:00Z</time></trkpt>
    </trkseg>
  </trk>
  <rte><name>Plan</name><rtept lat="48.87" lon="2.31"/><rtept lat="48.88" lon="2.32"/></rte>
</gpx>
`;

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
<Document><name>Trip</name>
  <Placemark><name>Hotel</name><TimeStamp><when>2020-07-01T18:00:00Z</when></TimeStamp><Point><coordinates>12.4964,41.9028,0</coordinates></Point></Placemark>
  <Placemark><name>Colosseum</name><TimeSpan><begin>2020-07-02T09:00:00Z</begin><end>2020-07-02T11:30:00Z</end></TimeSpan><Point><coordinates> 12.4922,41.8902 </coordinates></Point></Placemark>
  <Placemark><name>Somewhere</name><Point><coordinates>12.5,41.9</coordinates></Point></Placemark>
  <Placemark><name>Drive</name><TimeSpan><begin>2020-07-03T08:00:00Z</begin><end>2020-07-03T09:00:00Z</end></TimeSpan>
    <LineString><coordinates>12.40,41.80,0 12.41,41.81,0 12.42,41.82,0 12.43,41.83,0</coordinates></LineString></Placemark>
  <Placemark><name>Plan</name><LineString><coordinates>12.1,41.1 12.2,41.2 12.3,41.3</coordinates></LineString></Placemark>
  <Placemark><gx:Track>
    <when>2020-07-04T10:00:00Z</when><when>2020-07-04T10:00:10Z</when><when>2020-07-04T10:00:20Z</when>
    <gx:coord>12.30 41.70 20</gx:coord><gx:coord>12.31 41.71 21</gx:coord><gx:coord>12.32 41.72 22</gx:coord>
  </gx:Track></Placemark>
  <Placemark><gx:MultiTrack><gx:Track><when>2020-07-05T10:00:00Z</when><gx:coord>12.20 41.60 0</gx:coord><when>2020-07-05T10:00:05Z</when><gx:coord>12.21 41.61 0</gx:coord><when>2020-07-05T10:00:09Z</when></gx:Track></gx:MultiTrack></Placemark>
</Document>
</kml>
`;

const TCX = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>2019-03-02T07:00:00Z</Id>
<Lap StartTime="2019-03-02T07:00:00Z"><Track>
<Trackpoint><Time>2019-03-02T07:00:00Z</Time><Position><LatitudeDegrees>51.5</LatitudeDegrees><LongitudeDegrees>-0.12</LongitudeDegrees></Position></Trackpoint>
<Trackpoint><Time>2019-03-02T07:00:01Z</Time><HeartRateBpm><Value>120</Value></HeartRateBpm></Trackpoint>
</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;

async function read(name: string, content: string | Buffer) {
  const file = tmp.write(name, content);
  expect(await detectImportSource(file, name)).toBe('gps-track');
  return collect(parseRecords(file, { source: 'gps-track', fileName: name }));
}

const brief = (p: { lat: number; lon: number; at: string; endAt?: string; label?: string }) => [p.lat, p.lon, p.at, p.endAt, p.label];
const notesOf = (records: Parameters<typeof ofKind>[0]) => ofKind(records, 'note').map((n) => n.message);

describe('GPS tracks: GPX', () => {
  it('track points of every segment and timed waypoints become places; untimed ones are counted in notes', async () => {
    const { records, batches } = await read('walk.gpx', GPX);
    expect(ofKind(records, 'place').every((p) => p.via === 'record')).toBe(true);
    expect(ofKind(records, 'place').map(brief)).toEqual([
      [48.8584, 2.2945, '2021-05-01T09:30:00Z', undefined, 'Eiffel Tower'],
      // The Louvre has no time of its own: a planned place, not a visit at the file's <metadata><time>.
      [48.85, 2.29, '2021-05-01T08:00:00Z', undefined, undefined],
      [48.851, 2.291, '2021-05-01T08:00:05.250Z', undefined, undefined],
      [48.86, 2.3, '2021-05-01T10:00:00+02:00', undefined, undefined],
      // No zone: local wall-clock time.
      [48.861, 2.301, '2021-05-01T10:01:00', undefined, undefined],
    ]);
    expect(notesOf(records)).toEqual([
      '3 track or route points without a time were skipped: a point without a time cannot be placed on the time line',
      '1 waypoints or placemarks without a time were skipped (Louvre)',
      '1 points with a position that is not a latitude and longitude were skipped',
    ]);
    expect(batches.at(-1)!.progress).toMatchObject({ unit: 'bytes' });
    expect(batches.at(-1)!.progress.done).toBe(batches.at(-1)!.progress.total);
  });

  it('GPX 1.0 without file time: an untimed named waypoint is skipped and named in the note', async () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.0"><wpt lat="1" lon="2"><name>Home</name></wpt><wpt lat="1.5" lon="2.5"><time>2001-02-03T04:05:06Z</time></wpt></gpx>`;
    const { records } = await read('old.gpx', gpx);
    expect(ofKind(records, 'place').map(brief)).toEqual([[1.5, 2.5, '2001-02-03T04:05:06Z', undefined, undefined]]);
    expect(notesOf(records)).toEqual(['1 waypoints or placemarks without a time were skipped (Home)']);
  });

  it('untimed waypoints are not dated to the file time (GPX 1.0 <gpx><time>): skipped, the first 5 named', async () => {
    const names = ['Home', 'Work', 'Gym', 'Park', 'Shop', 'School'];
    const wpts = names.map((name, i) => `<wpt lat="1.${i}" lon="2"><name>${name}</name></wpt>`).join('');
    const gpx = `<gpx version="1.0"><time>2002-01-01T00:00:00Z</time>${wpts}<wpt lat="3" lon="4"><time>2002-01-01T08:00:00Z</time></wpt></gpx>`;
    const { records } = await read('old10.gpx', gpx);
    expect(ofKind(records, 'place').map(brief)).toEqual([[3, 4, '2002-01-01T08:00:00Z', undefined, undefined]]);
    expect(notesOf(records)).toEqual(['6 waypoints or placemarks without a time were skipped (Home, Work, Gym, Park, Shop, …)']);
  });

  it('a file cut off mid-track keeps the points before the break and says so', async () => {
    const cut = GPX.slice(0, GPX.indexOf('<trkseg>', GPX.indexOf('</trkseg>')) + 60);
    const { records } = await read('cut.gpx', cut);
    expect(ofKind(records, 'place')).toHaveLength(3);
    expect(notesOf(records).at(-1)).toMatch(/^"cut\.gpx" breaks at line \d+ \(.+\): the 3 points before it were imported, the rest of the file was skipped$/);
  });

  it('a gzipped GPX (.gpx.gz) and one in Latin-1 as its declaration says', async () => {
    const { records } = await read('walk.gpx.gz', gzipSync(GPX));
    expect(ofKind(records, 'place')).toHaveLength(5);
    const latin = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?><gpx><wpt lat="1" lon="2"><name>Café Zürich</name><time>2020-01-01T00:00:00Z</time></wpt></gpx>`, 'latin1');
    const { records: r2 } = await read('latin.gpx', latin);
    expect(ofKind(r2, 'place')[0]!.label).toBe('Café Zürich');
  });

  it('many points come in batches of at most 2000, in order', async () => {
    const points = Array.from({ length: 4500 }, (_, i) => `<trkpt lat="${(45 + i / 1e5).toFixed(5)}" lon="7"><time>${new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString().replace('.000Z', 'Z')}</time></trkpt>`);
    const { records, batches } = await read('long.gpx', `<gpx><trk><trkseg>${points.join('\n')}</trkseg></trk></gpx>`);
    const places = ofKind(records, 'place');
    expect(places).toHaveLength(4500);
    expect(places.at(-1)!.at).toBe('2020-01-01T01:14:59Z');
    expect(Math.max(...batches.map((b) => b.records.length))).toBeLessThanOrEqual(2000);
    expect(notesOf(records)).toEqual([]);
  });
});

describe('GPS tracks: KML and TCX', () => {
  it('Placemark points at TimeStamp or TimeSpan, gx:Track pairs, a LineString with a TimeSpan gives its ends, without one a note', async () => {
    const { records } = await read('trip.kml', KML);
    expect(ofKind(records, 'place').map(brief)).toEqual([
      [41.9028, 12.4964, '2020-07-01T18:00:00Z', undefined, 'Hotel'],
      [41.8902, 12.4922, '2020-07-02T09:00:00Z', '2020-07-02T11:30:00Z', 'Colosseum'],
      [41.8, 12.4, '2020-07-03T08:00:00Z', undefined, undefined],
      [41.83, 12.43, '2020-07-03T09:00:00Z', undefined, undefined],
      [41.7, 12.3, '2020-07-04T10:00:00Z', undefined, undefined],
      [41.71, 12.31, '2020-07-04T10:00:10Z', undefined, undefined],
      [41.72, 12.32, '2020-07-04T10:00:20Z', undefined, undefined],
      [41.6, 12.2, '2020-07-05T10:00:00Z', undefined, undefined],
      [41.61, 12.21, '2020-07-05T10:00:05Z', undefined, undefined],
    ]);
    expect(notesOf(records)).toEqual([
      // The Drive's 2 middle points and the Plan's 3.
      '5 track or route points without a time were skipped: a point without a time cannot be placed on the time line',
      '1 waypoints or placemarks without a time were skipped (Somewhere)',
      '1 gx:Track times or coordinates without their partner were skipped',
    ]);
  });

  it('a long gx:Track written as Google Earth does (every when, then every coord): all points, times as written', async () => {
    const n = 200_000;
    const t0 = Date.UTC(2020, 0, 1);
    const zone = (i: number) => (i % 50_000 === 1 ? '+02:00' : 'Z');
    const when = (i: number) => `<when>${new Date(t0 + i * 1500).toISOString().replace(/\.(\d)00Z$/, '.$1Z').replace(/\.0Z$/, 'Z').replace(/Z$/, zone(i))}</when>`;
    const whens = Array.from({ length: n }, (_, i) => when(i)).join('\n');
    const coords = Array.from({ length: n }, (_, i) => `<gx:coord>${(10 + i * 1e-6).toFixed(6)} ${(50 + i * 1e-6).toFixed(6)} 100</gx:coord>`).join('\n');
    const kml = `<kml xmlns:gx="http://www.google.com/kml/ext/2.2"><Document><Placemark><gx:Track>\n${whens}\n${coords}\n</gx:Track></Placemark></Document></kml>`;
    const { records } = await read('earth.kml', kml);
    const places = ofKind(records, 'place');
    expect(places).toHaveLength(n);
    expect(brief(places[0]!)).toEqual([50, 10, '2020-01-01T00:00:00Z', undefined, undefined]);
    // A fraction kept to the digits written, an offset kept as written.
    expect(places[1]!.at).toBe('2020-01-01T00:00:01.5+02:00');
    expect(places.at(-1)!.at).toBe(new Date(t0 + (n - 1) * 1500).toISOString().replace('.500Z', '.5Z'));
    expect([places.at(-1)!.lat, places.at(-1)!.lon]).toEqual([Number((50 + (n - 1) * 1e-6).toFixed(6)), Number((10 + (n - 1) * 1e-6).toFixed(6))]);
    expect(notesOf(records)).toEqual([]);
  });

  it('waiting gx:Track times come back exactly as read, odd ones included', () => {
    const times = ['2020-01-01T00:00:00Z', '2020-01-01T00:00:00.1Z', '2020-01-01T00:00:00.12-05:30', '2020-01-01T00:00:00.123+0100', '2020-01-01T00:00:00', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2020-13-45T25:61:00Z', '2020-01-01T24:00:00Z'];
    const whens = new PendingWhens();
    for (const t of times) whens.push(recordTime(t));
    whens.push(undefined);
    expect(Array.from({ length: times.length + 1 }, () => whens.shift())).toEqual([...times.map(recordTime), null]);
    expect(whens.shift()).toBeUndefined();
  });

  it('a long untimed LineString is counted as it streams, fed in small pieces', async () => {
    const n = 300_000;
    const tuples = Array.from({ length: n }, (_, i) => `${(10 + i * 1e-6).toFixed(6)},${(50 + i * 1e-6).toFixed(6)},0`).join(' \n');
    const kml = `<kml><Document><Placemark><TimeSpan><begin>2020-01-01T00:00:00Z</begin><end>2020-01-01T05:00:00Z</end></TimeSpan><LineString><coordinates>\n${tuples}\n</coordinates></LineString></Placemark><Placemark><LineString><coordinates>${tuples}</coordinates></LineString></Placemark></Document></kml>`;
    const reader = new TrackXmlReader();
    for (let i = 0; i < kml.length; i += 4099) reader.write(kml.slice(i, i + 4099));
    reader.end();
    expect(reader.take().map(brief)).toEqual([
      [50, 10, '2020-01-01T00:00:00Z', undefined, undefined],
      [Number((50 + (n - 1) * 1e-6).toFixed(6)), Number((10 + (n - 1) * 1e-6).toFixed(6)), '2020-01-01T05:00:00Z', undefined, undefined],
    ]);
    expect(reader.counts).toMatchObject({ untimedPoints: n - 2 + n, badPositions: 0 });
    const { records } = await read('line.kml', kml);
    expect(ofKind(records, 'place')).toHaveLength(2);
  });

  it('a huge name or description is not held: the name is cut to 4096 characters, the description dropped', async () => {
    const gpx = `<gpx><wpt lat="1" lon="2"><time>2020-01-01T00:00:00Z</time><name>${'n'.repeat(300_000)}</name><desc><![CDATA[${'d'.repeat(300_000)}]]></desc><cmt>${'c'.repeat(300_000)}</cmt></wpt><wpt lat="3" lon="4"><time>2020-01-02T00:00:00Z</time><name>Next</name></wpt></gpx>`;
    const reader = new TrackXmlReader();
    for (let i = 0; i < gpx.length; i += 70_001) reader.write(gpx.slice(i, i + 70_001));
    reader.end();
    expect(reader.take().map((p) => [p.at, p.label])).toEqual([
      ['2020-01-01T00:00:00Z', 'n'.repeat(4096)],
      ['2020-01-02T00:00:00Z', 'Next'],
    ]);
    const { records } = await read('named.gpx', gpx);
    expect(ofKind(records, 'place').map((p) => p.label?.length)).toEqual([4096, 4]);
  });

  it('TCX trackpoints with a position', async () => {
    const { records } = await read('run.tcx', TCX);
    expect(ofKind(records, 'place').map(brief)).toEqual([[51.5, -0.12, '2019-03-02T07:00:00Z', undefined, undefined]]);
  });

  it('a zip of several (Strava bulk export: activities/*.gpx, some .gpx.gz, a KMZ-like doc.kml) with other files noted', async () => {
    const file = tmp.write(
      'export_123.zip',
      await zipOf([
        { name: 'activities.csv', data: 'Activity ID,Activity Date\n1,"Jan 1, 2021"\n' },
        { name: 'activities/1.gpx', data: GPX },
        { name: 'activities/2.gpx.gz', data: gzipSync(GPX), store: true },
        { name: 'activities/3.fit.gz', data: gzipSync('not read') },
        { name: 'activities/4.tcx', data: TCX },
        { name: 'doc.kml', data: KML },
        { name: 'media/x.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
      ]),
    );
    expect(await detectImportSource(file, 'export_123.zip')).toBe('gps-track');
    const { records } = await collect(parseRecords(file, { source: 'gps-track', fileName: 'export_123.zip' }));
    expect(ofKind(records, 'place')).toHaveLength(5 + 5 + 1 + 9);
    expect(notesOf(records)).toEqual([
      '11 track or route points without a time were skipped: a point without a time cannot be placed on the time line',
      '3 waypoints or placemarks without a time were skipped (Louvre, Louvre, Somewhere)',
      '2 points with a position that is not a latitude and longitude were skipped',
      '1 gx:Track times or coordinates without their partner were skipped',
      '3 file(s) in the archive are not GPX, KML or TCX and were skipped: activities.csv, activities/3.fit.gz, media/x.jpg',
    ]);
  });
});

describe('GPS tracks: containers and encodings', () => {
  it('a KMZ (a zip with doc.kml and its icons)', async () => {
    const file = tmp.write('trip.kmz', await zipOf([{ name: 'doc.kml', data: KML }, { name: 'files/icon.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }]));
    expect(await detectImportSource(file, 'trip.kmz')).toBe('gps-track');
    const { records } = await collect(parseRecords(file, { source: 'gps-track', fileName: 'trip.kmz' }));
    expect(ofKind(records, 'place')).toHaveLength(9);
    expect(notesOf(records).at(-1)).toBe('1 file(s) in the archive are not GPX, KML or TCX and were skipped: files/icon.png');
  });

  it('UTF-16 with a BOM', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GPX.replace(/^\uFEFF/, '').replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le')]);
    const file = tmp.write('walk16.gpx', utf16);
    const { records } = await collect(parseRecords(file, { source: 'gps-track', fileName: 'walk16.gpx' }));
    expect(ofKind(records, 'place')).toHaveLength(5);
  });

  it('a gzipped track that unpacks past the archive limit is refused', async () => {
    const big = `<gpx>${'<!-- padding -->'.repeat(100_000)}</gpx>`;
    const file = tmp.write('big.gpx.gz', gzipSync(big));
    const limits = { maxTotalBytes: 100_000, maxRatio: 200, ratioFloorBytes: 1024 * 1024, maxEntries: 10 };
    const error = await collect(parseRecords(file, { source: 'gps-track', fileName: 'big.gpx.gz', zipLimits: limits })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toMatch(/^Refused: the gzipped track unpacks to more than/);
  });

  it('a gzipped track compressed past the zip ratio limit is refused as a zip bomb, under the total limit', async () => {
    // 4 MB of empty elements pack to a few KB: over 200 to 1, past the 1 MB floor.
    const bomb = `<?xml version="1.0"?><gpx>${'<a/>'.repeat(1_000_000)}</gpx>`;
    const file = tmp.write('bomb.gpx.gz', gzipSync(bomb));
    const limits = { maxTotalBytes: 4 * 1024 ** 3, maxRatio: 200, ratioFloorBytes: 1024 * 1024, maxEntries: 10 };
    const error = await collect(parseRecords(file, { source: 'gps-track', fileName: 'bomb.gpx.gz', zipLimits: limits })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toMatch(/^Refused: the archive looks like a zip bomb \(compressed \d+ to 1\) \(bomb\.gpx\.gz\)$/);
    // The same inside a zip that stores it as is (the zip's own ratio check sees 1 to 1).
    const zipped = tmp.write('bombs.zip', await zipOf([{ name: 'a.gpx.gz', data: gzipSync(bomb), store: true }]));
    const inZip = await collect(parseRecords(zipped, { source: 'gps-track', fileName: 'bombs.zip', zipLimits: limits })).catch((e: unknown) => e);
    expect((inZip as Error).message).toMatch(/^Refused: the archive looks like a zip bomb/);
  });

  it('a file that is not a track fails naming what is read', async () => {
    const file = tmp.write('x.gpx', '<?xml version="1.0"?><svg/>');
    const error = await collect(parseRecords(file, { source: 'gps-track', fileName: 'x.gpx' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as Error).message).toMatch(/not a GPS track: expected GPX, KML or TCX/);
  });
});

describe('GPS tracks: detection', () => {
  it('reads the root element after a BOM, declaration, comments and a DOCTYPE', () => {
    expect(xmlRootName('\uFEFF<?xml version="1.0"?>\n<!-- a -->\n<!DOCTYPE gpx [ <!ENTITY x "y"> ]>\n<gpx version="1.1">')).toBe('gpx');
    expect(xmlRootName('<kml:kml xmlns:kml="x">')).toBe('kml:kml');
    expect(xmlRootName('hello <gpx>')).toBeUndefined();
    expect(xmlRootName('<!-- never closed')).toBeUndefined();
  });

  it('other XML, or text that mentions <gpx, is not a track', async () => {
    const svg = tmp.write('a.svg', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><text>&lt;gpx</text></svg>');
    await expect(detectImportSource(svg, 'a.svg')).rejects.toBeInstanceOf(ImportFormatError);
    const chat = tmp.write('chat.txt', '12/01/2020, 10:00 - Ann: look <gpx> file\n');
    expect(await detectImportSource(chat, 'chat.txt')).toBe('whatsapp');
  });

  it('a zip with a track beside Google Photos sidecars or a chat is not claimed', async () => {
    const photos = tmp.write('takeout.zip', await zipOf([{ name: 'a.gpx', data: GPX }, { name: 'Takeout/Google Photos/IMG_1.jpg.json', data: '{}' }]));
    await expect(detectImportSource(photos, 'takeout.zip')).rejects.toBeInstanceOf(ImportFormatError);
  });

  it('times: instants kept with their zone, bare dates refused', () => {
    expect(recordTime(' 2020-01-02T03:04:05.123456Z ')).toBe('2020-01-02T03:04:05.123Z');
    expect(recordTime('2020-01-02T03:04:05+0100')).toBe('2020-01-02T03:04:05+0100');
    expect(recordTime('2020-01-02')).toBeUndefined();
    expect(recordTime('2020')).toBeUndefined();
  });
});

describe('GPS tracks: public samples (tests/samples, see their SOURCE.md)', () => {
  const samples = path.resolve(__dirname, '../../../../../../tests/samples');
  const sample = (file: string) => read(path.basename(file), fs.readFileSync(path.join(samples, file)));

  it('togeojson: Google My Tracks KML (gx:MultiTrack, coord before when) and a gx:Track', async () => {
    const { records } = await sample('mapbox-togeojson/gps/multitrack.kml');
    const places = ofKind(records, 'place');
    // As togeojson reads it: the start and end Points and the track's 16 timed coordinates.
    expect(places).toHaveLength(18);
    expect(brief(places[0]!)).toEqual([51.050362, 3.682555, '2013-08-08T15:20:40.000Z', undefined, '8/8/2013 17:20 (Start)']);
    expect(brief(places[1]!)).toEqual([51.050583, 3.68217, '2013-08-08T15:24:47.000Z', undefined, undefined]);
    expect(brief(places.at(-1)!)).toEqual([51.050615, 3.682725, '2013-08-08T16:25:57.000Z', undefined, '8/8/2013 17:20 (End)']);
    expect(notesOf(records)).toEqual([]);
    const { records: track } = await sample('mapbox-togeojson/gps/gxtrack.kml');
    expect(ofKind(track, 'place').map((p) => p.at)).toEqual(['02:09', '02:35', '02:44', '02:53', '02:54', '02:55', '02:56'].map((t) => `2010-05-28T02:${t}Z`));
  });

  it('togeojson: a Garmin Connect run, every track point timed', async () => {
    const { records } = await sample('mapbox-togeojson/gps/run.gpx');
    const places = ofKind(records, 'place');
    expect(places).toHaveLength(206);
    expect([places[0]!.at, places.at(-1)!.at]).toEqual(['2012-10-24T23:29:40.000Z', '2012-10-24T23:45:28.000Z']);
    expect(notesOf(records)).toEqual([]);
  });

  it.each(['gpx1.0_with_all_fields.gpx', 'gpx1.1_with_all_fields.gpx'])('gpxpy: %s, untimed waypoint and route points skipped and noted', async (name) => {
    const { records } = await sample(`tkrajina-gpxpy/gps/${name}`);
    expect(ofKind(records, 'place').map(brief)).toEqual([
      [12.3, 45.6, '2013-01-02T02:03:00Z', undefined, 'example name'],
      [10, 20, '2013-01-02T02:03:03Z', undefined, 'example name r'],
      [10.1, -20.2, '2013-01-01T12:00:04', undefined, 'example name t'],
    ]);
    expect(notesOf(records)).toEqual([
      '4 track or route points without a time were skipped: a point without a time cannot be placed on the time line',
      '1 waypoints or placemarks without a time were skipped',
    ]);
  });
});
