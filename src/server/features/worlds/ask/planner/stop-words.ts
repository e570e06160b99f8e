/**
 * Function words and chat filler of the languages people chat in most (#29): a topic
 * answer ("what did we talk about…") lists the words that say something, never "que, mal,
 * wie, the". Written here (the planner's own list) and kept small: a topic word must also
 * have four letters or more, so short words need no listing.
 */
const WORDS = `
about after again also back been before being could does doing down from have here just like more much only other over really same should some still such than that them then there these they this those through very what when where which while with would your yours yeah okay haha hahaha lol omg thanks thank please sure maybe going gonna wanna

aber alle allem alles also andere auch dann dass denn dich dies diese dieser doch dort durch eine einem einen einer eines etwas euch habe haben hast hatte hier ihre immer jetzt kann kannst keine mach mache machen mein meine mich mehr morgen nach nicht noch oder schon sehr sein seine sind soll sollen über und unser viel voll wann warum weil wenn werde werden wieder wird wirklich wollen würde ganz gerade heute gibt geht gehen bitte danke genau klar okay halt eben
aqui assim bem como então esta está estou estão fazer isso isto mais mesmo minha muito nada nossa onde para pela pelo pode porque quando quem sobre também tenho tudo você vocês vamos agora ainda acho depois hoje amanhã beijo beijos obrigado obrigada tipo
ahora algo como cuando desde donde esta este esto están hacer hasta mucho nada para pero porque puede quiero sobre también tengo todo todos vamos bueno pues
alors aussi avec avoir bien cette comme dans elle faire fait mais même moins nous pour quand quoi sans sont tout très vous était suis
anche come cosa della dello dove fare molto nella perché più quando quello questo sono tutto
niet zijn heeft hebben maar ook voor zoals omdat want echt even nog
`;

export const TOPIC_STOP = new Set(WORDS.split(/\s+/).filter(Boolean));

/** A word worth naming as a topic: four letters or more, not a function word, not "sooo"/"hahaha" (a letter three times in a row). */
export function isTopicWord(word: string): boolean {
  const w = word.toLowerCase();
  if ([...w].length < 4 || TOPIC_STOP.has(w)) return false;
  return !/(\p{L})\1\1/u.test(w) && !/^(?:ha)+h?$|^(?:he)+$|^(?:ja)+$|^(?:ks)+$/.test(w);
}
