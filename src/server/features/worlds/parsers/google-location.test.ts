import { afterAll, describe, expect, it } from 'vitest';
import { collect, ofKind, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { detectImportSource } from './detect-import-source';
import { parseRecords } from './parse-records';
import { ImportFormatError } from './types';

const tmp = tempDir('google');
afterAll(() => tmp.remove());
let n = 0;

async function parse(json: unknown, name = 'Records.json') {
  const file = tmp.write(`${n++}-${name}`, typeof json === 'string' ? json : JSON.stringify(json, null, 1));
  expect(await detectImportSource(file, name)).toBe('google-location');
  const { records } = await collect(parseRecords(file, { source: 'google-location', fileName: name }));
  return { records, places: ofKind(records, 'place'), events: ofKind(records, 'event') };
}

describe('Google location history', () => {
  it('Records.json: E7 coordinates with ISO timestamps or epoch milliseconds; points without coordinates skipped', async () => {
    const { places } = await parse({
      locations: [
        { latitudeE7: 488583701, longitudeE7: 22944813, accuracy: 12, timestamp: '2022-05-01T10:00:00.000Z' },
        { latitudeE7: -338567890, longitudeE7: 1512152000, timestampMs: '1651399200000' },
        { accuracy: 10, timestamp: '2022-05-01T12:00:00Z' },
        { latitudeE7: 4294967296 - 100000000, longitudeE7: 10000000, timestamp: '2022-05-01T13:00:00Z' },
      ],
    });
    expect(places).toEqual([
      { kind: 'place', lat: 48.8583701, lon: 2.2944813, at: '2022-05-01T10:00:00.000Z', via: 'record' },
      { kind: 'place', lat: -33.856789, lon: 151.2152, at: '2022-05-01T10:00:00.000Z', via: 'record' },
      { kind: 'place', lat: -10, lon: 1, at: '2022-05-01T13:00:00Z', via: 'record' },
    ]);
  });

  it('Semantic Location History: placeVisit → a visit with its times and name; activitySegment → an event and its two ends', async () => {
    const { places, events } = await parse(
      {
        timelineObjects: [
          {
            activitySegment: {
              startLocation: { latitudeE7: 515007000, longitudeE7: -1246000 },
              endLocation: { latitudeE7: 515033000, longitudeE7: -1276000 },
              duration: { startTimestamp: '2022-05-02T08:00:00Z', endTimestamp: '2022-05-02T08:20:00Z' },
              distance: 1500,
              activityType: 'WALKING',
            },
          },
          {
            placeVisit: {
              location: { latitudeE7: 515033000, longitudeE7: -1276000, name: '10 Downing Street', address: 'London SW1A 2AA', placeId: 'x' },
              duration: { startTimestampMs: '1651479600000', endTimestampMs: '1651483200000' },
            },
          },
        ],
      },
      'Semantic Location History 2022_MAY.json',
    );
    expect(events).toEqual([{ kind: 'event', at: '2022-05-02T08:00:00Z', text: 'Travelled (walking), 1.5 km' }]);
    expect(places).toEqual([
      { kind: 'place', lat: 51.5007, lon: -0.1246, at: '2022-05-02T08:00:00Z', via: 'record' },
      { kind: 'place', lat: 51.5033, lon: -0.1276, at: '2022-05-02T08:20:00Z', via: 'record' },
      { kind: 'place', lat: 51.5033, lon: -0.1276, at: '2022-05-02T08:20:00.000Z', endAt: '2022-05-02T09:20:00.000Z', via: 'visit', label: '10 Downing Street' },
    ]);
  });

  it('on-device Timeline.json, Android: semanticSegments (visit, activity, timelinePath) and rawSignals', async () => {
    const { places, events } = await parse(
      {
        semanticSegments: [
          {
            startTime: '2024-03-01T09:00:00.000+01:00',
            endTime: '2024-03-01T10:30:00.000+01:00',
            visit: { hierarchyLevel: 0, probability: 0.9, topCandidate: { placeId: 'p', semanticType: 'HOME', probability: 0.8, placeLocation: { latLng: '48.8566°, 2.3522°' } } },
          },
          {
            startTime: '2024-03-01T10:30:00.000+01:00',
            endTime: '2024-03-01T11:00:00.000+01:00',
            activity: { start: { latLng: '48.8566°, 2.3522°' }, end: { latLng: '48.8606°, 2.3376°' }, distanceMeters: 1234.5, topCandidate: { type: 'IN_PASSENGER_VEHICLE', probability: 0.9 } },
          },
          {
            startTime: '2024-03-01T10:00:00.000+01:00',
            endTime: '2024-03-01T12:00:00.000+01:00',
            timelinePath: [{ point: '48.8570°, 2.3500°', time: '2024-03-01T10:40:00.000+01:00' }],
          },
        ],
        rawSignals: [{ position: { LatLng: '48.8600°, 2.3400°', accuracyMeters: 10, timestamp: '2024-03-01T10:45:00.000+01:00' } }, { wifiScan: {} }],
        userLocationProfile: { frequentPlaces: [] },
      },
      'Timeline.json',
    );
    expect(places).toEqual([
      { kind: 'place', lat: 48.8566, lon: 2.3522, at: '2024-03-01T09:00:00.000+01:00', endAt: '2024-03-01T10:30:00.000+01:00', via: 'visit', label: 'home' },
      { kind: 'place', lat: 48.8566, lon: 2.3522, at: '2024-03-01T10:30:00.000+01:00', via: 'record' },
      { kind: 'place', lat: 48.8606, lon: 2.3376, at: '2024-03-01T11:00:00.000+01:00', via: 'record' },
      { kind: 'place', lat: 48.857, lon: 2.35, at: '2024-03-01T10:40:00.000+01:00', via: 'record' },
      { kind: 'place', lat: 48.86, lon: 2.34, at: '2024-03-01T10:45:00.000+01:00', via: 'record' },
    ]);
    expect(events).toEqual([{ kind: 'event', at: '2024-03-01T10:30:00.000+01:00', text: 'Travelled (passenger vehicle), 1.2 km' }]);
  });

  it('on-device Timeline.json, iOS: a bare array with geo: points and path offsets in minutes', async () => {
    const { places, events } = await parse(
      [
        {
          startTime: '2024-03-01T09:00:00.000+01:00',
          endTime: '2024-03-01T10:30:00.000+01:00',
          visit: { hierarchyLevel: '0', probability: '0.9', topCandidate: { probability: '0.8', semanticType: 'Unknown', placeID: 'p', placeLocation: 'geo:48.856600,2.352200' } },
        },
        {
          startTime: '2024-03-01T10:30:00.000+01:00',
          endTime: '2024-03-01T11:00:00.000+01:00',
          activity: { start: 'geo:48.856600,2.352200', end: 'geo:48.860600,2.337600', distanceMeters: '800', topCandidate: { type: 'walking', probability: '0.9' } },
        },
        { startTime: '2024-03-01T10:00:00.000Z', endTime: '2024-03-01T12:00:00.000Z', timelinePath: [{ point: 'geo:48.857000,2.350000', durationMinutesOffsetFromStartTime: '30' }] },
      ],
      'location-history.json',
    );
    expect(places).toEqual([
      { kind: 'place', lat: 48.8566, lon: 2.3522, at: '2024-03-01T09:00:00.000+01:00', endAt: '2024-03-01T10:30:00.000+01:00', via: 'visit', label: 'unknown' },
      { kind: 'place', lat: 48.8566, lon: 2.3522, at: '2024-03-01T10:30:00.000+01:00', via: 'record' },
      { kind: 'place', lat: 48.8606, lon: 2.3376, at: '2024-03-01T11:00:00.000+01:00', via: 'record' },
      { kind: 'place', lat: 48.857, lon: 2.35, at: '2024-03-01T10:30:00.000Z', via: 'record' },
    ]);
    expect(events).toEqual([{ kind: 'event', at: '2024-03-01T10:30:00.000+01:00', text: 'Travelled (walking), 0.8 km' }]);
  });

  it('a file cut short fails naming the entry', async () => {
    const text = JSON.stringify({ locations: [{ latitudeE7: 1, longitudeE7: 1, timestamp: '2022-01-01T00:00:00Z' }, { latitudeE7: 2, longitudeE7: 2, timestamp: '2022-01-01T00:00:00Z' }] }, null, 1);
    const file = tmp.write('cut.json', text.slice(0, text.lastIndexOf('latitudeE7')));
    const error = await collect(parseRecords(file, { source: 'google-location', fileName: 'cut.json' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toMatch(/^entry 2, near line \d+$/);
  });

  it('a Google Takeout zip: Records.json and Semantic Location History files read one after another, other files skipped', async () => {
    const zip = await zipOf([
      { name: 'Takeout/archive_browser.html', data: '<html></html>' },
      { name: 'Takeout/Location History (Timeline)/Settings.json', data: '{"createdTime":"2020-01-01T00:00:00Z"}' },
      { name: 'Takeout/Location History (Timeline)/Records.json', data: JSON.stringify({ locations: [{ latitudeE7: 10000000, longitudeE7: 20000000, timestamp: '2020-01-01T00:00:00Z' }] }) },
      {
        name: 'Takeout/Location History (Timeline)/Semantic Location History/2020/2020_JANUARY.json',
        data: JSON.stringify({ timelineObjects: [{ placeVisit: { location: { latitudeE7: 30000000, longitudeE7: 40000000, name: 'Cafe' }, duration: { startTimestamp: '2020-01-02T10:00:00Z', endTimestamp: '2020-01-02T11:00:00Z' } } }] }),
      },
    ]);
    const file = tmp.write('takeout.zip', zip);
    expect(await detectImportSource(file, 'takeout-20240101.zip')).toBe('google-location');
    const { records, batches } = await collect(parseRecords(file, { source: 'google-location', fileName: 'takeout.zip' }));
    expect(ofKind(records, 'place').map((p) => [p.lat, p.lon, p.via, p.label])).toEqual([
      [1, 2, 'record', undefined],
      [3, 4, 'visit', 'Cafe'],
    ]);
    const last = batches[batches.length - 1]!.progress;
    expect(last.done).toBe(last.total);
  });

  it('a broken file inside a Takeout zip fails naming the file and the entry', async () => {
    const good = JSON.stringify({ locations: [{ latitudeE7: 1, longitudeE7: 1, timestamp: '2020-01-01T00:00:00Z' }] });
    const file = tmp.write('takeout-bad.zip', await zipOf([{ name: 'Takeout/Records.json', data: good.slice(0, -5) }]));
    const error = await collect(parseRecords(file, { source: 'google-location', fileName: 'takeout.zip' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toMatch(/^Takeout\/Records\.json: entry 1, near line 1$/);
  });
});
