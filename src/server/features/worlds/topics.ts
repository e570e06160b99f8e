/**
 * The topics of a conversation: of the words SQL counted in it, the nouns (compromise's
 * part-of-speech lexicon, offline) that are not stop words, most frequent first.
 */
import type Nlp from 'compromise';
import { loadOnce } from '../../platform/load-once';

const loadNlp = loadOnce(async () => (await import('compromise')).default as typeof Nlp);

/** Words too common (or too technical: links, media placeholders) to be a topic. */
const STOP = new Set(
  `about above after again against all also and any are aren't because been before being below between both but can cannot could did didn't does doesn't doing don't down during each few for from further had has have having her here hers herself him himself his how i'm i've into isn't it's its itself just let's more most mustn't myself nor not now off once only other ought our ours ourselves out over own same she should so some such than that that's the their theirs them themselves then there there's these they this those through too under until very was wasn't were what when where which while who whom why will with won't would you you're your yours yourself yeah yes yep nope okay haha hahaha lol omg http https www com html media omitted image video audio sticker gif deleted message null edited ok thanks thank please sure maybe really still well like got get one two thing things something anything everything nothing lot lots day today tomorrow yesterday tonight time morning night`.split(
    ' ',
  ),
);
/** Parts of speech that are not a topic on their own. */
const NOT_A_TOPIC = '(#Verb|#Adverb|#Adjective|#Pronoun|#Preposition|#Conjunction|#Determiner|#Auxiliary|#Copula|#Negative|#QuestionWord|#Expression|#Value|#Date)';

/** At most `limit` topics from word counts (most frequent first). */
export async function topicsOf(words: { word: string; count: number }[], limit = 10): Promise<{ word: string; count: number }[]> {
  const candidates = words.filter((w) => w.word.length >= 3 && !STOP.has(w.word) && !/'/.test(w.word));
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
