/**
 * Name forms (#29): the other ways a question may write a person's first name. A given name's
 * everyday short forms (hypocoristics: "Tomek" for Tomasz, "Sasha" for Aleksandr, "Paco" for
 * Francisco) and a name declined by the question's grammar ("z Tomkiem", "u Kasi", "Kasiu",
 * "Sashey", possessive "Annas"). find_people tries these only when the name as written matches
 * no one, and takes them only when they lead to people by an exact first name or alias;
 * resolve never guesses between two people a form fits equally.
 */

/**
 * Given-name families, folded (no diacritics, lower case): the given name first, then its
 * everyday short forms. Polish, Russian/Ukrainian (Latin letters), Spanish, Portuguese,
 * Italian, German, English, Dutch, Greek (in Latin letters), Indonesian. Source: the author's knowledge of these
 * languages' naming customs; common forms only, a form in one family only.
 */
export const NAME_FAMILIES: readonly (readonly string[])[] = [
  // Polish
  ['tomasz', 'tomek', 'tomcio', 'tomus'],
  ['katarzyna', 'kasia', 'kaska', 'kasienka', 'kasiunia'],
  ['malgorzata', 'gosia', 'goska', 'malgosia', 'gosienka'],
  ['magdalena', 'magda', 'madzia', 'magdusia'],
  ['aleksandra', 'ola', 'olka', 'olenka'],
  ['agnieszka', 'aga', 'agusia'],
  ['zuzanna', 'zuzia', 'zuza'],
  ['joanna', 'asia', 'joasia'],
  ['barbara', 'basia', 'baska'],
  ['krystyna', 'krysia'],
  ['elzbieta', 'ela', 'elka'],
  ['bartosz', 'bartek', 'bartus'],
  ['wojciech', 'wojtek'],
  ['krzysztof', 'krzys', 'krzysiek'],
  ['grzegorz', 'grzes', 'grzesiek'],
  ['lukasz', 'lukaszek'],
  ['jakub', 'kuba', 'kubus'],
  ['pawel', 'pawelek'],
  ['piotr', 'piotrek'],
  ['jan', 'janek', 'jasiek', 'jas'],
  ['michal', 'michas'],
  ['marcin', 'marcinek'],
  ['maciej', 'maciek'],
  ['stanislaw', 'stas', 'staszek'],
  ['wladyslaw', 'wladek'],
  // Russian / Ukrainian in Latin letters
  ['aleksandr', 'sasha', 'sasza', 'sanya', 'shura'],
  ['alexander', 'alex', 'sandy', 'xander'],
  ['dmitri', 'dima', 'mitya'],
  ['dmitry', 'dima'],
  ['ekaterina', 'katya', 'katia', 'katyusha'],
  ['yekaterina', 'katya'],
  ['mikhail', 'misha'],
  ['nikolai', 'kolya'],
  ['ivan', 'vanya'],
  ['elena', 'lena', 'lenochka'],
  ['olena', 'olenka'],
  ['natalia', 'natasha', 'nata'],
  ['anastasia', 'nastya', 'nastia', 'natasa', 'tasia'],
  ['tatiana', 'tanya', 'tania'],
  ['sergei', 'seryozha', 'serezha'],
  ['vladimir', 'volodya', 'vova'],
  ['volodymyr', 'volodya'],
  ['evgeny', 'zhenya'],
  ['maria', 'masha', 'marysia', 'mariquita'],
  // Spanish / Portuguese
  ['francisco', 'paco', 'pancho', 'curro', 'chico', 'chiquinho'],
  ['jose', 'pepe', 'zeca', 'ze'],
  ['dolores', 'lola'],
  ['ignacio', 'nacho'],
  ['guadalupe', 'lupe'],
  ['enrique', 'quique'],
  ['concepcion', 'concha', 'conchita'],
  ['eduardo', 'dudu'],
  // Italian
  ['giuseppe', 'beppe', 'peppe', 'pino'],
  ['giovanni', 'gianni', 'nanni'],
  ['francesco', 'cecco', 'checco'],
  ['salvatore', 'toto', 'turi'],
  ['domenico', 'mimmo'],
  ['antonio', 'tonio', 'toni', 'tonino'],
  // German / Dutch
  ['johannes', 'hannes', 'jo', 'hans'],
  ['wolfgang', 'wolf'],
  ['elisabeth', 'lisa', 'liesl', 'elli', 'betty'],
  ['matthias', 'hias'],
  ['katharina', 'kathi', 'kati'],
  ['hendrik', 'henk'],
  ['johanna', 'hanna', 'jo'],
  // English
  ['robert', 'bob', 'bobby', 'rob', 'robbie', 'bert'],
  ['william', 'bill', 'billy', 'will', 'liam'],
  ['richard', 'dick', 'rick', 'ricky', 'rich'],
  ['margaret', 'maggie', 'meg', 'peggy'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betsy'],
  ['katherine', 'kate', 'katie', 'kathy', 'kat'],
  ['catherine', 'cathy', 'cat'],
  ['edward', 'ed', 'eddie', 'ted', 'teddy', 'ned'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['thomas', 'tom', 'tommy'],
  ['anthony', 'tony'],
  ['jennifer', 'jen', 'jenny'],
  ['rebecca', 'becky', 'becca'],
  // Greek, in Latin letters as romanize.ts writes them (ELOT 743) and as Greeklish is typed
  ['georgios', 'giorgos', 'yiorgos', 'yorgos', 'giorgis', 'giorgakis'],
  ['dimitrios', 'dimitris', 'mitsos', 'mimis', 'dimitrakis'],
  ['nikolaos', 'nikos', 'nikolakis', 'nikolas'],
  ['konstantinos', 'kostas', 'kostis', 'dinos', 'kostakis'],
  ['ioannis', 'giannis', 'yannis', 'giannakis', 'gianakis'],
  ['panagiotis', 'panos', 'panagiotakis'],
  ['vasileios', 'vasilis', 'vasilakis'],
  ['alexandros', 'alexis', 'alekos'],
  ['charalampos', 'charis', 'bampis', 'babis', 'xaris'],
  ['evangelos', 'vangelis', 'vagelis'],
  ['stylianos', 'stelios', 'steliakis'],
  ['athanasios', 'thanasis', 'sakis'],
  ['spyridon', 'spyros', 'spiros'],
  ['emmanouil', 'manolis', 'manos'],
  ['theodoros', 'thodoris', 'thodoros'],
  ['christos', 'christakis'],
  ['aikaterini', 'ekaterini', 'katerina', 'katina', 'katerinaki'],
  ['eleni', 'lena', 'elenitsa', 'lenio'],
  ['vasiliki', 'vaso', 'vasia'],
  ['panagiota', 'giota', 'panagiotitsa'],
  ['georgia', 'gogo', 'georgitsa'],
  ['sofia', 'sofaki'],
  ['paraskevi', 'voula', 'evi'],
  // Indonesian
  ['muhammad', 'mamad', 'memed'],
  ['bambang', 'bams'],
];

const FAMILY_OF = new Map<string, (readonly string[])[]>();
for (const row of NAME_FAMILIES) for (const w of row) FAMILY_OF.set(w, [...(FAMILY_OF.get(w) ?? []), row]);

/** The other forms of a (folded) first name's families: "tomek" → tomasz, tomcio, tomus; "tomasz" → tomek, …. */
export function hypocoristics(name: string): string[] {
  const rows = FAMILY_OF.get(name) ?? [];
  return [...new Set(rows.flat())].filter((w) => w !== name);
}

/**
 * Case endings of given names (folded), longest first, and what a stem takes back to be a
 * nominative. Polish (instrumental -iem/-em/-ą, dative -owi/-i/-e, genitive -a/-y/-i, vocative
 * -u/-o/-e), Russian/Ukrainian in Latin letters (-oy/-ey/-om/-u/-e/-y/-i), English and Dutch
 * possessive -s / -'s, German genitive -s. The fleeting e of Polish "-ek" ("Tomek" → Tomk-iem,
 * Tomk-owi, Tomk-u) comes back before the final k; "-ec" the same.
 */
const ENDINGS = ['owi', 'iem', 'ego', 'emu', 'em', 'om', 'oy', 'ey', 'ej', 'ie', 'u', 'a', 'y', 'i', 'e', 'o', 's'];
const RESTORE = ['', 'a', 'ia', 'ja', 'o', 'y'];

/** The nominatives a declined or possessive (folded) name may come from ("tomkiem" → tomek, …; "kasi" → kasia). */
export function undeclined(q: string): string[] {
  const out = new Set<string>();
  const w = q.replace(/['’]s$/u, 's');
  if (w.includes(' ') || [...w].length < 4) return [];
  for (const e of ENDINGS) {
    if (!w.endsWith(e)) continue;
    const stem = w.slice(0, w.length - e.length);
    if ([...stem].length < 3) continue;
    for (const r of RESTORE) out.add(stem + r);
    // The fleeting e: tomk → tomek, jank → janek, koniec → konc (stem ends in a consonant + k/c).
    const m = /^(.*[^aeiouy])([kc])$/u.exec(stem);
    if (m) out.add(`${m[1]}e${m[2]}`);
    // Polish soft stems: "kasi" (u Kasi) and "kasiu" (vocative) from kasia; "zuzi" from zuzia.
    if (stem.endsWith('i')) out.add(`${stem}a`);
  }
  out.delete(q);
  return [...out];
}
