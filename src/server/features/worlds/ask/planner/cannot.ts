/**
 * Questions no chat can answer, told apart before any planning (#29): the offline planner
 * must not answer them with the nearest fact it can compute (a count, a first message), which
 * reads as an answer and is a guess.
 *
 * Three kinds, each read from the question's own wording in the languages Mnemo's users ask
 * in (English, French, Spanish, Portuguese, Italian, Hindi in Latin letters):
 * - `feeling`: an inner state that was kept inside ("secretly", "deep down", "what did she
 *   really think of me"): chats hold what people wrote, not what they kept to themselves;
 * - `future`: what will happen ("when will…", "is he going to…"): a chat holds the past only;
 * - `unrecorded`: a fact of a kind the world keeps no record of: another person's partner,
 *   salary, password, weight, vote or religion (the owner's own messages may mention them, but
 *   the world holds no such fact to look up, so any name or figure given would be a guess).
 *
 * Source: the author's own knowledge of these languages' everyday question wording. Regexes
 * read one short question with fixed alternations and no nested quantifiers.
 */

export type CannotKind = 'feeling' | 'future' | 'unrecorded';

export interface CannotTell {
  kind: CannotKind;
  /** The answer: says it cannot tell and why, leading with that. */
  answer: string;
}

/** Word boundaries that hold for accented letters (JavaScript's \b does not). */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
/** `\\b<` opens a word, `>\\b` closes one, a bare `\\b` is either (all of them Unicode-aware). */
const re = (src: string) => new RegExp(src.replaceAll('\\b<', B).replaceAll('>\\b', E).replaceAll('\\b', `(?:${B}(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])${E})`), 'iu');

/** Inner states kept inside: the word says it was not written. */
const FEELING: RegExp[] = [
  // English
  re(String.raw`\b<(?:secretly|deep down|in (?:his|her|their) heart|behind (?:my|our) back|privately)>\b.*\b<(?:upset|angry|sad|happy|jealous|hurt|proud|disappointed|love[sd]?|hate[sd]?|mad|annoyed|glad|relieved|resent\w*|envious|afraid|scared|worried)>\b`),
  re(String.raw`\b<(?:upset|angry|sad|happy|jealous|hurt|proud|disappointed|love[sd]?|hate[sd]?|mad|annoyed|glad|relieved|envious|afraid|scared|worried)>\b.*\b<(?:secretly|deep down|in (?:his|her|their) heart|privately)>\b`),
  re(String.raw`\b<(?:really|truly|actually|honestly) (?:feel|felt|think|thought|believe[sd]?|want(?:ed)?)>\b.*\b<(?:about|of) (?:me|us|it|that|my|our)>\b`),
  re(String.raw`\b<what (?:was|is) (?:\p{L}+ ){1,3}(?:really )?thinking>\b`),
  // The reason for a feeling ("why exactly was Giorgos angry with me", "why is she upset"): a motive, not a record.
  re(String.raw`^(?:so |and |but )?(?:why|how come)(?: exactly| really)? (?:\p{L}+ ){1,4}?(?:angry|upset|mad|sad|annoyed|jealous|hurt|disappointed|offended|cross|furious|cold|distant|sulking|ignoring)>\b`),
  re(String.raw`^(?:is|was|are|were|does|did) (?:\p{L}+ ){1,2}(?:secretly |still )?(?:in love with|attracted to|jealous of|ha(?:s|ve|d) feelings for)>\b`),
  // French: "en secret", "secrètement", "au fond (de lui)", "ce qu'il pense vraiment de moi"
  re(String.raw`\b<(?:en secret|secr[eè]tement|au fond(?: d'elle| de lui| d'eux)?|dans son c(?:œ|oe)ur)>\b`),
  re(String.raw`\b<(?:pense|pensait|ressent|ressentait) vraiment>\b`),
  // Spanish / Portuguese: "en secreto", "en el fondo", "secretamente", "no fundo", "lo que realmente sentía"
  re(String.raw`\b<(?:en secreto|en el fondo|secretamente|em segredo|no fundo)>\b`),
  re(String.raw`\b<(?:realmente|de verdad) (?:sent[ií]a|pensaba|sente|sentia|pensa(?:va)?)>\b`),
  // Italian: "segretamente", "in segreto", "sotto sotto", "in fondo", "cosa pensava davvero"
  re(String.raw`\b<(?:segretamente|in segreto|sotto sotto)>\b`),
  re(String.raw`\b<(?:pensava|provava|sentiva) davvero>\b`),
  // Hindi in Latin letters: "dil mein", "chupke se", "andar se"
  re(String.raw`\b<(?:dil (?:hi )?(?:mein|me)|chupke se|andar se|mann hi mann)>\b`),
];

/** The question asks about what will happen. */
const FUTURE: RegExp[] = [
  // English: "when will…", "will she…?", "who will…", "is he going to…", "are they gonna…"
  re(String.raw`^(?:so |and |but )?(?:(?:when|where|who|what|which|how(?: many| much| long| soon)?|why) )?(?:\p{L}+ ){0,3}?will>\b(?! you\b)(?! have been)`),
  re(String.raw`^(?:so |and |but )?(?:(?:when|where|who|what|how) )?(?:is|are|am) (?:\p{L}+ ){1,3}(?:going to|gonna) (?!be in)\p{L}+`),
  re(String.raw`\b<(?:in the future|next year|someday|some day|one day soon)>\b.*\?\s*$`),
  // "When is she having her second baby?", "when are they getting married?": planned, not happened.
  re(String.raw`^(?:when|where) (?:is|are) (?:\p{L}+ ){1,2}(?:having|getting married|moving|coming|visiting|leaving|starting)>\b`),
  // French: "quand est-ce que X va…", "quand va-t-elle…", "est-ce qu'il va…", futur simple ("aura", "se mariera")
  re(String.raw`^(?:quand|o[uù]|qui|est-ce qu)\b.*\b<(?:va|vont|vas|allez) (?:avoir|faire|venir|se|s'|partir|d[ée]m[ée]nager|revenir|\p{L}+er|\p{L}+ir|\p{L}+re)>\b`),
  re(String.raw`^(?:quand|o[uù]|qui|est-ce qu)\b.*\b<(?:aura|auront|sera|seront|viendra|viendront|fera|feront|ira|iront|partira|reviendra|mariera|marieront|d[ée]m[ée]nagera|accouchera|na[iî]tra|aimera)>\b`),
  re(String.raw`\bva-t-(?:il|elle|on)\b`),
  // Spanish / Portuguese: "cuándo va a…", "¿va a…?", "cuándo tendrá…", "quando vai…", "quando terá…"
  re(String.raw`^[¿]?(?:cu[aá]ndo|d[oó]nde|qui[eé]n|quando|onde|quem)\b.*\b<(?:va a|van a|vai|v[aã]o|irá|tendrán?|serán?|terá|\p{L}+(?:ar|er|ir)án?)>\b`),
  // Italian: "quando avrà…", "quando si sposerà…", "chi verrà…"
  re(String.raw`^(?:quando|dove|chi)\b.*\b<(?:avr[aà]|sar[aà]|verr[aà]|\p{L}+(?:er|ir)à)>\b`),
  // Hindi in Latin letters: "kab hoga", "kab karegi", "kya woh aayega"
  re(String.raw`\b<kab\b.*\b\p{L}+(?:ega|egi|enge|oge|ogi|unga|ungi)>\b`),
];

/** Facts of a kind the world holds no record of: another person's partner, pay, secrets of the body or the ballot. */
const UNRECORDED: RegExp[] = [
  // "Who is Tom's girlfriend?", "who's her boyfriend", "Ana's crush" — not the owner's own ("my boyfriend").
  re(String.raw`\b<(?:who(?:'s| is| was)|name of) (?!my\b)(?:\p{L}+'s?|his|her|their) (?:new |current |secret )?(?:boyfriend|girlfriend|bf|gf|crush|lover|fianc[eé]e?|partner|date)>\b`),
  re(String.raw`\b<(?:\p{L}+'s?|his|her|their) (?:new |current )?(?:boyfriend|girlfriend|bf|gf|crush|lover)(?:'s name| called| named)>\b`),
  re(String.raw`\b<(?:\p{L}+'s?|his|her|their) (?:salary|income|pay|password|weight|blood type|religion|vote)>\b`),
  re(String.raw`\b<how much (?:does|did) (?!i\b)\p{L}+ (?:earn|make|weigh)>\b`),
  re(String.raw`\b<who did (?!i\b)\p{L}+ vote for>\b`),
  // French: "le copain de X", "le chum de X", "la blonde de X", "le salaire de X"
  re(String.raw`\b<(?:qui est|c'est qui) (?:le|la) (?:copain|copine|chum|blonde|petit ami|petite amie|fianc[ée]e?) d[e']`),
  re(String.raw`\b<(?:le salaire|le mot de passe|le poids) d[e']`),
  // Spanish / Portuguese / Italian: "el novio de X", "o namorado de X", "il fidanzato di X", "lo stipendio di"
  re(String.raw`\b<(?:qui[eé]n es|quem [eé]) (?:el|la|o|a) (?:novio|novia|namorad[oa]|pareja)>\b`),
  re(String.raw`\b<(?:chi [eè]) (?:il|la) (?:fidanzat[oa]|ragazz[oa])>\b`),
  re(String.raw`\b<(?:el sueldo|el salario|o sal[aá]rio|lo stipendio) d[eio]>\b`),
  // Hindi in Latin letters: "X ka boyfriend kaun hai", "X ki girlfriend kaun hai", "X ki salary"
  re(String.raw`\b<(?:ka|ki) (?:boyfriend|girlfriend|salary|password)>\b`),
];

const ANSWERS: Record<CannotKind, string> = {
  feeling: 'I can’t tell from your chats: they hold what people wrote, not what they felt and kept to themselves. I can show what they wrote about it, or when.',
  future: 'I can’t tell from your chats: they hold what has happened, not what will. I can tell when something was last mentioned, or what was said about it.',
  unrecorded: 'I can’t tell from your chats: your world keeps no record of that, and I will not guess. I can show the messages that mention it, or who wrote about it.',
};

/** Whether a question asks what no chat can tell, and the answer that says so; null otherwise. */
export function cannotTell(question: string): CannotTell | null {
  const q = question.trim().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  const kind: CannotKind | null = FUTURE.some((r) => r.test(q)) ? 'future' : FEELING.some((r) => r.test(q)) ? 'feeling' : UNRECORDED.some((r) => r.test(q)) ? 'unrecorded' : null;
  return kind ? { kind, answer: ANSWERS[kind] } : null;
}
