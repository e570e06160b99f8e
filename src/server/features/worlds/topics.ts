/**
 * The topics of a conversation: of the words SQL counted in it, the nouns (compromise's
 * part-of-speech lexicon, offline) that are not stop words, most frequent first. Chats mix
 * languages, and compromise knows English only: the function words of the languages people
 * chat in (the `stopword` package's per-language lists) and their chat fillers are dropped
 * first, so "que, meu, wie, mal" are never topics.
 */
import type Nlp from 'compromise';
import stopword from 'stopword';
import { loadOnce } from '../../platform/load-once';

const loadNlp = loadOnce(async () => (await import('compromise')).default as typeof Nlp);

/** Words too common (or too technical: links, media placeholders) to be a topic. */
const STOP = new Set(
  `about above after again against all also and any are aren't because been before being below between both but can cannot could did didn't does doesn't doing don't down during each few for from further had has have having her here hers herself him himself his how i'm i've into isn't it's its itself just let's more most mustn't myself nor not now off once only other ought our ours ourselves out over own same she should so some such than that that's the their theirs them themselves then there there's these they this those through too under until very was wasn't were what when where which while who whom why will with won't would you you're your yours yourself yeah yes yep nope okay haha hahaha lol omg http https www com html media omitted image video audio sticker gif deleted message null edited ok thanks thank please sure maybe really still well like got get one two thing things something anything everything nothing lot lots day today tomorrow yesterday tonight time morning night`.split(
    ' ',
  ),
);

/** Accent-folded (NFD without combining marks), as words may be written with or without accents. */
const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Function words of the languages people chat in (stopword's lists: English, Spanish,
 * Portuguese, French, German, Italian, Dutch, Turkish, Polish, Swedish, Indonesian, Malay,
 * Yoruba, Hausa), with and without accents.
 */
const FUNCTION_WORDS = new Set(
  (['eng', 'spa', 'por', 'fra', 'deu', 'ita', 'nld', 'tur', 'pol', 'swe', 'ind', 'msa', 'yor', 'hau'] as const).flatMap((l) => stopword[l].flatMap((w) => [w.toLowerCase(), fold(w.toLowerCase())])),
);

/**
 * Chat fillers the stop lists lack: greetings, thanks, endearments and interjections
 * ("ok meu amor", "boa noite", "ruf mal an", "jaja"), by language.
 */
const CHAT_FILLERS = new Set(
  [
    'amor amore boa bom bem beijo beijos beijinhos obrigado obrigada tudo noite kkk kkkk rsrs adorar querida querido',
    'hola buenas buenos gracias vale jaja jajaja cari',
    'merci bisous coucou ouais mdr',
    'ruf danke bitte gut schon genau klar jaa jaaa nee',
    'grazie ciao tesoro',
    'dank doei hoi lekker',
    'tamam merhaba tesekkurler canim',
    'dzieki czesc',
    'tack hej',
    'makasih terima kasih sayang',
    'abeg sha wahala',
  ]
    .join(' ')
    .split(' '),
);

/** A word with its stretched letters shortened ("sooo" → "so", "jaaa" → "ja"): runs of three or more become one. */
const unstretched = (w: string) => w.replace(/(.)\1{2,}/gu, '$1');

/** A word that is a function word or a filler of a language, stretched or not, accented or not. */
function isStopWord(w: string): boolean {
  for (const x of new Set([w, fold(w), unstretched(w), fold(unstretched(w))])) if (STOP.has(x) || FUNCTION_WORDS.has(x) || CHAT_FILLERS.has(x)) return true;
  return false;
}

/** Parts of speech that are not a topic on their own. */
const NOT_A_TOPIC = '(#Verb|#Adverb|#Adjective|#Pronoun|#Preposition|#Conjunction|#Determiner|#Auxiliary|#Copula|#Negative|#QuestionWord|#Expression|#Value|#Date)';

/** At most `limit` topics from word counts (most frequent first). */
export async function topicsOf(words: { word: string; count: number }[], limit = 10): Promise<{ word: string; count: number }[]> {
  const candidates = words.filter((w) => w.word.length >= 3 && !isStopWord(w.word) && !/'/.test(w.word));
  if (!candidates.length) return [];
  const nlp = await loadNlp();
  const out: { word: string; count: number }[] = [];
  for (const w of candidates) {
    const doc = nlp(w.word);
    if (doc.has('#Noun') || !doc.has(NOT_A_TOPIC)) out.push(w);
    if (out.length >= limit) break;
  }
  return out;
}
