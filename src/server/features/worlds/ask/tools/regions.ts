/**
 * Regions by coordinates (#29): a state, province or island a question names where places
 * carry only their nearest city's name.
 */
import { foldName } from './common';

/** A region (a state, province or island) as a latitude/longitude box: south, west, north, east. */
export interface Region {
  /** How an answer names it: "Goa, India". */
  name: string;
  box: readonly [number, number, number, number];
  /** More boxes of the same region (a kind of landscape is several ranges). */
  more?: readonly (readonly [number, number, number, number])[];
}

/**
 * Regions a person names instead of a town ("photos from Goa", "our trip to Bavaria"). Places
 * are named by their nearest city, so a region is matched by coordinates: a place whose
 * position lies in the region's box. Boxes are the regions' outer bounds (rounded to 0.01°),
 * so a town just over a border inside the box counts too; names are folded, in the languages
 * people write them. Source: the author's knowledge of the regions' extents; data, not
 * per-question wording. Only regions the author is sure of.
 */
const REGION_LIST: { names: readonly string[]; region: Region }[] = [
  { names: ['goa'], region: { name: 'Goa, India', box: [14.89, 73.67, 15.8, 74.34] } },
  { names: ['kerala', 'keralam'], region: { name: 'Kerala, India', box: [8.18, 74.85, 12.79, 77.42] } },
  { names: ['rajasthan'], region: { name: 'Rajasthan, India', box: [23.06, 69.48, 30.2, 78.27] } },
  { names: ['himachal', 'himachal pradesh'], region: { name: 'Himachal Pradesh, India', box: [30.38, 75.58, 33.22, 79.0] } },
  { names: ['bavaria', 'bayern', 'baviere', 'baviera', 'bawaria', 'beieren'], region: { name: 'Bavaria, Germany', box: [47.27, 8.97, 50.56, 13.84] } },
  { names: ['tuscany', 'toscana', 'toskana', 'toscane', 'toskania'], region: { name: 'Tuscany, Italy', box: [42.24, 9.68, 44.47, 12.37] } },
  { names: ['sicily', 'sicilia', 'sizilien', 'sicile', 'sycylia'], region: { name: 'Sicily, Italy', box: [36.64, 12.42, 38.32, 15.65] } },
  { names: ['andalusia', 'andalucia', 'andalusien', 'andalousie', 'andaluzja'], region: { name: 'Andalusia, Spain', box: [35.94, -7.52, 38.73, -1.63] } },
  { names: ['catalonia', 'catalunya', 'cataluna', 'katalonien', 'catalogne', 'katalonia'], region: { name: 'Catalonia, Spain', box: [40.52, 0.16, 42.86, 3.33] } },
  { names: ['algarve'], region: { name: 'Algarve, Portugal', box: [36.96, -8.99, 37.53, -7.4] } },
  { names: ['crete', 'kreta', 'kriti', 'creta', 'girit'], region: { name: 'Crete, Greece', box: [34.8, 23.51, 35.7, 26.32] } },
  { names: ['bali'], region: { name: 'Bali, Indonesia', box: [-8.85, 114.43, -8.06, 115.71] } },
  { names: ['hokkaido'], region: { name: 'Hokkaido, Japan', box: [41.35, 139.33, 45.56, 145.82] } },
  // Cities the offline names split into districts ("Quận Một"): the city's outer bounds, under every name of it.
  { names: ['ho chi minh', 'ho chi minh city', 'thanh pho ho chi minh', 'saigon', 'sai gon', 'tp hcm', 'hcmc'], region: { name: 'Ho Chi Minh City, Vietnam', box: [10.37, 106.36, 11.16, 107.03] } },
  { names: ['ha noi', 'hanoi'], region: { name: 'Hanoi, Vietnam', box: [20.56, 105.28, 21.39, 106.02] } },
];

/**
 * Kinds of landscape a person says instead of a place ("photos from the mountains", "w górach",
 * "in den Bergen", "di gunung"): the ranges and lake districts of the boxes below, tight around
 * the high ground so the cities at their feet (Munich, Milan, Zurich, Toulouse) stay out.
 * Source: the author's knowledge of these ranges; not a world-wide atlas.
 */
const MOUNTAIN_BOXES = [
  [49.1, 19.4, 49.35, 20.45], // Tatra (Zakopane)
  [49.0, 22.0, 49.45, 22.9], // Bieszczady
  [50.65, 15.4, 50.88, 16.0], // Karkonosze
  [49.45, 18.7, 49.75, 19.4], // Beskid Żywiecki (Szczyrk, Korbielów)
  [45.7, 6.6, 46.8, 8.5], // Western Alps (Chamonix, Zermatt, Interlaken)
  [46.35, 9.5, 47.45, 13.5], // Central and Eastern Alps, Dolomites (St. Moritz, Innsbruck, Cortina)
  [42.4, -1.0, 43.0, 2.5], // Pyrenees (Andorra)
] as const;
const LAKE_BOXES = [
  [53.55, 21.0, 54.15, 22.4], // Masuria
  [45.55, 8.45, 46.2, 9.45], // Italian lakes (Maggiore, Como, Lugano)
  [45.45, 10.5, 45.9, 10.9], // Lake Garda
] as const;
const landscape = (name: string, boxes: readonly (readonly [number, number, number, number])[]): Region => ({ name, box: boxes[0]!, more: boxes.slice(1) });
REGION_LIST.push(
  {
    names: ['mountains', 'mountain', 'the mountains', 'gory', 'gorach', 'gorami', 'berge', 'bergen', 'gebirge', 'montana', 'montanas', 'montagne', 'montagnes', 'montagna', 'montanha', 'montanhas', 'gunung', 'pegunungan', 'malai', 'malaigal', 'milima', 'mlima', 'terara', 'tatry', 'tatrach', 'alps', 'alpy', 'alpach', 'alpen', 'alpes', 'alpi'],
    region: landscape('the mountains', MOUNTAIN_BOXES),
  },
  {
    names: ['lakes', 'the lakes', 'jeziora', 'jeziorach', 'jeziorami', 'mazury', 'mazurach', 'masuria', 'lagos', 'laghi', 'lacs', 'danau', 'maziwa', 'erigal'],
    region: landscape('the lakes', LAKE_BOXES),
  },
);

const REGIONS = new Map(REGION_LIST.flatMap((r) => r.names.map((n) => [n, r.region] as const)));

/** The region a name names ("Goa", "Bayern", "Toskania"), or null. */
export function regionNamed(name: string): Region | null {
  const key = foldName(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  // "the mountains", "w górach", "nad jeziorami", "in den Bergen", "di gunung": the words before the name go.
  const bare = key.replace(/^(?:(?:the|in|at|from|to|w|we|z|ze|nad|na|do|od|in|den|die|im|am|aus|en|las|los|les|la|le|el|di|ke|dari|ya|katika|kwenye)\s+)+/u, '');
  return REGIONS.get(key) ?? REGIONS.get(bare) ?? null;
}

/**
 * Cities known by more than one name: an old name, a nickname or a spelling people still use
 * ("Saigon" for Ho Chi Minh City, "Bombay" for Mumbai, "Peking", "Kiev"), folded. Each group
 * is one city; a question naming any of them matches a place named by another, when no place
 * carries the asked name itself. Source: the author's knowledge of these cities' names; data,
 * not per-question wording. Only names that are unambiguous as a city.
 */
const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  ['ho chi minh', 'ho chi minh city', 'thanh pho ho chi minh', 'saigon', 'sai gon', 'tp hcm', 'hcmc'],
  ['da lat', 'dalat'],
  ['ha noi', 'hanoi'],
  ['da nang', 'danang'],
  ['hue', 'thua thien hue'],
  ['ha long', 'halong', 'vinh ha long', 'halong bay', 'ha long bay'],
  ['mumbai', 'bombay', 'bambai'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['bengaluru', 'bangalore'],
  ['beijing', 'peking', 'pekin', 'pechino'],
  ['guangzhou', 'canton'],
  ['istanbul', 'constantinople', 'konstantynopol', 'stambul'],
  ['kyiv', 'kiev', 'kijow', 'kyjiw'],
  ['new york', 'new york city', 'nyc', 'the big apple', 'big apple', 'nowy jork'],
  ['yangon', 'rangoon'],
  ['bangkok', 'krung thep', 'krung thep maha nakhon'],
  ['jakarta', 'batavia'],
  ['yogyakarta', 'jogja', 'jogjakarta', 'yogya'],
  ['gdansk', 'danzig'],
  ['wroclaw', 'breslau'],
  ['lviv', 'lwow', 'lvov', 'lemberg'],
  ['vilnius', 'wilno'],
  ['addis ababa', 'addis abeba'],
  ['thiruvananthapuram', 'trivandrum'],
  ['kochi', 'cochin'],
  ['puducherry', 'pondicherry', 'pondy'],
  ['saint petersburg', 'st petersburg', 'leningrad'],
];
const CITY_NAMES = new Map(CITY_NAME_GROUPS.flatMap((g) => g.map((n) => [n, g] as const)));

/**
 * The other names of the city a query names ("Saigon" → "ho chi minh", "ho chi minh city", …),
 * folded, or [] when it is no known city's other name. Leading "the"/"in"/"w"… go as for regions.
 */
export function cityOtherNames(name: string): string[] {
  const key = foldName(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const bare = key.replace(/^(?:(?:in|at|from|to|w|we|z|ze|na|do|od|im|am|aus|en|di|ke|dari|ya|katika)\s+)+/u, '');
  const group = CITY_NAMES.get(key) ?? CITY_NAMES.get(bare);
  return group ? group.filter((n) => n !== key && n !== bare) : [];
}
