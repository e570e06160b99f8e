/**
 * The sample world's dataset, written here (no real person's data): Sam and a made-up
 * friend group over two years (2023–2024) — WhatsApp chats (one of them the group chat
 * "Weekend Crew"), two Telegram chats, photos with GPS positions, trips to Lisbon,
 * Berlin, Barcelona and Edinburgh, location shares and Google visits. Cheerful and tense
 * periods (a falling-out with Ben after Berlin, a stressful move in June 2024) make the
 * sentiment vary. Deterministic: a seeded generator, so every instance writes the same.
 *
 * It is produced as parser records (parsers/types.ts), one list per import source, and
 * stored by the same ImportWriter as a real upload: the worlds read it through exactly
 * the same SQL.
 */
import type { ImportRecord, ImportSource } from './parsers/types';

export const SAMPLE_SELF = 'Sam Rivera';

interface City {
  name: string;
  lat: number;
  lon: number;
  spots: { label: string; dLat: number; dLon: number }[];
  /** Photo colours: sky, ground. */
  palette: [string, string];
}

export const CITIES: Record<'london' | 'lisbon' | 'berlin' | 'barcelona' | 'edinburgh', City> = {
  london: {
    name: 'London',
    lat: 51.5072,
    lon: -0.1276,
    spots: [
      { label: 'Home', dLat: 0.0312, dLon: -0.0541 },
      { label: 'Studio Office', dLat: -0.0021, dLon: 0.0312 },
      { label: 'Castle Climbing Centre', dLat: 0.0578, dLon: -0.0395 },
      { label: 'Broadway Market', dLat: 0.0291, dLon: -0.0334 },
      { label: 'Hampstead Heath', dLat: 0.0537, dLon: -0.0358 },
    ],
    palette: ['#8fb3d9', '#5d7a4e'],
  },
  lisbon: {
    name: 'Lisbon',
    lat: 38.7223,
    lon: -9.1393,
    spots: [
      { label: 'Miradouro da Senhora do Monte', dLat: 0.0, dLon: 0.0 },
      { label: 'LX Factory', dLat: -0.0195, dLon: -0.0392 },
      { label: 'Time Out Market', dLat: -0.0153, dLon: -0.0064 },
    ],
    palette: ['#f2b66d', '#d9674e'],
  },
  berlin: {
    name: 'Berlin',
    lat: 52.52,
    lon: 13.405,
    spots: [
      { label: 'Tempelhofer Feld', dLat: -0.0455, dLon: -0.0039 },
      { label: 'East Side Gallery', dLat: -0.0147, dLon: 0.0349 },
      { label: 'Mauerpark', dLat: 0.0236, dLon: -0.0022 },
    ],
    palette: ['#a7b4c2', '#6b6f7a'],
  },
  barcelona: {
    name: 'Barcelona',
    lat: 41.3874,
    lon: 2.1686,
    spots: [
      { label: 'Barceloneta Beach', dLat: -0.0088, dLon: 0.0215 },
      { label: 'Park Güell', dLat: 0.0271, dLon: -0.0159 },
      { label: 'Bunkers del Carmel', dLat: 0.0319, dLon: -0.0081 },
    ],
    palette: ['#5bc0eb', '#f4d35e'],
  },
  edinburgh: {
    name: 'Edinburgh',
    lat: 55.9533,
    lon: -3.1883,
    spots: [
      { label: "Arthur's Seat", dLat: -0.0089, dLon: 0.0263 },
      { label: 'Christmas Market', dLat: 0.0, dLon: 0.0 },
    ],
    palette: ['#c9d6df', '#52616b'],
  },
};

type CityKey = keyof typeof CITIES;

interface Trip {
  city: CityKey;
  start: string;
  days: number;
  who: string[];
}

const TRIPS: Trip[] = [
  { city: 'lisbon', start: '2023-04-14', days: 4, who: ['Ana Costa', 'Chloe Martin'] },
  { city: 'berlin', start: '2023-09-08', days: 3, who: ['Ben Okafor', 'Dev Patel'] },
  { city: 'barcelona', start: '2024-07-19', days: 5, who: ['Ana Costa', 'Ben Okafor', 'Chloe Martin', 'Dev Patel', 'Elif Yilmaz'] },
  { city: 'edinburgh', start: '2024-12-13', days: 3, who: ['Ana Costa', 'Farid Haddad'] },
];

interface Chat {
  key: string;
  title: string;
  source: 'whatsapp' | 'telegram';
  isGroup: boolean;
  members: string[];
  /** Conversations a day at a neutral time. */
  rate: number;
}

const CHATS: Chat[] = [
  { key: 'wa:ana', title: 'Ana Costa', source: 'whatsapp', isGroup: false, members: [SAMPLE_SELF, 'Ana Costa'], rate: 0.26 },
  { key: 'wa:ben', title: 'Ben Okafor', source: 'whatsapp', isGroup: false, members: [SAMPLE_SELF, 'Ben Okafor'], rate: 0.16 },
  { key: 'wa:chloe', title: 'Chloe Martin', source: 'whatsapp', isGroup: false, members: [SAMPLE_SELF, 'Chloe Martin'], rate: 0.12 },
  {
    key: 'wa:crew',
    title: 'Weekend Crew',
    source: 'whatsapp',
    isGroup: true,
    members: [SAMPLE_SELF, 'Ana Costa', 'Ben Okafor', 'Chloe Martin', 'Dev Patel', 'Elif Yilmaz'],
    rate: 0.2,
  },
  { key: 'tg:farid', title: 'Farid Haddad', source: 'telegram', isGroup: false, members: [SAMPLE_SELF, 'Farid Haddad'], rate: 0.07 },
  { key: 'tg:grace', title: 'Grace Kim', source: 'telegram', isGroup: false, members: [SAMPLE_SELF, 'Grace Kim'], rate: 0.05 },
];

type Mood = 'happy' | 'neutral' | 'tense';

const LINES: Record<Mood, string[]> = {
  happy: [
    'That was such a great evening, thank you!',
    'I love this plan, count me in',
    'Haha brilliant, you made my day',
    'So happy for you, congratulations!',
    'Best brunch ever, we have to go back',
    'Amazing news, well done!',
    'Thanks so much, that is really kind',
    'Perfect, see you there! Excited',
    'This made me laugh so much',
    'Lovely to catch up today',
    'Yes! Finally some sunshine',
    'You are the best, honestly',
  ],
  neutral: [
    'Are you around on Saturday?',
    'Running ten minutes late',
    'Which platform are you on?',
    'Can you send me the address?',
    'I will check and let you know',
    'Got it',
    'On my way',
    'What time works for you?',
    'Did you see the email from the landlord?',
    'Shall we book the table for eight?',
    'Just landed',
    'Sure, Thursday is fine',
  ],
  tense: [
    'Honestly I am a bit upset about last night',
    'I feel like you never listen',
    'That was not fair and you know it',
    'I am tired of arguing about this',
    'Sorry, I was angry and said the wrong thing',
    'This move is a nightmare, everything is going wrong',
    'I am so stressed, the flat fell through',
    'Can we talk later? Bad day',
    'I hate how we left it',
    'Frustrating week, nothing works',
    'I miss how things were',
    'Not now, I am really annoyed',
  ],
};

const TRIP_LINES = [
  'Look at this view!!',
  'Best trip ever, so happy we did this',
  'Dinner by the water was wonderful',
  'I love this city',
  'Flights booked, cannot wait!',
  'Meet at the hostel at seven?',
];

/** mulberry32: a small, good-enough seeded generator (the same numbers on every instance). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);
const END = Date.UTC(2025, 0, 1);

function inTrip(day: number): Trip | undefined {
  return TRIPS.find((t) => {
    const s = Date.parse(`${t.start}T00:00:00Z`);
    return day >= s && day < s + t.days * DAY;
  });
}

/** How a chat feels on a day: the falling-out with Ben, the move, the trips. */
function moodOf(chat: Chat, day: number, r: () => number): Mood {
  const d = new Date(day);
  const ym = d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
  const trip = inTrip(day);
  if (trip && chat.members.some((m) => trip.who.includes(m))) return r() < 0.8 ? 'happy' : 'neutral';
  if (chat.key === 'wa:ben' && ym >= 202310 && ym <= 202401) return r() < 0.7 ? 'tense' : 'neutral';
  if (ym === 202406) return r() < 0.55 ? 'tense' : 'neutral';
  if (ym === 202402 && chat.key === 'wa:ben') return r() < 0.7 ? 'happy' : 'neutral'; // making up
  const x = r();
  return x < 0.38 ? 'happy' : x < 0.9 ? 'neutral' : 'tense';
}

function rate(chat: Chat, day: number): number {
  const d = new Date(day);
  const ym = d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
  const trip = inTrip(day);
  let r = chat.rate;
  if (chat.key === 'wa:ben' && ym >= 202311 && ym <= 202401) r *= 0.35; // quiet after the row
  if (trip && chat.members.some((m) => trip.who.includes(m))) r = Math.max(r * 4, 0.9);
  const dow = d.getUTCDay();
  if (dow === 5 || dow === 6) r *= 1.4;
  return r;
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function near(city: City, spot: number, r: () => number) {
  const s = city.spots[spot % city.spots.length]!;
  return { lat: city.lat + s.dLat + (r() - 0.5) * 0.0006, lon: city.lon + s.dLon + (r() - 0.5) * 0.0006, label: `${s.label}, ${city.name}` };
}

export interface SamplePhoto {
  fileName: string;
  takenAt: string;
  lat: number;
  lon: number;
  palette: [string, string];
  seed: number;
}

/** The sources the sample world is made of. */
export type SampleSource = Extract<ImportSource, 'whatsapp' | 'telegram' | 'photos' | 'google-location'>;

export interface SampleDataset {
  records: Record<SampleSource, ImportRecord[]>;
  /** Photos to encode (a tiny JPEG each) before they become records. */
  photos: SamplePhoto[];
}

/** Builds the whole dataset (about 1,500 data points). */
export function sampleDataset(): SampleDataset {
  const r = rng(13);
  const whatsapp: ImportRecord[] = [];
  const telegram: ImportRecord[] = [];
  const google: ImportRecord[] = [];
  const photos: SamplePhoto[] = [];
  const out = (c: Chat) => (c.source === 'whatsapp' ? whatsapp : telegram);

  for (const c of CHATS) out(c).push({ kind: 'chat', chatKey: c.key, title: c.title, isGroup: c.isGroup, self: SAMPLE_SELF });
  whatsapp.push({ kind: 'event', chatKey: 'wa:crew', at: '2023-01-03T18:00:00Z', text: `${SAMPLE_SELF} created group "Weekend Crew"` });

  for (let day = START; day < END; day += DAY) {
    const trip = inTrip(day);
    for (const c of CHATS) {
      if (r() >= rate(c, day)) continue;
      const mood = moodOf(c, day, r);
      const n = 2 + Math.floor(r() * (c.isGroup ? 6 : 4));
      let t = day + (8 + Math.floor(r() * 13)) * 3_600_000 + Math.floor(r() * 60) * 60_000;
      let prev = '';
      for (let i = 0; i < n; i++) {
        const pool = c.members.filter((m) => m !== prev);
        const author = pool[Math.floor(r() * pool.length)]!;
        prev = author;
        const tripHere = trip && c.members.some((m) => trip.who.includes(m));
        const lines = tripHere && r() < 0.5 ? TRIP_LINES : LINES[mood];
        out(c).push({ kind: 'message', chatKey: c.key, author, at: iso(t), text: lines[Math.floor(r() * lines.length)]! });
        t += (1 + Math.floor(r() * 25)) * 60_000;
      }
      // A location share now and then (a meeting point, or where the trip is).
      if (r() < (trip ? 0.35 : 0.04)) {
        const city = trip ? CITIES[trip.city] : CITIES.london;
        const p = near(city, Math.floor(r() * 5), r);
        const author = c.members[Math.floor(r() * c.members.length)]!;
        out(c).push({ kind: 'place', lat: p.lat, lon: p.lon, at: iso(t), via: 'message', chatKey: c.key, author });
        if (c.source === 'whatsapp') {
          out(c).push({ kind: 'message', chatKey: c.key, author, at: iso(t), text: `location: https://maps.google.com/?q=${p.lat.toFixed(6)},${p.lon.toFixed(6)}` });
        }
      }
    }

    // Google visits: home/office/gym on ordinary days, sights on trips.
    const city = trip ? CITIES[trip.city] : CITIES.london;
    const visits = trip ? 2 : r() < 0.22 ? 1 : 0;
    for (let v = 0; v < visits; v++) {
      const spot = trip ? Math.floor(r() * city.spots.length) : 1 + Math.floor(r() * (city.spots.length - 1));
      const p = near(city, spot, r);
      const start = day + (9 + v * 4 + Math.floor(r() * 3)) * 3_600_000;
      google.push({ kind: 'place', lat: p.lat, lon: p.lon, at: iso(start), endAt: iso(start + (1 + Math.floor(r() * 3)) * 3_600_000), via: 'visit', label: p.label });
    }

    // Photos: several a day on trips, one now and then at home.
    const shots = trip ? 3 + Math.floor(r() * 3) : r() < 0.035 ? 1 : 0;
    for (let s = 0; s < shots; s++) {
      const p = near(city, Math.floor(r() * city.spots.length), r);
      const at = day + (10 + Math.floor(r() * 10)) * 3_600_000 + Math.floor(r() * 60) * 60_000;
      photos.push({ fileName: `IMG_${String(4000 + photos.length).padStart(4, '0')}.jpg`, takenAt: iso(at), lat: p.lat, lon: p.lon, palette: city.palette, seed: photos.length });
    }
  }

  return { records: { whatsapp, telegram, 'google-location': google, photos: [] }, photos };
}
