// A GPX file of recorded activities (#28), for bench/worlds/import.mjs --source gps-track:
// n track points (the bench calls them "messages"), laid out as Garmin Connect and Strava
// write them (`<trkpt lat lon><ele/><time/><extensions><gpxtpx:TrackPointExtension>` with
// heart rate and cadence), one `<trk>` per activity of about an hour at one point a second,
// activities on successive days around a few cities, a few named waypoints at the start.
// Written streamed, one point at a time: no whole file in memory. Deterministic (seeded).
//
// GPS_LAYOUT=kml-gxtrack writes instead one Google Earth KML `gx:Track` of n points, laid
// out as Google Earth saves a recorded track: every `<when>` first, then every `<gx:coord>`
// (the reader keeps a million waiting times as numbers, not strings).
import fs from 'node:fs';
import { once } from 'node:events';

const GX_TRACK = process.env.GPS_LAYOUT === 'kml-gxtrack';
if (process.env.GPS_LAYOUT && !GX_TRACK) throw new Error(`GPS_LAYOUT: expected kml-gxtrack (or unset for GPX), not ${process.env.GPS_LAYOUT}`);

export const label = GX_TRACK ? 'GPS track (KML gx:Track)' : 'GPS track (GPX)';
export const fileName = (n) => (GX_TRACK ? `bench-track-${n}.kml` : `bench-activities-${n}.gpx`);

const CITIES = [
  { name: 'Lisbon', lat: 38.7223, lon: -9.1393 },
  { name: 'Kyoto', lat: 35.0116, lon: 135.7681 },
  { name: 'Boulder', lat: 40.015, lon: -105.2705 },
  { name: 'Cape Town', lat: -33.9249, lon: 18.4241 },
];
const SPORTS = ['Morning Run', 'Lunch Ride', 'Evening Walk', 'Hike'];
const POINTS_PER_ACTIVITY = 3600;

const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');

export async function write(file, n) {
  if (GX_TRACK) return writeGxTrack(file, n);
  const out = fs.createWriteStream(file);
  const put = async (s) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const start = Date.UTC(2021, 2, 1, 6, 30);

  await put(`<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="StravaGPX" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd http://www.garmin.com/xmlschemas/GpxExtensions/v3 http://www.garmin.com/xmlschemas/GpxExtensionsv3.xsd http://www.garmin.com/xmlschemas/TrackPointExtension/v1 http://www.garmin.com/xmlschemas/TrackPointExtensionv1.xsd" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
 <metadata>
  <time>${iso(start)}</time>
 </metadata>
`);
  for (const c of CITIES) {
    await put(` <wpt lat="${c.lat.toFixed(7)}" lon="${c.lon.toFixed(7)}">
  <ele>12.0</ele>
  <time>${iso(start)}</time>
  <name>${c.name} start</name>
  <sym>Flag, Blue</sym>
 </wpt>
`);
  }
  let written = 0;
  for (let day = 0; written < n; day++) {
    const city = CITIES[day % CITIES.length];
    const points = Math.min(POINTS_PER_ACTIVITY - Math.floor(rand() * 600), n - written);
    let lat = city.lat + (rand() - 0.5) * 0.02;
    let lon = city.lon + (rand() - 0.5) * 0.02;
    let heading = rand() * 2 * Math.PI;
    let ele = 20 + rand() * 200;
    const t0 = start + day * 86_400_000 + Math.floor(rand() * 4) * 3_600_000;
    await put(` <trk>
  <name>${SPORTS[day % SPORTS.length]}</name>
  <type>${(day % 4) + 1}</type>
  <trkseg>
`);
    for (let i = 0; i < points; i++) {
      // About 3 m a second, turning a little.
      heading += (rand() - 0.5) * 0.3;
      lat += Math.cos(heading) * 0.000027;
      lon += (Math.sin(heading) * 0.000027) / Math.cos((lat * Math.PI) / 180);
      ele += (rand() - 0.5) * 0.8;
      await put(`   <trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}">
    <ele>${ele.toFixed(1)}</ele>
    <time>${iso(t0 + i * 1000)}</time>
    <extensions>
     <gpxtpx:TrackPointExtension>
      <gpxtpx:hr>${120 + Math.floor(rand() * 50)}</gpxtpx:hr>
      <gpxtpx:cad>${80 + Math.floor(rand() * 15)}</gpxtpx:cad>
     </gpxtpx:TrackPointExtension>
    </extensions>
   </trkpt>
`);
    }
    await put(`  </trkseg>
 </trk>
`);
    written += points;
  }
  await put('</gpx>\n');
  out.end();
  await once(out, 'finish');
}

/** One gx:Track of n points, a second apart, walking from Lisbon: all whens, then all coords. */
async function writeGxTrack(file, n) {
  const out = fs.createWriteStream(file);
  let buffer = '';
  const put = async (s) => {
    buffer += s;
    if (buffer.length < 64 * 1024) return;
    const full = !out.write(buffer);
    buffer = '';
    if (full) await once(out, 'drain');
  };
  let seed = 11;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const start = Date.UTC(2021, 4, 1, 7, 0);
  await put(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2" xmlns:kml="http://www.opengis.net/kml/2.2" xmlns:atom="http://www.w3.org/2005/Atom">
<Document>
	<name>bench-track-${n}.kml</name>
	<Style id="track"><LineStyle><color>ff0000ff</color><width>4</width></LineStyle></Style>
	<Placemark>
		<name>Recorded track</name>
		<styleUrl>#track</styleUrl>
		<gx:Track>
			<altitudeMode>clampToGround</altitudeMode>
`);
  for (let i = 0; i < n; i++) await put(`\t\t\t<when>${iso(start + i * 1000)}</when>\n`);
  let lat = CITIES[0].lat;
  let lon = CITIES[0].lon;
  let heading = 0;
  let ele = 50;
  for (let i = 0; i < n; i++) {
    heading += (rand() - 0.5) * 0.3;
    lat += Math.cos(heading) * 0.000027;
    lon += (Math.sin(heading) * 0.000027) / Math.cos((lat * Math.PI) / 180);
    ele += (rand() - 0.5) * 0.8;
    await put(`\t\t\t<gx:coord>${lon.toFixed(7)} ${lat.toFixed(7)} ${ele.toFixed(1)}</gx:coord>\n`);
  }
  await put(`\t\t</gx:Track>
\t</Placemark>
</Document>
</kml>
`);
  out.end(buffer);
  await once(out, 'finish');
}
