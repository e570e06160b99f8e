/**
 * Questions asked in Spanish, Portuguese or French (#29), read as the English frames the
 * reader knows: "¿Quién está en el grupo X?" / "Quem está no grupo X?" / "Qui est dans le
 * groupe X ?" → "who is in the group X"; "¿Qué dijo X sobre Y?" / "O que o X disse sobre Y?"
 * / "Qu'est-ce que X a dit sur Y ?" → "what did X say about Y"; their period words ("el año
 * pasado", "no ano passado", "l'année dernière") → "last year". Names and the searched words
 * are kept as written (accents and all): the tools fold them as they fold the messages.
 *
 * Only question frames (the words a question opens with) and period phrases are rewritten,
 * never a word inside a name. A question in none of these frames is returned unchanged.
 * Source: the author's own knowledge of the three languages' everyday question wording.
 *
 * Regexes read one short question with fixed alternations and no nested quantifiers.
 */

/** Articles (and "the" forms with a preposition) a Romance question puts before a name or a thing. */
const ARTICLE = String.raw`(?:el|la|los|las|lo|o|a|os|as|le|les|l'|un|una|um|uma|une|des|du|do|da|dos|das|del|al|au|aux)`;
const LEAD_ARTICLE = new RegExp(String.raw`^(?:(?:${ARTICLE}) |l')+(?=\S)`, 'u');
/** A lowercase article the thing or name opens with, cut ("la tía" → "tía", "o João" → "João"; "Los Primos" is kept). */
const art = (s: string) => s.replace(LEAD_ARTICLE, '');

/** Saying verbs, past tense, the three languages. */
const SAID = String.raw`(?:dijo|escribi[oó]|cont[oó]|coment[oó]|mencion[oó]|habl[oó]|disse|escreveu|falou|contou|comentou|mencionou|a dit|a écrit|a parlé|a raconté|a mentionné)`;
/** "about": sobre, de, acerca de, à propos de, … */
const ABOUT = String.raw`(?:sobre|sur|acerca de|respecto a|à propos de|au sujet de|de|do|da|del|d'|du|des)`;
/** Words between a frame and a name that name no one ("en el grupo", "no grupo", "dans le groupe"). */
const GROUP = String.raw`(?:grupo|groupe|chat|conversa|conversación|conversation)`;

/** Period phrases → English (the reader's periods.ts reads English). */
const PERIODS: [RegExp, string][] = [
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:el|en el|no|o|durante el) año pasado(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:no |o )?ano passado(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))l'année (?:dernière|passée)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))l'an dernier(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))l'an passé(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'last year'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:este|esse|neste|en este) año(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:este|neste|esse) ano(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))cette année(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'this year'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:el|la|o|a) (?:mes|mês) pasad[oa](?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))o mês passado(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))le mois dernier(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'last month'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:la|a) semana pasada(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))a semana passada(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))la semaine dernière(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'last week'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:el|o) verano pasado(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:o |no )?verão passado(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))l'été dernier(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'last summer'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:en el|el|no|em o) (?:verano|verão) de (\d{4})(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))en (?:verano|été) (?:de )?(\d{4})(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))no verão de (\d{4})(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))à l'été (\d{4})(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))|(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))l'été (\d{4})(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'summer $1$2$3$4$5'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:en|em|no ano de|en el año|en l'an) (\d{4})(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'in $1'],
  [/(?:en|el día de|no dia d[oe]|no|le jour de|à|pour|para) (?:mi|meu|mon) (?:cumpleaños|cumple|aniversário|aniversario|anniversaire)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'on my birthday'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:hoy|hoje|aujourd'hui)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'today'],
  [/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:ayer|ontem|hier)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/giu, 'yesterday'],
];

/** Frames → English, tried in order on the question without its opening "¿"/"¡" and end marks. */
const FRAMES: [RegExp, (...g: string[]) => string][] = [
  // Members of a group.
  [new RegExp(String.raw`^qui[eé]n(?:es)? (?:est[aá]n?|son|hay|forman? parte de|participan? en) (?:en )?(?:${ARTICLE} )?(?:${GROUP} )?(.+)$`, 'iu'), (x) => `who is in the group ${art(x)}`],
  [new RegExp(String.raw`^quem (?:est[aá]|s[aã]o|faz parte|fazem parte|participa|participam|há) (?:em |n[oa]s? |d[oa]s? )?(?:${GROUP} )?(.+)$`, 'iu'), (x) => `who is in the group ${art(x)}`],
  [new RegExp(String.raw`^qui (?:est|sont|fait partie|font partie|participe|participent) (?:dans |du |de |à )?(?:${ARTICLE} )?(?:${GROUP} )?(.+)$`, 'iu'), (x) => `who is in the group ${art(x)}`],
  // Who mentioned a thing.
  [new RegExp(String.raw`^(?:qui[eé]n|quem|qui a) (?:mencion[oó]|habl[oó] de|habl[oó] sobre|mencionou|falou d[eoa]s?|falou sobre|mentionné|parlé d[eu's]?|parlé de) ?(.+)$`, 'iu'), (x) => `who mentioned ${art(x)}`],
  // Who writes most.
  [/^(?:qui[eé]n|quem|qui) (?:me |m')?(?:escribe|escreve|manda|envía|envia|m'écrit|écrit|envoie|m'envoie) (?:m[aá]s|mais|le plus)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(.*)$/iu, (x) => `who writes to me most${x}`],
  [/^(?:con qui[eé]n|com quem|avec qui) (?:hablo|falo|je parle|parlo|converso) (?:m[aá]s|mais|le plus)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(.*)$/iu, (x) => `who do I write to most${x}`],
  // What someone said about a thing.
  [new RegExp(String.raw`^(?:qu[eé]|o que|que|qu'est-ce que|qu'est ce que) (?:${ARTICLE} )?(.+?) ${SAID} ${ABOUT} ?(.+)$`, 'iu'), (who, x) => `what did ${art(who)} say about ${art(x)}`],
  [new RegExp(String.raw`^(?:qu[eé]|que) ${SAID} (.+?) ${ABOUT} ?(.+)$`, 'iu'), (who, x) => `what did ${art(who)} say about ${art(x)}`],
  [new RegExp(String.raw`^qu'a dit (.+?) (?:sur|de|à propos de|au sujet de) (.+)$`, 'iu'), (who, x) => `what did ${art(who)} say about ${art(x)}`],
  // The last time someone wrote.
  [/^(?:cu[aá]ndo fue|quando foi|c'était quand|quand était) (?:la|a) (?:[uú]ltima vez|dernière fois) (?:que|où) (?:(?:el|la|o|a) )?(.+?) (?:me )?(?:escribi[oó]|escreveu|m'a écrit|a écrit|mand[oó] mensaje|mandou mensagem)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(.*)$/iu, (who, x) => `when was the last time ${who} wrote to me${x}`],
  // When someone was born.
  [/^(?:cu[aá]ndo naci[oó]|quando nasceu|quand est née?) (.+)$/iu, (x) => `when was ${art(x)} born`],
  // When something was.
  [/^(?:cu[aá]ndo (?:fue|era|es)|quando (?:foi|era|é)|quand (?:était|a eu lieu|est|c'était)|c'était quand) (.+)$/iu, (x) => `when was ${theThing(possessive(art(x)))}`],
  // Where something was, where I was.
  [/^(?:d[oó]nde|onde|où) (?:estaba yo|estaba|estuve|estive|estava eu|estava|étais-je|j'étais|est-ce que j'étais) (.+)$/iu, (x) => `where was I ${x}`],
  [/^(?:d[oó]nde|onde|où) (?:fue|foi|était|a eu lieu|se hizo|se fez) (.+)$/iu, (x) => `where was ${theThing(possessive(art(x)))}`],
  // How many messages or photos.
  [/^(?:cu[aá]nt[oa]s|quant[oa]s|combien de) (mensajes|mensagens|messages|fotos|photos|videos|vídeos|vidéos)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(.*)$/iu, (what, x) => `how many ${englishThing(what)}${countRest(x)}`],
];

/** "boda de Dani" → "Dani's boda" (a capitalised name after "de"/"da"/"do"). */
function possessive(x: string): string {
  const m = /^(\p{L}[\p{L}-]*) (?:de|da|do|del|d') ?(\p{Lu}[\p{L}-]*)$/u.exec(x.trim());
  return m ? `${m[2]}'s ${m[1]}` : x;
}

/** "boda" → "the boda" (a thing, not a name or "Dani's boda"), as the English frame has it. */
function theThing(x: string): string {
  return /^\p{Ll}/u.test(x) ? `the ${x}` : x;
}

function englishThing(w: string): string {
  const f = w.toLowerCase();
  if (f.startsWith('men') || f === 'messages') return 'messages';
  if (f.startsWith('vi') || f.startsWith('ví')) return 'videos';
  return 'photos';
}

const SENT = new RegExp(String.raw`^(?:me )?(?:mand[oó]|envi[oó]|escribi[oó]|mandou|enviou|escreveu|m'a envoyé|m'a écrit|a envoyé|a écrit) (?:${ARTICLE} )?`, 'u');

/** The rest of a "how many" question: the sending verbs read as English ("me mandó Tiago" → "did Tiago send me"). */
function countRest(x: string): string {
  const s = x.trim();
  const sent = SENT.exec(s);
  if (sent) {
    // The sender: a word, and a capitalised second one ("Rafa", "Ana Luz"); the rest follows "send me".
    const after = s.slice(sent[0].length).split(' ');
    const n = after[1] && /^\p{Lu}/u.test(after[1]) ? 2 : 1;
    const tail = after.slice(n).join(' ');
    return ` did ${after.slice(0, n).join(' ')} send me${tail ? ` ${tail}` : ''}`;
  }
  const mine = /^(?:(?:yo )?(?:tom[eé]|saqu[eé])|(?:eu )?tirei|j'ai pris) ?(.*)$/iu.exec(s);
  if (mine) return ` did I take ${mine[1]}`;
  return s ? ` ${s}` : '';
}

/** Places' prepositions ("en Lisboa", "em Lisboa", "à Lisbonne") → "in". */
function placePrepositions(q: string): string {
  return q.replace(/(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))(?:en|em|no|na|à|au) (?=\p{Lu})/gu, 'in ');
}

/** Whether the question reads as Spanish, Portuguese or French (its first word is a Romance question word). */
const ROMANCE_START = /^(?:qui[eé]n(?:es)?|quem|qui|qu[eé]|o que|que|qu'est|qu'a|cu[aá]ndo|quando|quand|c'était|d[oó]nde|onde|où|cu[aá]nt[oa]s|quant[oa]s|combien|con qui[eé]n|com quem|avec qui)(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))/iu;

/** The question without its opening "¿"/"¡" and closing "?"/"!" (and the spaces around them). */
function withoutMarks(question: string): string {
  let q = question.trim();
  while (q && '¿¡'.includes(q[0]!)) q = q.slice(1);
  while (q && '?!¿¡ '.includes(q[q.length - 1]!)) q = q.slice(0, -1);
  return q.trim();
}

/** A short follow-up ("¿Y Andrés?", "E o João?", "Et l'année dernière ?", "¿Y qué tal Mamá?"). */
const AND = /^(?:y|e|et) (?:(?:qu[eé] tal|qu[eé] hay de|y de|o que tal|e quanto a|quanto a|et pour|pour|quant à) )?(.+)$/iu;

export function fromRomance(question: string): string {
  const q = withoutMarks(question).replace(/\s+/g, ' ');
  const and = AND.exec(q);
  const short = q.split(' ').length <= 5;
  if (!ROMANCE_START.test(q) && !(and && short)) return question;
  let s = q;
  for (const [re, to] of PERIODS) s = s.replace(re, to);
  s = s.replace(/\s+/g, ' ').trim();
  const followUp = short ? AND.exec(s) : null;
  if (followUp && !ROMANCE_START.test(q)) return `and ${art(followUp[1]!)}?`;
  for (const [re, to] of FRAMES) {
    const m = re.exec(s);
    if (m) return `${placePrepositions(to(...m.slice(1).map((g) => g ?? ''))).replace(/\s+/g, ' ').trim()}?`;
  }
  return question;
}
