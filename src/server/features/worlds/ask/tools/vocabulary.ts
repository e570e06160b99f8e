/**
 * The world's own vocabulary (#29, ADR 056): words a question uses that no name or title
 * carries, read from the data so unseen words still resolve.
 * - Kin: a cross-language table of family words; a word of a row names whoever the owner
 *   addresses with any word of that row (the vocatives are read in people.ts nicknameOf).
 * - Group kinds: each group chat is family, school, work or friends, read from its titles
 *   (the current one and every earlier subject), its members (the owner's surname) and its words.
 * - Group history: the system lines (created, renamed from → to, added, left, removed) of
 *   WhatsApp exports in several languages and Telegram service entries (parsers/telegram.ts writes
 *   them as the same English lines), kept by the importer in world_events, read as facts.
 */
import { sql } from 'drizzle-orm';
import { KIND, shown, shownEvents } from '../../world-filters';
import { undeclined } from './name-forms';
import { foldName, rootOf } from './common';
import { romanize } from './romanize';
import type { ToolContext } from './types';

/**
 * Family words across languages, folded (accents off, lower case). A person the question names
 * by kin ("my brother", "Mum", "la tía", "Aai", "shangazi") is whoever the world holds under
 * another word of the same row. Rows carry English, Spanish, Portuguese, French, Italian,
 * German, Moroccan Darija, Hindi and Marathi in Latin letters, Polish, Swahili and Tamil in
 * Latin letters. Source: the author's own knowledge of these languages' everyday family words.
 * Words that mean different kin in two languages ("mama": mother, and a maternal uncle in
 * Hindi and Tamil; "dada": elder brother in Marathi, grandfather in Hindi, sister in Swahili;
 * "kaka": uncle in Marathi, brother in Swahili) or common words elsewhere ("ma", "pa", "mano",
 * "anna"; "tata", also a goodbye; "brat"; "zona"; "babu" and "bibi", Hindi endearments) are put in one row only, or left out.
 */
export const KIN: readonly (readonly string[])[] = [
  ['mum', 'mom', 'mother', 'mama', 'mommy', 'mummy', 'mami', 'madre', 'mae', 'mamae', 'maman', 'mere', 'mamma', 'mutter', 'yemma', 'ummi', 'ammi', 'maa', 'mataji', 'aai', 'aayi', 'amma', 'mamusia', 'mamo', 'matka', 'mitera', 'mamochka', 'mamulya'],
  ['dad', 'father', 'daddy', 'papa', 'papi', 'padre', 'pai', 'papai', 'pere', 'vater', 'baba', 'babbo', 'abbu', 'pitaji', 'papa ji', 'appa', 'tato', 'tatus', 'ojciec', 'babas', 'bampas', 'mpampas', 'pateras', 'otets'],
  ['brother', 'bro', 'hermano', 'hermanito', 'irmao', 'irmaozinho', 'frere', 'frerot', 'fratello', 'bruder', 'khouya', 'khoya', 'khuya', 'akhi', 'bhai', 'bhaiya', 'bhau', 'braciszek', 'thambi', 'ndugu', 'aderfos', 'adelfos', 'aderfoulis', 'brat', 'bratik'],
  ['sister', 'sis', 'hermana', 'hermanita', 'irma', 'irmazinha', 'maninha', 'soeur', 'sorella', 'schwester', 'khti', 'okhti', 'ukhti', 'oukhti', 'behen', 'didi', 'tai', 'taai', 'siostra', 'siostrzyczka', 'akka', 'thangai', 'aderfi', 'adelfi', 'aderfoula', 'sestra', 'sestrenka'],
  ['grandma', 'granny', 'grandmother', 'nan', 'nana', 'abuela', 'abuelita', 'avo', 'vovo', 'mamie', 'grand-mere', 'nonna', 'oma', 'aaji', 'ajji', 'dadi', 'nani', 'babcia', 'babunia', 'paati', 'patti', 'giagia', 'yiayia', 'giagiaka', 'babushka', 'babulya'],
  ['grandpa', 'grandad', 'grandfather', 'abuelo', 'abuelito', 'avozinho', 'papy', 'grand-pere', 'nonno', 'opa', 'ajoba', 'aajoba', 'dadaji', 'naniji', 'dziadek', 'dziadzio', 'thatha', 'thaatha', 'pappous', 'papous', 'pappoulis', 'dedushka', 'dedulya'],
  ['aunt', 'auntie', 'aunty', 'tia', 'tiita', 'titi', 'tante', 'zia', 'mausi', 'maushi', 'masi', 'mavshi', 'kaki', 'chachi', 'bua', 'atya', 'atyaa', 'mami', 'ciocia', 'ciotka', 'shangazi', 'chithi', 'athai', 'theia', 'thia', 'tetya', 'tyotya'],
  ['uncle', 'tio', 'tito', 'oncle', 'tonton', 'zio', 'onkel', 'kaka', 'chacha', 'mausa', 'mama ji', 'mamaji', 'wujek', 'stryj', 'mjomba', 'chithappa', 'periyappa', 'theios', 'thios', 'dyadya'],
  ['wife', 'esposa', 'mujer', 'mulher', 'femme', 'moglie', 'frau', 'biwi', 'patni', 'mke', 'manaivi', 'gynaika', 'syzygos', 'zhena'],
  ['husband', 'esposo', 'marido', 'mari', 'marito', 'mann', 'pati', 'navra', 'maz', 'mume', 'kanavan', 'antras', 'muzh'],
];

const KIN_PREFIX = /^(?:my|our|mi|mis|meu|minha|mon|ma|mes|la|el|o|a|moja|moj|mama yangu|wangu|yangu|en|enga) /;

/** A family word folded, less a possessive or article ("my aunt" → aunt, "la tía" → tia). */
export const foldKin = (x: string) => romanize(foldName(x)).replace(KIN_PREFIX, '').replace(/ (?:yangu|wangu)$/, '').trim();

/** Whether a word is a family word of any row. */
export const isKinWord = (word: string) => KIN.some((r) => r.includes(foldKin(word)));

/** Family words of languages that decline them (Polish): others ("baba", "nana") are never read from an ending. */
const DECLINED_KIN = new Set(['mama', 'mamusia', 'matka', 'tato', 'tatus', 'ojciec', 'siostra', 'siostrzyczka', 'braciszek', 'babcia', 'babunia', 'dziadek', 'dziadzio', 'ciocia', 'ciotka', 'wujek', 'stryj']);

/**
 * The row of a family word, as written or declined by a question's grammar (Polish "tata" is
 * the row's "tato", "wujkiem" its "wujek", "babci" its "babcia"): a declined form counts only
 * when its nominatives reach one row.
 */
export function kinRow(word: string): readonly string[] | null {
  const w = foldKin(word);
  // "mami" is in two rows (Spanish mum, Hindi aunt): the first row names it.
  const row = KIN.find((r) => r.includes(w));
  if (row) return row;
  const rows = new Set(undeclined(w).filter((f) => DECLINED_KIN.has(f)).flatMap((f) => KIN.filter((r) => r.includes(f))));
  return rows.size === 1 ? [...rows][0]! : null;
}

/** The other words of a family word's row ("brother" → hermano, irmao, bhai, brat, …), or none. */
export function kinWords(word: string): string[] {
  const w = foldKin(word);
  const row = kinRow(word);
  return row ? row.filter((x) => x !== w) : [];
}

/**
 * Family words that mean different kin in different languages, by language: the sense a
 * world's chats give them follows the language its messages are written in (chatLanguage).
 * Heads are the English first word of a KIN row. Swahili "dada" is a sister, Marathi an elder
 * brother, Hindi a grandfather; Swahili "kaka" a brother, Marathi an uncle; Swahili "bibi" a
 * grandmother and "babu" a grandfather. ("mama", mother in most, a maternal uncle in Hindi and
 * Marathi, stays in the mother row.)
 */
export const KIN_SENSES: Readonly<Record<string, Readonly<Partial<Record<ChatLanguage, string>>>>> = {
  dada: { sw: 'sister', mr: 'brother', hi: 'grandpa' },
  kaka: { sw: 'brother', mr: 'uncle' },
  bibi: { sw: 'grandma' },
  babu: { sw: 'grandpa' },
};

export type ChatLanguage = 'sw' | 'hi' | 'mr' | 'ta';

/** Everyday words that mark a language written in Latin letters (folded): a handful of the commonest. */
export const LANGUAGE_MARKERS: Readonly<Record<ChatLanguage, readonly string[]>> = {
  sw: ['sana', 'asante', 'habari', 'nini', 'yangu', 'wewe', 'kesho', 'nimefika', 'pole', 'sawa'],
  hi: ['hai', 'kya', 'nahi', 'kaise', 'accha', 'bhi', 'tha', 'raha', 'karo', 'yaar'],
  mr: ['ahe', 'aahe', 'kay', 'kasa', 'kashi', 'mala', 'tula', 'zala', 'jevan', 'nako'],
  ta: ['enna', 'epdi', 'sollu', 'irukken', 'saapteengala', 'seri', 'illa', 'romba', 'nalla', 'vanakkam'],
};

/** The other family words that name the row headed `head` in a world whose chats are in `lang`. */
export function kinSensesFor(head: string, lang: ChatLanguage | null): string[] {
  if (!lang) return [];
  return Object.entries(KIN_SENSES)
    .filter(([, senses]) => senses[lang] === head)
    .map(([w]) => w);
}

/* ---------- group kinds ---------- */

export type GroupKind = 'family' | 'school' | 'work' | 'friends';

/**
 * Words that say what a group is, folded, per kind: in its titles, in its messages, or in a
 * question ("the college group", "rodzinna grupa", "kikundi cha kazi"). A question's word is a kind
 * only when it is one of these; the group's kind is read from its data.
 */
const KIND_WORDS: Record<GroupKind, readonly string[]> = {
  family: ['family', 'fam', 'famfam', 'familia', 'familie', 'famille', 'famiglia', 'rodzina', 'rodzinka', 'rodzinna', 'parivar', 'pariwar', 'kutumb', 'kudumbam', 'gharwale', 'jamaa', 'cousins', 'relatives', 'clan', 'household', 'oikogeneia', 'ikogenia', 'soi', 'semya', 'simya', 'rodnye'],
  school: ['college', 'uni', 'university', 'universidad', 'universidade', 'universite', 'uniwersytet', 'studia', 'school', 'escola', 'escuela', 'ecole', 'schule', 'szkola', 'shule', 'chuo', 'class', 'classmates', 'batch', 'alumni', 'hostel', 'campus', 'semester', 'cse', 'ece', 'mba', 'btech', 'engg', 'faculdade', 'facultad', 'fac', 'klasa', 'course', 'kollege', 'lecture', 'absolwenci', 'magisterka', 'licencjat', 'studenci', 'rocznik', 'kuliah', 'kampus', 'angkatan', 'mahasiswa', 'wahitimu', 'wanafunzi', 'scholi', 'sxoli', 'panepistimio', 'polytechneio', 'foitites', 'tmima', 'universitet', 'institut', 'odnokursniki', 'gruppa'],
  work: ['office', 'work', 'team', 'colleagues', 'coworkers', 'job', 'company', 'firma', 'praca', 'biuro', 'zespol', 'trabajo', 'trabalho', 'equipo', 'equipe', 'bureau', 'travail', 'arbeit', 'buro', 'kazi', 'ofisi', 'naukri', 'dept', 'department', 'project', 'standup', 'sprint', 'ops', 'douleia', 'doulia', 'grafeio', 'ergasia', 'etaireia', 'rabota', 'ofis', 'kollegi', 'komanda'],
  friends: ['friends', 'friend', 'gang', 'crew', 'squad', 'buddies', 'besties', 'mates', 'dost', 'dosti', 'yaar', 'amigos', 'amigas', 'amis', 'copains', 'freunde', 'przyjaciele', 'ekipa', 'marafiki', 'nanbargal', 'boys', 'girls', 'barkada', 'filoi', 'parea', 'kolitoi', 'druzya', 'rebyata'],
};

/** Words in a group's messages that hint at its kind (each a weaker signal than a title word). */
const KIND_MESSAGE_WORDS: Record<GroupKind, readonly string[]> = {
  family: ['aai', 'baba', 'mummy', 'papa', 'mum', 'dad', 'beta', 'beti', 'didi', 'bhai', 'aaji', 'mausi', 'puja', 'pooja', 'namaskar', 'diwali', 'rakhi', 'shaadi', 'grandma', 'grandpa', 'mama', 'mamae', 'abuela', 'babcia', 'obiad'],
  school: ['exam', 'exams', 'lecture', 'lectures', 'prof', 'professor', 'semester', 'sem', 'assignment', 'assignments', 'placement', 'placements', 'hostel', 'canteen', 'convocation', 'viva', 'lab', 'attendance', 'internals', 'kolokwium', 'egzamin', 'wyklad', 'examen', 'prova', 'mtihani', 'promotor', 'sesja', 'skripsi', 'dosen', 'ujian', 'mhadhara'],
  work: ['meeting', 'standup', 'stand-up', 'sprint', 'deploy', 'deadline', 'client', 'release', 'jira', 'ticket', 'manager', 'office', 'review', 'retro', 'oncall', 'besprechung', 'spotkanie', 'reunion', 'reuniao', 'mkutano'],
  friends: [],
};

const KINDS: readonly GroupKind[] = ['family', 'school', 'work', 'friends'];

/**
 * Emoji that say what a group is when its title carries them ("Patra Crew 🎓", "K45 KT 🎓",
 * "Οικογένεια 🏠", "Ops 💼"). A title's emoji is chosen to say what the group is about, so it
 * outweighs a generic title word ("crew", "gang"), which says only that its members are close.
 */
const KIND_EMOJI: Record<GroupKind, readonly string[]> = {
  family: ['🏠', '🏡', '👪', '👨‍👩‍👧', '👨‍👩‍👦', '👩‍👩‍👧', '👨‍👨‍👧', '👵', '👴'],
  school: ['🎓', '📚', '🏫', '🎒', '✏️', '📝', '📖', '🧑‍🎓', '👩‍🎓', '👨‍🎓'],
  work: ['💼', '🏢', '💻', '📊', '📈', '👔', '🧑‍💻', '👩‍💻', '👨‍💻'],
  friends: ['🍻', '🍺', '🥂', '🎉', '🤙', '👯'],
};
/** A title emoji's weight: above one title word (10). */
const EMOJI_WEIGHT = 12;

/** The kinds a title's emoji say (each kind once). */
export function kindsOfEmoji(title: string): GroupKind[] {
  return KINDS.filter((k) => KIND_EMOJI[k].some((e) => title.includes(e)));
}

/** The kind a question's word names ("college" → school, "rodzina" → family), or null. */
export function kindOfWord(word: string): GroupKind | null {
  const w = romanize(foldName(word)).replace(/[^\p{L}\p{N} -]/gu, '');
  for (const k of KINDS) if (KIND_WORDS[k].includes(w)) return k;
  return null;
}

/** Folded words of a text (letters and digits of any script). */
const wordsOf = (text: string) => romanize(foldName(text)).match(/[\p{L}\p{N}]+/gu) ?? [];

export interface GroupInfo {
  chatId: string;
  title: string;
  /** Every title it had, oldest first (the current one last). */
  titles: string[];
  kind: GroupKind | null;
}

/* ---------- system lines ---------- */

export type GroupEventType = 'created' | 'renamed' | 'added' | 'left' | 'removed' | 'joined';

export interface GroupEvent {
  chatId: string;
  at: string;
  type: GroupEventType;
  /** Who did it, as written ("You" folded to the owner by the reader of the event). */
  actor: string | null;
  /** Whom it was done to (added, removed), as written; several for "added A, B and C". */
  targets: string[];
  /** created: the title; renamed: the old one (when the line says it) and the new one. */
  from: string | null;
  to: string | null;
  text: string;
}

const Q = `["“”„«»‘’'‚]\\s?`;
const T = `(.+?)`;
/** Quoted title: any of the quote marks the exports use, around the text. */
const quoted = (x: string) => `${Q}${x}\\s?["“”„«»‘’'‛]`;

/**
 * System lines per language (Android and iOS wording), each to an event. Source: the wording of
 * WhatsApp exports (English, German, Spanish, Portuguese, French, Italian), as the parser's own
 * samples (parsers/whatsapp-language-samples.ts) and exports seen show them.
 */
const LINES: { re: RegExp; type: GroupEventType; actor: number | null; from?: number; to?: number; targets?: number }[] = [
  // renamed, with the old title
  { re: new RegExp(`^${T} changed the (?:subject|group name|group's name|name of the group) from ${quoted(T)} to ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, from: 2, to: 3 },
  { re: new RegExp(`^${T} hat den (?:Betreff|Gruppennamen) von ${quoted(T)} (?:zu|in) ${quoted(T)} geändert$`, 'iu'), type: 'renamed', actor: 1, from: 2, to: 3 },
  { re: new RegExp(`^${T} cambió (?:el asunto|el nombre del grupo) de ${quoted(T)} a ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, from: 2, to: 3 },
  { re: new RegExp(`^${T} (?:mudou|alterou) o (?:assunto|nome do grupo) de ${quoted(T)} para ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, from: 2, to: 3 },
  { re: new RegExp(`^${T} a modifié (?:le sujet|le nom du groupe) de ${quoted(T)} (?:en|à) ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, from: 2, to: 3 },
  { re: new RegExp(`^${T} ha cambiato (?:l'oggetto|il nome del gruppo) da ${quoted(T)} a ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, from: 2, to: 3 },
  // renamed, the new title only
  { re: new RegExp(`^${T} changed the (?:subject|group name|group's name|name of the group) to ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: new RegExp(`^${T} hat den (?:Betreff|Gruppennamen) (?:zu|in) ${quoted(T)} geändert$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: new RegExp(`^${T} cambió (?:el asunto|el nombre del grupo) a ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: new RegExp(`^${T} (?:mudou|alterou) o (?:assunto|nome do grupo) para ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: new RegExp(`^${T} a modifié (?:le sujet|le nom du groupe) en ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: new RegExp(`^${T} ha cambiato (?:l'oggetto|il nome del gruppo) in ${quoted(T)}$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  // The sentences Meta (Messenger, Instagram), iMessage and Discord write, unquoted; their final
  // period is cut before matching. Group, conversation or chat alike.
  { re: new RegExp(`^${T} (?:named|renamed) the (?:group|conversation|chat|channel)(?: to)? (.+)$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: new RegExp(`^${T} changed the (?:group|conversation|chat|channel) name(?: to|:) (.+)$`, 'iu'), type: 'renamed', actor: 1, to: 2 },
  { re: /^(.+?) added (.+?) to the (?:group|conversation|chat)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) removed (.+?) from the (?:group|conversation|chat)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) left the (?:group|conversation|chat)$/iu, type: 'left', actor: 1 },
  { re: /^(.+?) joined the (?:group|conversation|chat)(?: via link)?$/iu, type: 'joined', actor: 1 },
  { re: /^(.+?) created the (?:group|conversation|chat)$/iu, type: 'created', actor: 1 },
  { re: /^(.+?) created the (?:group|conversation|chat) (.+)$/iu, type: 'created', actor: 1, to: 2 },
  // Vietnamese (Messenger, Zalo)
  { re: /^(.+?) đã (?:đặt tên|đổi tên) (?:nhóm|cuộc trò chuyện)(?: thành| là)? (.+)$/iu, type: 'renamed', actor: 1, to: 2 },
  { re: /^(.+?) đã thêm (.+?) vào (?:nhóm|cuộc trò chuyện)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) đã (?:xóa|xoá) (.+?) khỏi (?:nhóm|cuộc trò chuyện)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) đã rời (?:khỏi )?(?:nhóm|cuộc trò chuyện)$/iu, type: 'left', actor: 1 },
  // Polish
  { re: /^(.+?) zmienił(?:a|\(a\))? nazwę (?:grupy|rozmowy) na (.+)$/iu, type: 'renamed', actor: 1, to: 2 },
  { re: /^(.+?) dodał(?:a|\(a\))? (.+?) do (?:grupy|rozmowy)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) (?:usunął|usunęła|usunął\(-ęła\)) (.+?) z (?:grupy|rozmowy)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) opuścił(?:a|\(a\))? (?:grupę|rozmowę)$/iu, type: 'left', actor: 1 },
  // Indonesian
  { re: /^(.+?) (?:mengubah nama grup menjadi|menamai grup) (.+)$/iu, type: 'renamed', actor: 1, to: 2 },
  { re: /^(.+?) menambahkan (.+?) ke (?:grup|percakapan)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) mengeluarkan (.+?) dari (?:grup|percakapan)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) keluar dari (?:grup|percakapan)$/iu, type: 'left', actor: 1 },
  // created
  { re: new RegExp(`^${T} created (?:the )?group ${quoted(T)}$`, 'iu'), type: 'created', actor: 1, to: 2 },
  { re: new RegExp(`^${T} hat (?:die )?Gruppe ${quoted(T)} erstellt$`, 'iu'), type: 'created', actor: 1, to: 2 },
  { re: new RegExp(`^${T} creó (?:el )?grupo ${quoted(T)}$`, 'iu'), type: 'created', actor: 1, to: 2 },
  { re: new RegExp(`^${T} criou (?:o )?grupo ${quoted(T)}$`, 'iu'), type: 'created', actor: 1, to: 2 },
  { re: new RegExp(`^${T} a créé (?:le )?groupe ${quoted(T)}$`, 'iu'), type: 'created', actor: 1, to: 2 },
  { re: new RegExp(`^${T} ha creato (?:il )?gruppo ${quoted(T)}$`, 'iu'), type: 'created', actor: 1, to: 2 },
  // joined by link
  { re: /^(.+?) (?:joined using this group's invite link|joined using an invite link|joined from the community|joined)$/iu, type: 'joined', actor: 1 },
  { re: /^(.+?) (?:ist über den Einladungslink dieser Gruppe beigetreten|ist beigetreten)$/iu, type: 'joined', actor: 1 },
  { re: /^(.+?) (?:se unió usando el enlace de invitación de este grupo|se unió)$/iu, type: 'joined', actor: 1 },
  { re: /^(.+?) (?:entrou usando o link de convite deste grupo|entrou)$/iu, type: 'joined', actor: 1 },
  // left
  { re: /^(.+?) (?:left|left the group|has left)$/iu, type: 'left', actor: 1 },
  { re: /^(.+?) (?:hat die Gruppe verlassen|ist ausgetreten)$/iu, type: 'left', actor: 1 },
  { re: /^(.+?) (?:salió del grupo|salió|abandonó el grupo)$/iu, type: 'left', actor: 1 },
  { re: /^(.+?) (?:saiu do grupo|saiu)$/iu, type: 'left', actor: 1 },
  { re: /^(.+?) (?:est parti|est partie|a quitté le groupe)$/iu, type: 'left', actor: 1 },
  { re: /^(.+?) (?:è uscito|è uscita|ha abbandonato il gruppo)$/iu, type: 'left', actor: 1 },
  // removed
  { re: /^(.+?) (?:removed) (.+)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) hat (.+) entfernt$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) (?:eliminó a|quitó a|eliminó) (.+)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) removeu (.+)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) a retiré (.+)$/iu, type: 'removed', actor: 1, targets: 2 },
  { re: /^(.+?) ha rimosso (.+)$/iu, type: 'removed', actor: 1, targets: 2 },
  // added
  { re: /^(.+?) added (.+)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) hat (.+) hinzugefügt$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) (?:añadió a|agregó a|añadió|agregó) (.+)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) adicionou (.+)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) a ajouté (.+)$/iu, type: 'added', actor: 1, targets: 2 },
  { re: /^(.+?) ha aggiunto (.+)$/iu, type: 'added', actor: 1, targets: 2 },
];

/** "A, B and C" (or "y", "e", "und", "et", "i") → the names. */
const splitNames = (x: string) =>
  x
    .split(',')
    .flatMap((part) => part.split(/ (?:and|y|e|und|et|i|na) /u))
    .map((s) => s.trim())
    .filter(Boolean);

/** One system line read as an event, or null (an encryption notice, a call, a changed number…). */
export function readSystemLine(text: string): Omit<GroupEvent, 'chatId' | 'at'> | null {
  const t = text.replace(/[\u200e\u200f\u202a-\u202e]/g, '').trim();
  if (t.length > 300) return null;
  // Meta and iMessage end the sentence with a period; Discord writes "Author: Added Bob to the group."
  const bare = t.replace(/\.$/u, '');
  const colon = /^([^:]{1,80}): (\p{Lu})(.+)$/u.exec(bare);
  const forms = colon ? [bare, `${colon[1]} ${colon[2]!.toLowerCase()}${colon[3]}`] : [bare];
  // Not a membership change: admins, nicknames, photos and themes ("X added Y as a group admin").
  if (forms.some((f) => / as (?:a )?(?:group )?admin$| nickname | (?:group )?photo$| theme/iu.test(f))) return null;
  for (const form of forms) {
    const e = readForm(form, t);
    if (e) return e;
  }
  return null;
}

function readForm(t: string, text: string): Omit<GroupEvent, 'chatId' | 'at'> | null {
  for (const l of LINES) {
    const m = l.re.exec(t);
    if (!m) continue;
    const actor = l.actor ? m[l.actor]!.trim() : null;
    // A message-looking line ("Tom: left it at home") is no event; an actor is a name, not a sentence.
    if (actor && (actor.split(' ').length > 5 || /[:.!?]/.test(actor.replace(/^\+[\d ]+$/, '')))) continue;
    return {
      type: l.type,
      actor,
      targets: l.targets ? splitNames(m[l.targets]!) : [],
      from: l.from ? m[l.from]!.trim() : null,
      to: l.to ? m[l.to]!.trim() : null,
      text,
    };
  }
  return null;
}

/** The owner as a system line writes them. */
export const isYou = (name: string | null) => Boolean(name && /^(?:you|du|tú|tu|você|vous|voi|ty|wewe|bạn|ban|kamu|anda)$/iu.test(name.trim()));

/* ---------- the world's vocabulary, cached ---------- */

interface Vocabulary {
  groups: GroupInfo[];
  events: GroupEvent[];
}

/** Per world (user, done imports, cut-off and pool): rebuilt when any of them changes. */
const cache = new Map<string, { at: number; value: Promise<Vocabulary> }>();
const CACHE_MS = 10 * 60_000;
const CACHE_MAX = 50;

const keyOf = (ctx: ToolContext) => JSON.stringify([ctx.scope.userId, ctx.scope.done, ctx.scope.cut, ctx.scope.pool ?? null, ctx.ownerId]);

/** The world's groups (titles, kinds) and group events; read once per world and cached. */
export function vocabulary(ctx: ToolContext): Promise<Vocabulary> {
  const key = keyOf(ctx);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.value;
  const value = build(ctx).catch((e: unknown) => {
    cache.delete(key);
    throw e;
  });
  cache.set(key, { at: now, value });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return value;
}

async function build(ctx: ToolContext): Promise<Vocabulary> {
  const u = ctx.scope.userId;
  const groups = await ctx.query<{ id: string; title: string }>(sql`select c.id, c.title from world_chats c where c.user_id = ${u} and c.is_group`);
  if (!groups.length) return { groups: [], events: [] };
  const ids = groups.map((g) => g.id);
  const rows = await ctx.query<{ chat_id: string; at: Date | string; text: string }>(
    sql`select e.chat_id, e.at, e.text from world_events e where e.user_id = ${u} and e.chat_id = any(${sql.param(ids)}::uuid[]) and ${shownEvents(ctx.scope, 'e')} order by e.at, e.id`,
  );
  const events: GroupEvent[] = [];
  // One event per chat, time, kind, actor, targets and title: the same notice stored twice (an
  // earlier import wrote it in other words, or another export of the chat) is one change.
  const seen = new Set<string>();
  for (const r of rows) {
    const e = readSystemLine(r.text);
    if (!e) continue;
    const at = new Date(r.at).toISOString();
    const key = JSON.stringify([r.chat_id, at, e.type, foldName(e.actor ?? ''), e.targets.map((x) => foldName(x)).sort(), foldName(e.to ?? '')]);
    if (seen.has(key)) continue;
    seen.add(key);
    events.push({ ...e, chatId: r.chat_id, at });
  }
  // Members' names (roots) per group, and the owner's surname.
  const members = await ctx.query<{ chat_id: string; root: string; name: string }>(
    sql`select distinct cp.chat_id, ${rootOf('p')} as root, r.name from world_chat_people cp join world_people p on p.id = cp.person_id
     join world_people r on r.id = ${rootOf('p')} where cp.chat_id = any(${sql.param(ids)}::uuid[])`,
  );
  const ownerName = ctx.ownerId ? members.find((m) => m.root === ctx.ownerId)?.name ?? null : null;
  const surname = ownerName && ownerName.trim().includes(' ') ? foldName(ownerName).split(' ').pop()! : null;
  // Kind hints in the messages: one full-text query per kind over the groups (the GIN index bounds it).
  const hints = new Map<string, Record<GroupKind, number>>();
  for (const k of KINDS) {
    const words = KIND_MESSAGE_WORDS[k];
    if (!words.length) continue;
    const q = words.map((w) => `'${w.replace(/[^\p{L}\p{N}]/gu, '')}'`).join(' | ');
    const counts = await ctx.query<{ chat_id: string; n: number }>(
      sql`select m.chat_id, count(*)::int as n from world_messages m where ${shown(ctx.scope, 'm', KIND.message)} and m.chat_id = any(${sql.param(ids)}::uuid[])
       and to_tsvector('simple', mnemo_fold(m.text)) @@ to_tsquery('simple', ${q}) group by 1`,
    );
    for (const c of counts) {
      const h = hints.get(c.chat_id) ?? { family: 0, school: 0, work: 0, friends: 0 };
      h[k] = Number(c.n);
      hints.set(c.chat_id, h);
    }
  }
  const info = groups.map((g): GroupInfo => {
    const renames = events.filter((e) => e.chatId === g.id && (e.type === 'renamed' || e.type === 'created'));
    const titles: string[] = [];
    for (const e of renames) {
      if (e.from && !titles.includes(e.from)) titles.push(e.from);
      if (e.to && !titles.includes(e.to)) titles.push(e.to);
    }
    if (!titles.includes(g.title)) titles.push(g.title);
    const score: Record<GroupKind, number> = { family: 0, school: 0, work: 0, friends: 0 };
    // Title words: the strongest signal (every title it had).
    for (const t of titles) for (const w of wordsOf(t)) for (const k of KINDS) if (KIND_WORDS[k].includes(w)) score[k] += 10;
    for (const k of new Set(titles.flatMap(kindsOfEmoji))) score[k] += EMOJI_WEIGHT;
    // "Batch '22", "Class of 2019": a class year in the title.
    if (titles.some((t) => /\b(?:batch|class|klasa|promo|turma)\b/i.test(t))) score.school += 5;
    // Members who share the owner's surname: a family.
    const mine = members.filter((m) => m.chat_id === g.id && m.root !== ctx.ownerId);
    if (surname && mine.length) {
      const same = mine.filter((m) => foldName(m.name).split(' ').length > 1 && foldName(m.name).split(' ').pop() === surname).length;
      if (same >= 2 && same * 2 >= mine.length) score.family += 8;
      else if (same >= 2) score.family += 4;
    }
    const h = hints.get(g.id);
    if (h) for (const k of KINDS) score[k] += Math.min(6, h[k]);
    const [best, n] = KINDS.map((k) => [k, score[k]] as const).sort((a, b) => b[1] - a[1])[0]!;
    return { chatId: g.id, title: g.title, titles, kind: n >= 4 ? best : null };
  });
  return { groups: info, events };
}

/** Drops the cached vocabulary (tests; an import's end may call it). */
export function forgetVocabulary(): void {
  cache.clear();
}
