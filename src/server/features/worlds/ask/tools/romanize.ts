/**
 * Greek and Cyrillic letters in Latin (#29): a world whose contacts are saved in one script is
 * asked about in the other ("Katerina" for Κατερίνα, "Γιώργος" for Giorgos, "mom" for a contact
 * saved as Μαμά, "babushka" for бабушка). Name, kin and group-kind matching compare both sides
 * in Latin letters; message search keeps each script as written.
 *
 * Greek: ELOT 743 (the Greek standard, also the UN's), the spelling Greeklish writers mostly
 * type: digraphs first (ου → ou, αι → ai, ει → ei, οι → oi, αυ → av, ευ → ev, γγ → ng, γκ/μπ/ντ
 * → g/b/d at the start of a word and gk/mp/nt inside it), then one letter each (η → i,
 * υ → y, θ → th, χ → ch, ψ → ps, ξ → x, φ → f, β → v). Cyrillic: the common passport-style
 * spelling of Russian, Ukrainian, Belarusian and Bulgarian letters (ж → zh, х → kh, ц → ts,
 * ч → ch, ш → sh, щ → shch, ю → yu, я → ya; soft and hard signs dropped). Input is folded text
 * (lower case, marks taken off: ά is α, й is и); other letters pass through.
 */

const GREEK_PAIRS: [string, string][] = [
  ['ου', 'ou'],
  ['αι', 'ai'],
  ['ει', 'ei'],
  ['οι', 'oi'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['γγ', 'ng'],
];
/** At a word's start the first, inside it the second: "Μπάμπης" → bampis, "Ντίνος" → dinos. */
const GREEK_STOPS: Record<string, [string, string]> = { γκ: ['g', 'gk'], μπ: ['b', 'mp'], ντ: ['d', 'nt'] };
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p',
  ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'yi', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

const NON_LATIN = /[\u0370-\u03ff\u1f00-\u1fff\u0400-\u04ff]/u;

/** Whether a text has Greek or Cyrillic letters (so its Latin spelling differs from it). */
export const hasGreekOrCyrillic = (s: string) => NON_LATIN.test(s);

/** A folded text with its Greek and Cyrillic letters in Latin ("κατερινα ν" → "katerina n"); others unchanged. */
export function romanize(folded: string): string {
  if (!hasGreekOrCyrillic(folded)) return folded;
  let out = '';
  for (let i = 0; i < folded.length; i++) {
    const c = folded[i]!;
    const pair = folded.slice(i, i + 2);
    const stop = GREEK_STOPS[pair];
    if (stop) {
      const atStart = i === 0 || !/\p{L}/u.test(folded[i - 1]!);
      out += atStart ? stop[0] : stop[1];
      i++;
      continue;
    }
    const digraph = GREEK_PAIRS.find(([g]) => g === pair);
    if (digraph) {
      out += digraph[1];
      i++;
      continue;
    }
    out += GREEK[c] ?? CYRILLIC[c] ?? c;
  }
  return out;
}
