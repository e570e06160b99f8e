/**
 * Life-event and speech-act words as people write them in chats, in the languages Mnemo's
 * users chat in. A question is English ("when did I move?"); the messages that tell of the
 * event may be Portuguese ("mudei"), German ("umgezogen") or Yoruba ("e ku ojo ibi").
 *
 * Every form is folded as the database's mnemo_fold folds message text (lower case, accents
 * off: "parabéns" → "parabens", "doğdun" → "dogdun", "ẹ ku ọjọ ibi" → "e ku ojo ibi"), so it
 * can go straight into a tsquery built by tools/common.ts (tsQueryText, which folds again).
 * A form of several words is a phrase: match its words in order (`<->`) or all of them.
 *
 * Source of every language's words: the author's own knowledge of these languages' everyday
 * chat wording (no dictionary download). Only words the author is sure of are listed; words
 * that are also common words of another listed language or names are left out on purpose
 * (French "marié" → "marie" is the name Marie; Turkish "öldü" → "oldu" is "it happened";
 * Swedish "dog" (died) is English "dog"; German "Geburt" is a prefix of "Geburtstag";
 * Polish "brak" (lack) is Swedish "bråk" (quarrel); Swedish "semester" is English "semester").
 * Forms of four letters or more may be matched as prefixes, so a listed form must not be the
 * beginning of a common unrelated word either.
 */

import { foldName } from '../tools/common';
import { undeclined } from '../tools/name-forms';

/**
 * Languages as BCP 47 codes (pcm: Nigerian Pidgin; hi: Hindi written in Latin letters; ary:
 * Moroccan Darija as chats write it in Latin letters, digits for the sounds Latin lacks:
 * "3" for ع, "7" for ح, "9" for ق — "3ers" wedding, "3id milad" birthday; sw: Swahili and
 * Sheng; mr: Marathi, ta: Tamil and am: Amharic as chats write them in Latin letters).
 */
type Lang = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'tr' | 'pl' | 'sv' | 'id' | 'pcm' | 'yo' | 'ig' | 'ha' | 'hi' | 'ca' | 'tl' | 'ar' | 'ary' | 'sw' | 'mr' | 'ta' | 'am' | 'vi' | 'th' | 'ko' | 'ja';

export type EventConcept =
  | 'engagement'
  | 'wedding'
  | 'honeymoon'
  | 'move'
  | 'birthday'
  | 'baby'
  | 'apology'
  | 'fight'
  | 'party'
  | 'new job'
  | 'trip'
  | 'funeral'
  | 'graduation'
  | 'breakup'
  | 'loan'
  | 'deposit'
  | 'recipe'
  | 'home'
  | 'visit'
  | 'booking';

interface ConceptRow {
  concept: EventConcept;
  /** English words a question names the event with (also matched as forms). */
  terms: string[];
  /** Chat wording per language, folded. */
  forms: Partial<Record<Lang, string[]>>;
}

const TABLE: ConceptRow[] = [
  {
    // The engagement and the bride price or dowry talks before a wedding: their own day, not the wedding's.
    concept: 'engagement',
    terms: ['engagement', 'engaged', 'dowry', 'proposal', 'proposed', 'betrothal', 'bride price'],
    forms: {
      en: ['engaged', 'engagement', 'dowry', 'bride price', 'proposed'],
      es: ['comprometidos', 'pedida de mano'],
      pt: ['noivado', 'noivos'],
      fr: ['fiancailles', 'fiances'],
      de: ['verlobt', 'verlobung'],
      it: ['fidanzamento', 'fidanzati'],
      nl: ['verloofd', 'verloving'],
      pl: ['zareczyny', 'zareczona', 'zareczeni', 'oswiadczyny'],
      sv: ['forlovade', 'forlovning'],
      id: ['lamaran', 'tunangan', 'bertunangan'],
      // "ruracio": the Kikuyu bride-price ceremony; "mahari": bride price; "posa": to ask for a bride.
      sw: ['ruracio', 'mahari', 'kuposa', 'uchumba', 'ameposwa'],
      hi: ['sagai', 'mangni', 'roka', 'engagement hui'],
      mr: ['sakharpuda', 'sakhar puda'],
      ta: ['nichayathartham', 'nichayadhartham', 'parisam'],
      am: ['kelebet', 'tilosh'],
    },
  },
  {
    concept: 'wedding',
    terms: ['wedding', 'married', 'marry', 'marriage'],
    forms: {
      en: ['wedding', 'married', 'marry', 'marrying', 'marriage', 'bride', 'groom', 'getting married'],
      es: ['boda', 'casarse', 'casamiento', 'nos casamos'],
      pt: ['casamento', 'casei', 'nos casamos', 'noiva', 'noivo'],
      fr: ['mariage', 'marier'],
      de: ['hochzeit', 'heiraten', 'geheiratet'],
      it: ['matrimonio', 'sposarsi', 'sposati', 'nozze'],
      nl: ['bruiloft', 'trouwen', 'getrouwd', 'huwelijk'],
      tr: ['dugun', 'evlendik', 'evleniyoruz', 'evlilik'],
      pl: ['slub', 'slubu', 'slubie', 'wesele', 'wesela', 'weselu', 'weselem'],
      sv: ['brollop', 'gifta', 'gifte'],
      id: ['pernikahan', 'nikah', 'menikah', 'kawin'],
      yo: ['igbeyawo'],
      hi: ['shaadi', 'shadi', 'vivah'],
      ary: ['3ers', 'l3ers', 'zwaj', 'tzwjat', 'tzewjat'],
      sw: ['harusi', 'ndoa', 'wamefunga ndoa'],
      mr: ['lagna', 'lagn'],
      ta: ['kalyanam', 'thirumanam'],
      am: ['serg'],
    },
  },
  {
    // The trip after a wedding: its own words ("balayı", "Flitterwochen"), not the wedding's.
    concept: 'honeymoon',
    terms: ['honeymoon'],
    forms: {
      en: ['honeymoon'],
      es: ['luna de miel'],
      pt: ['lua de mel'],
      fr: ['lune de miel'],
      de: ['flitterwochen'],
      it: ['luna di miele'],
      nl: ['huwelijksreis', 'wittebroodsweken'],
      tr: ['balayi'],
      pl: ['miesiac miodowy'],
      sv: ['smekmanad'],
    },
  },
  {
    concept: 'move',
    terms: ['move', 'moving', 'moved', 'relocation', 'new flat', 'new apartment', 'new house'],
    forms: {
      en: ['moving', 'moved', 'move in', 'moving out', 'new flat', 'new apartment', 'new house', 'relocate', 'relocated', 'relocating'],
      es: ['mudanza', 'mudarse', 'nos mudamos', 'me mudo', 'piso nuevo'],
      pt: ['mudanca', 'mudei', 'mudamos', 'casa nova', 'apartamento novo'],
      fr: ['demenagement', 'demenager', 'demenage', 'nouvel appart'],
      de: ['umzug', 'umziehen', 'umgezogen', 'neue wohnung'],
      it: ['trasloco', 'traslocare', 'casa nuova'],
      nl: ['verhuizen', 'verhuisd', 'verhuizing', 'nieuw huis'],
      tr: ['tasinma', 'tasindik', 'tasiniyoruz', 'yeni ev'],
      pl: ['przeprowadzka', 'przeprowadzilem', 'przeprowadzilam', 'nowe mieszkanie'],
      sv: ['flytta', 'flyttade', 'flytten', 'ny lagenhet'],
      id: ['pindah', 'pindahan', 'rumah baru'],
      hi: ['naya ghar'],
      // "nimehamia": I have moved (to); "kuhama": to move house.
      sw: ['nimehamia', 'tumehamia', 'kuhama', 'kuhamia'],
      ta: ['veedu maathinom', 'pudhu veedu'],
      am: ['gobebet'],
    },
  },
  {
    concept: 'birthday',
    terms: ['birthday', 'bday'],
    forms: {
      en: ['birthday', 'bday', 'hbd', 'hpbd', 'happy birthday', 'happy bday', 'happy b day', 'hppy bday', 'many happy returns'],
      es: ['cumpleanos', 'cumple', 'feliz cumpleanos', 'feliz cumple'],
      pt: ['aniversario', 'parabens', 'feliz aniversario'],
      // Québec French wishes a birthday with "bonne fête"; "anniv" is the short form.
      fr: ['anniversaire', 'anniv', 'joyeux anniversaire', 'joyeux anniv', 'bon anniversaire', 'bonne fete'],
      de: ['geburtstag', 'alles gute', 'alles gute zum geburtstag'],
      it: ['compleanno', 'buon compleanno', 'tanti auguri'],
      nl: ['verjaardag', 'gefeliciteerd', 'jarig', 'fijne verjaardag'],
      tr: ['dogum gunu', 'iyi ki dogdun', 'dogum gunun kutlu olsun', 'dogum gunun kutlu'],
      pl: ['urodziny', 'wszystkiego najlepszego', 'sto lat'],
      sv: ['fodelsedag', 'grattis', 'grattis pa fodelsedagen'],
      id: ['ulang tahun', 'selamat ulang tahun', 'ultah', 'met ultah', 'selamat ultah'],
      // Vietnamese typed with or without its marks (folded alike): "sn" and "cmsn" are the short forms.
      vi: ['sinh nhat', 'chuc mung sinh nhat', 'mung sinh nhat', 'sinh nhat vui ve', 'sn vui ve', 'cmsn'],
      // Thai, Korean and Japanese as typed in Latin letters; Filipino.
      th: ['wan koet', 'suksan wan koet', 'sukson wan kerd'],
      ko: ['saengil', 'saengil chukha', 'saengil chukhahae'],
      ja: ['tanjoubi', 'tanjoubi omedetou', 'otanjoubi omedetou'],
      tl: ['kaarawan', 'maligayang kaarawan'],
      // Nigerian Pidgin writes birthdays in English: "HBD", "happy birthday".
      pcm: ['hbd', 'happy birthday'],
      yo: ['e ku ojo ibi', 'ojo ibi'],
      ig: ['ubochi omumu'],
      ha: ['barka da ranar haihuwa', 'ranar haihuwa'],
      hi: ['janamdin', 'janmdin', 'janmadin', 'janamdin mubarak', 'janmadin ki badhai', 'janamdin ki badhai', 'janmdin ki shubhkamnaye'],
      ary: ['3id milad', 'eid milad', 'aid milad', '3id milad sa3id', 'eid milad said'],
      // Swahili, Tamil and Amharic in Latin letters.
      sw: ['siku ya kuzaliwa', 'heri ya siku ya kuzaliwa', 'heri ya kuzaliwa', 'kuzaliwa'],
      ta: ['piranthanaal', 'pirantha naal', 'piranthanaal vazhthukkal', 'iniya piranthanaal'],
      am: ['melkam lidet', 'enkuan lelidetih', 'enkuan teweledk', 'enkuan tewoledsh', 'lidet'],
    },
  },
  {
    concept: 'baby',
    terms: ['baby', 'born', 'birth', 'pregnant', 'pregnancy'],
    forms: {
      en: ['baby', 'born', 'pregnant', 'pregnancy', 'newborn', 'due date'],
      es: ['bebe', 'embarazada', 'embarazo', 'nacio', 'parto'],
      pt: ['gravida', 'gravidez', 'nasceu'],
      fr: ['enceinte', 'grossesse', 'accouche', 'accouchement', 'naissance'],
      de: ['schwanger', 'schwangerschaft', 'geboren'],
      it: ['incinta', 'gravidanza', 'neonato', 'neonata'],
      nl: ['zwanger', 'zwangerschap', 'bevallen'],
      tr: ['bebek', 'hamile', 'hamilelik'],
      pl: ['ciaza', 'w ciazy', 'urodzila', 'porod'],
      sv: ['bebis', 'gravid', 'graviditet', 'fodd', 'forlossning'],
      id: ['bayi', 'hamil', 'melahirkan'],
      hi: ['paida hua', 'paida hui', 'garbhvati', 'beta hua', 'beti hui', 'baby hua'],
      // "amejifungua": she has given birth; "amezaliwa": he or she was born.
      sw: ['amejifungua', 'kujifungua', 'amezaliwa', 'mjamzito'],
      mr: ['mulga jhala', 'mulgi jhali', 'bal jhala'],
      ta: ['kuzhandhai pirandhadhu', 'paiyan pirandhan', 'ponnu pirandha'],
      am: ['weledech', 'tewelede'],
      // "wldat": she gave birth; "zyada": a birth; "mzyoud": the newborn.
      ary: ['wldat', 'tweldat', 'zyada', 'mzyoud', 'tzad'],
    },
  },
  {
    concept: 'apology',
    terms: ['apology', 'apologies', 'apologize', 'apologise', 'apologized', 'apologised', 'sorry'],
    forms: {
      en: ['sorry', 'apologize', 'apologise', 'apology', 'apologies', 'my bad', 'forgive me'],
      es: ['perdon', 'lo siento', 'perdoname', 'disculpa', 'disculpas'],
      pt: ['desculpa', 'desculpe', 'perdao', 'foi mal', 'me perdoa'],
      fr: ['desole', 'desolee', 'pardon', 'excuse moi', 'pardonne moi'],
      de: ['entschuldigung', 'tut mir leid', 'verzeihung'],
      it: ['scusa', 'scusami', 'scusate', 'mi dispiace', 'perdonami'],
      nl: ['het spijt me', 'excuses'],
      tr: ['ozur dilerim', 'kusura bakma'],
      pl: ['przepraszam', 'sorki', 'wybacz'],
      sv: ['forlat', 'ursakta'],
      id: ['maaf', 'mohon maaf', 'sori'],
      pcm: ['no vex', 'abeg no vex'],
      yo: ['e ma binu', 'ma binu'],
      ig: ['ndo'],
      ha: ['yi hakuri', 'hakuri'],
      hi: ['maaf karo', 'maafi'],
      sw: ['samahani', 'nisamehe', 'pole sana'],
      ta: ['mannichidu', 'mannikavum'],
      am: ['yikirta'],
    },
  },
  {
    concept: 'fight',
    terms: ['fight', 'fought', 'fighting', 'argument', 'argue', 'argued', 'arguing', 'angry', 'quarrel'],
    forms: {
      en: ['fight', 'fought', 'fighting', 'argument', 'argue', 'argued', 'arguing', 'angry', 'upset', 'quarrel', 'mad at'],
      es: ['pelea', 'peleamos', 'discusion', 'discutimos', 'enojado', 'enojada', 'enfadado', 'enfadada'],
      pt: ['briga', 'brigamos', 'brigou', 'discussao', 'chateado', 'chateada'],
      // Betrayal written in the first person ("je me sens trahie"). Not "blessé": its folded
      // form begins English "blessed".
      fr: ['dispute', 'disputes', 'engueulade', 'fache', 'fachee', 'en colere', 'trahi', 'trahie', 'trahison'],
      de: ['streit', 'streiten', 'gestritten', 'sauer', 'wutend'],
      it: ['litigato', 'litigio', 'arrabbiato', 'arrabbiata'],
      nl: ['ruzie', 'boos'],
      tr: ['kavga', 'tartisma', 'kizgin', 'sinirli'],
      pl: ['klotnia', 'poklocilismy', 'wkurzony', 'wkurzona'],
      sv: ['gralade', 'arg'],
      id: ['bertengkar', 'berantem', 'marah', 'kesal'],
      pcm: ['dey vex', 'quarrel'],
      yo: ['ija', 'binu'],
      hi: ['jhagda', 'jhagada', 'gussa', 'naraz'],
      ary: ['tkhasmna', 'tkhasamna', 'mtghachech', 'mghachech'],
    },
  },
  {
    concept: 'party',
    terms: ['party', 'parties', 'partying', 'celebration'],
    forms: {
      en: ['party', 'parties', 'partying', 'celebration'],
      es: ['fiesta', 'fiestas'],
      pt: ['festa', 'festinha', 'balada'],
      fr: ['soiree', 'fete'],
      de: ['feier', 'feiern'],
      nl: ['feest', 'feestje'],
      tr: ['parti'],
      pl: ['impreza', 'imprezka'],
      sv: ['fest', 'kalas'],
      id: ['pesta'],
      // "owambe": a Yoruba word for a big party, used across Nigerian English and Pidgin.
      pcm: ['owambe'],
      yo: ['ayeye'],
      hi: ['jashn'],
    },
  },
  {
    concept: 'new job',
    terms: ['job', 'new job', 'hired', 'promotion', 'promoted', 'job offer'],
    forms: {
      en: ['new job', 'hired', 'promotion', 'promoted', 'job offer', 'got the job'],
      es: ['nuevo trabajo', 'trabajo nuevo', 'contratado', 'contratada', 'ascenso'],
      pt: ['novo emprego', 'emprego novo', 'trabalho novo', 'contratado', 'contratada', 'promocao', 'promovido', 'promovida'],
      fr: ['nouveau travail', 'nouveau boulot', 'nouveau poste', 'nouvel emploi', 'embauche', 'embauchee', 'promotion'],
      de: ['neuer job', 'neue stelle', 'befordert', 'beforderung', 'eingestellt'],
      it: ['nuovo lavoro', 'promozione'],
      nl: ['nieuwe baan', 'promotie'],
      tr: ['yeni is', 'terfi'],
      pl: ['nowa praca', 'nowej pracy', 'nowa prace', 'pierwsza praca', 'pierwszej pracy', 'pierwsza prace', 'awans', 'zatrudnili mnie', 'oferta pracy'],
      sv: ['nytt jobb', 'befordrad', 'anstalld'],
      id: ['kerja baru', 'pekerjaan baru', 'promosi', 'naik jabatan', 'diterima kerja', 'mulai kerja'],
      pcm: ['new work'],
      ha: ['sabon aiki'],
      hi: ['nayi naukri', 'naukri', 'offer diya', 'offer mila', 'joining'],
      // "nimeanza kazi": I have started work; "kazi mpya": a new job; "nimeajiriwa": I have been hired.
      sw: ['nimeanza kazi', 'kazi mpya', 'nimeajiriwa', 'nimepata kazi'],
      mr: ['navin naukri', 'job lagli', 'naukri lagli'],
      ta: ['pudhu velai', 'velai kedachiruchu', 'velai kidaichudhu'],
      am: ['sira jemerku', 'addis sira'],
      // "lkhedma jdida": the new job; "khdit lkhedma": I got the job.
      ary: ['lkhedma jdida', 'khedma jdida', 'khdit lkhedma'],
    },
  },
  {
    concept: 'trip',
    terms: ['trip', 'holiday', 'holidays', 'vacation', 'flight', 'landed', 'travel', 'journey'],
    forms: {
      en: ['trip', 'holiday', 'holidays', 'vacation', 'flight', 'landed', 'airport', 'travel', 'travelling', 'traveling', 'boarding'],
      es: ['viaje', 'vacaciones', 'vuelo', 'aterrice', 'aterrizamos', 'aeropuerto'],
      pt: ['viagem', 'ferias', 'voo', 'pousei', 'aterrissei', 'aeroporto'],
      fr: ['voyage', 'vacances', 'atterri', 'aeroport'],
      de: ['reise', 'urlaub', 'flug', 'gelandet', 'flughafen'],
      it: ['viaggio', 'vacanza', 'vacanze', 'volo', 'atterrato', 'atterrata'],
      nl: ['reis', 'vakantie', 'vlucht', 'geland', 'vliegveld'],
      tr: ['seyahat', 'tatil', 'ucus', 'havalimani'],
      pl: ['podroz', 'wakacje', 'urlop', 'lotnisko'],
      sv: ['resa', 'flyg', 'landat', 'flygplats'],
      id: ['liburan', 'perjalanan', 'penerbangan', 'mendarat', 'bandara'],
      // "japa": Nigerian slang for leaving the country.
      pcm: ['japa'],
      ha: ['tafiya'],
      hi: ['safar', 'chutti', 'yatra'],
    },
  },
  {
    concept: 'funeral',
    terms: ['funeral', 'died', 'death', 'passed away', 'condolences', 'burial'],
    forms: {
      en: ['funeral', 'died', 'passed away', 'death', 'condolences', 'rest in peace', 'burial'],
      es: ['velorio', 'entierro', 'murio', 'fallecio', 'pesame', 'descanse en paz'],
      pt: ['enterro', 'faleceu', 'morreu', 'pesames', 'descanse em paz'],
      fr: ['enterrement', 'funerailles', 'deces', 'condoleances'],
      de: ['beerdigung', 'gestorben', 'verstorben', 'beileid'],
      it: ['funerale', 'condoglianze'],
      nl: ['begrafenis', 'overleden', 'gecondoleerd'],
      tr: ['cenaze', 'vefat', 'basin sagolsun'],
      pl: ['pogrzeb', 'zmarl', 'zmarla', 'kondolencje'],
      sv: ['begravning', 'avled', 'kondoleanser'],
      id: ['pemakaman', 'meninggal', 'wafat', 'turut berduka'],
      pcm: ['don die'],
      yo: ['isinku'],
      hi: ['antim sanskar', 'guzar gaye'],
    },
  },
  {
    concept: 'graduation',
    // A thesis defence is the day a degree is won: Polish "obrona" ("Obroniłam!"), Indonesian "sidang skripsi".
    terms: ['graduation', 'graduated', 'graduate', 'degree', 'diploma', 'defence', 'defense', 'thesis defence', 'thesis defense', 'viva'],
    forms: {
      en: ['graduation', 'graduated', 'graduate', 'graduating', 'diploma'],
      es: ['graduacion', 'graduado', 'graduada', 'me gradue'],
      pt: ['formatura', 'me formei', 'formei'],
      fr: ['diplome', 'diplomee', 'remise des diplomes'],
      de: ['abschlussfeier', 'abschluss', 'abitur'],
      it: ['laurea', 'laureato', 'laureata'],
      nl: ['afgestudeerd', 'diploma uitreiking'],
      tr: ['mezuniyet', 'mezun'],
      pl: ['absolutorium', 'dyplom', 'obrona', 'obrony', 'obronie', 'obronilam', 'obronilem', 'obronila', 'obronil', 'obronione', 'obroniona'],
      id: ['wisuda', 'lulus', 'sidang skripsi', 'sidang tesis'],
      // "nimehitimu": I have graduated; "mahafali": a graduation ceremony.
      sw: ['nimehitimu', 'mahafali'],
      // Amharic "mereqa" (ምረቃ): graduation; Tamil "pattamalippu": the degree ceremony.
      am: ['mereqa', 'mereqaye'],
      ta: ['pattamalippu', 'pattamalippu vizha'],
    },
  },
  {
    concept: 'breakup',
    terms: ['breakup', 'break up', 'broke up', 'split up', 'dumped'],
    forms: {
      en: ['breakup', 'broke up', 'break up', 'split up', 'dumped'],
      es: ['terminamos', 'cortamos', 'ruptura'],
      pt: ['terminei', 'separamos', 'fim do namoro'],
      fr: ['rupture', 'on a rompu'],
      de: ['schluss gemacht', 'getrennt', 'trennung'],
      it: ['ci siamo lasciati', 'rottura'],
      nl: ['uit elkaar', 'uitgemaakt'],
      tr: ['ayrildik', 'ayrilik'],
      pl: ['rozstanie', 'rozstalismy', 'zerwalismy'],
      sv: ['gjort slut', 'separerat'],
      id: ['putus'],
    },
  },
  {
    concept: 'loan',
    terms: ['loan', 'borrow', 'borrowed', 'lend', 'lent', 'owe', 'owed', 'debt'],
    forms: {
      en: ['loan', 'borrow', 'borrowed', 'lend', 'lent', 'owe', 'owes', 'owed', 'debt', 'repay'],
      es: ['prestamo', 'prestar', 'prestado', 'prestada', 'deuda'],
      pt: ['emprestimo', 'emprestar', 'emprestado', 'emprestada', 'divida'],
      ca: ['prestec', 'deute'],
      fr: ['preter', 'emprunt', 'emprunter', 'dette', 'rembourser'],
      // "überweisen": transfer money (asked back: "kannst du mir die 90 Euro überweisen?").
      de: ['leihen', 'geliehen', 'schulden', 'schuldest', 'zuruckzahlen', 'uberweis'],
      it: ['prestito', 'prestare', 'debito'],
      tr: ['borc', 'odunc'],
      tl: ['utang', 'pahiram', 'hiram', 'singil'],
      id: ['pinjam', 'pinjaman', 'hutang'],
    },
  },
  {
    // A rental deposit kept or owed back: a common quarrel between flatmates and with landlords.
    concept: 'deposit',
    terms: ['deposit', 'security deposit'],
    forms: {
      en: ['deposit', 'security deposit'],
      es: ['fianza', 'deposito'],
      pt: ['caucao', 'deposito'],
      fr: ['caution'],
      de: ['kaution'],
      it: ['cauzione', 'deposito cauzionale'],
      nl: ['borgsom', 'waarborgsom'],
      tr: ['depozito'],
      pl: ['kaucja', 'kaucji', 'kaucje'],
      sv: ['deposition'],
    },
  },
  {
    concept: 'recipe',
    terms: ['recipe', 'recipes'],
    forms: {
      en: ['recipe', 'recipes'],
      es: ['receta', 'recetas'],
      pt: ['receita', 'receitas'],
      ca: ['recepta'],
      fr: ['recette', 'recettes'],
      de: ['rezept', 'rezepte'],
      it: ['ricetta', 'ricette'],
      nl: ['recept'],
      tr: ['tarif', 'tarifi'],
      tl: ['resipe'],
    },
  },
  {
    concept: 'home',
    terms: ['flat', 'apartment', 'flats', 'apartments'],
    forms: {
      en: ['flat', 'apartment'],
      es: ['piso', 'apartamento', 'depa'],
      pt: ['apartamento'],
      ca: ['pis nou'],
      fr: ['appartement', 'appart'],
      de: ['wohnung'],
      it: ['appartamento'],
      nl: ['appartement'],
      tr: ['daire'],
      tl: ['condo', 'bahay'],
    },
  },
  {
    // Someone coming to see the owner: the visit's words, and the arrival's ("landing in …").
    concept: 'visit',
    terms: ['visit', 'visits', 'visited', 'visiting', 'visitor'],
    forms: {
      en: ['visit', 'visited', 'visiting', 'come see', 'come visit', 'landing', 'arriving', 'flying in'],
      es: ['visita', 'visitarte', 'visitaros'],
      pt: ['visita', 'visitar', 'te ver'],
      fr: ['visite', 'venir te voir', 'viens me voir', 'te rendre visite'],
      de: ['besuch', 'besuchen', 'besucht'],
      it: ['visita', 'venire a trovarti', 'trovarti', 'a trovarvi'],
      nl: ['bezoek', 'bezoeken', 'langskomen'],
      tr: ['ziyaret'],
      pl: ['odwiedziny', 'odwiedzic', 'wizyta'],
      sv: ['besoka', 'halsa pa'],
      id: ['berkunjung', 'mampir', 'kunjungan'],
      hi: ['milne aa'],
      ary: ['zyara', 'nzourek', 'nzorek'],
    },
  },
  {
    // Something booked or reserved: a table, tickets, a room, a museum slot.
    concept: 'booking',
    terms: ['book', 'booked', 'booking', 'reserve', 'reserved', 'reservation'],
    forms: {
      en: ['booked', 'booking', 'reserved', 'reservation', 'tickets'],
      es: ['reserva', 'reservado', 'reservada', 'reserve', 'entradas'],
      pt: ['reserva', 'reservei', 'reservado', 'bilhetes', 'ingressos'],
      fr: ['reserve', 'reservee', 'reservation', 'billets'],
      de: ['gebucht', 'reserviert', 'reservierung', 'buchung'],
      it: ['prenotato', 'prenotata', 'prenotazione', 'biglietti'],
      nl: ['geboekt', 'gereserveerd', 'reservering'],
      tr: ['rezervasyon'],
      pl: ['zarezerwowalem', 'zarezerwowalam', 'rezerwacja', 'bilety'],
      sv: ['bokat', 'bokade', 'bokning'],
      id: ['reservasi'],
      hi: ['booking kar di'],
    },
  },
];

/**
 * Words of a tense exchange as people write them in chats, folded: reproach, hurt, anger,
 * "that's not fair", "seriously?". Mood is read from these words only (a month of many of
 * them before a silence or a drop is when things got tense); the apology and fight wording
 * of the table above is searched beside them.
 */
export const TENSION_WORDS: Readonly<Partial<Record<Lang, readonly string[]>>> = {
  en: ['sorry', 'angry', 'upset', 'annoyed', 'hurt', 'unfair', 'disappointed', 'whatever', 'ridiculous', 'serious', 'hate', 'rude', 'blame', 'excuse', 'enough', 'selfish', 'petty', 'nonsense', "you've changed", 'you have changed'],
  pt: ['justo', 'injusto', 'egoista', 'chateado', 'chateada', 'zangado', 'zangada', 'magoado', 'magoada', 'irritado', 'irritada', 'desiludido', 'desiludida', 'nunca pensei'],
  es: ['injusto', 'egoista', 'molesto', 'molesta', 'harto', 'harta', 'decepcionado', 'decepcionada'],
  ca: ['injust', 'egoista', 'enfadat', 'enfadada', 'emprenyat', 'decebut'],
  fr: ['injuste', 'egoiste', 'enerve', 'enervee', 'decu', 'decue', 'vexe', 'serieux'],
  de: ['unfair', 'egoistisch', 'enttauscht', 'verletzt', 'genervt', 'ernsthaft', 'kleinlich', 'quatsch', 'unverschamt', 'frech'],
  it: ['ingiusto', 'egoista', 'deluso', 'delusa', 'offeso', 'offesa'],
  tr: ['haksiz', 'bencil', 'kirgin', 'kizgin', 'sinirli', 'sacma'],
  tl: ['galit', 'tampo', 'nagtatampo', 'nakakainis', 'bastos'],
  id: ['kecewa', 'tersinggung', 'egois'],
  ar: ['زعلان', 'زعلانة', 'ظلم', 'انانية'],
  // "umebadilika": you have changed; "umenikosea": you wronged me; "nimechoka na": I am tired of.
  sw: ['umebadilika', 'umenikosea', 'nimekasirika', 'hasira', 'umeniangusha', 'nimechoka na', 'sio haki'],
  pl: ['zmieniles sie', 'zmienilas sie', 'wkurzony', 'wkurzona', 'obrazony', 'obrazona', 'niesprawiedliwe', 'rozczarowany', 'rozczarowana'],
  hi: ['naraz', 'gussa', 'badal gaya', 'badal gayi', 'tu badal'],
  mr: ['raag aala', 'chidla', 'chidli'],
  ta: ['kovam', 'kovama', 'maariten', 'maaritta'],
  am: ['tekoyeh', 'anadedkegn'],
};

/** Case and accent folding of a word as mnemo_fold folds text (for looking words up). */
const fold = foldName;

/** Every concept's forms, deduplicated, English first. */
const FORMS = new Map<EventConcept, string[]>(
  TABLE.map((row) => [row.concept, [...new Set([...row.terms, ...Object.values(row.forms).flat()])]]),
);

/** A folded word or phrase → its concept. A form listed under two concepts keeps the first. */
const CONCEPT_OF = new Map<string, EventConcept>();
for (const row of TABLE) {
  for (const f of FORMS.get(row.concept)!) if (!CONCEPT_OF.has(f)) CONCEPT_OF.set(f, row.concept);
  CONCEPT_OF.set(row.concept, row.concept);
}

/** The concept an English or foreign word or phrase names ("mudei" → move), or null. */
export function eventConcept(word: string): EventConcept | null {
  const w = fold(word);
  const hit = CONCEPT_OF.get(w);
  if (hit) return hit;
  // A word declined by the question ("obrony", "weselu", "weddings"): its nominatives, when they reach one concept.
  const found = new Set(undeclined(w).map((f) => CONCEPT_OF.get(f)).filter((c): c is EventConcept => Boolean(c)));
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The chat wording of a life event or speech act, all languages, folded: "birthday" →
 * birthday, bday, hbd, happy birthday, …, parabens, feliz cumpleanos, iyi ki dogdun, ….
 * An unknown word gives just itself, folded (so a caller can always search the result).
 */
export function eventWords(term: string): string[] {
  const concept = eventConcept(term);
  return concept ? [...FORMS.get(concept)!] : [fold(term)];
}

/** Every concept with its forms (for tests and for listing what the planner understands). */
export function eventConcepts(): ReadonlyMap<EventConcept, readonly string[]> {
  return FORMS;
}

/**
 * Birthday wishes as people write them, per language (ISO 639-1, a transliteration when the
 * language is often typed in Latin letters), abbreviations included ("hbd", "hpbd", "sn vui
 * ve"), in Latin letters (mnemo_fold folds only Latin letters alike). Each is a form of the
 * birthday concept above. Matched folded (foldName: accents off, so "chúc mừng sinh nhật" and "chuc mung sinh
 * nhat" are one row). Source: the author's knowledge of everyday wording in these languages.
 */
export const BIRTHDAY_WISH_TABLE: Readonly<Record<string, readonly string[]>> = {
  en: ['happy birthday', 'happy bday', 'happy b day', 'hbd', 'hpbd', 'hppy bday', 'many happy returns'],
  es: ['feliz cumpleanos', 'feliz cumple'],
  pt: ['parabens', 'feliz aniversario'],
  fr: ['joyeux anniversaire', 'bon anniversaire', 'joyeux anniv', 'bonne fete'],
  de: ['alles gute zum geburtstag', 'alles gute'],
  it: ['buon compleanno', 'tanti auguri'],
  nl: ['gefeliciteerd', 'fijne verjaardag'],
  tr: ['iyi ki dogdun', 'dogum gunun kutlu olsun', 'dogum gunun kutlu'],
  pl: ['wszystkiego najlepszego', 'sto lat'],
  sv: ['grattis pa fodelsedagen', 'grattis'],
  id: ['selamat ulang tahun', 'met ultah', 'selamat ultah'],
  vi: ['chuc mung sinh nhat', 'mung sinh nhat', 'sinh nhat vui ve', 'sn vui ve', 'cmsn'],
  yo: ['e ku ojo ibi'],
  ha: ['barka da ranar haihuwa'],
  hi: ['janamdin mubarak', 'janmadin ki badhai', 'janamdin ki badhai', 'janmdin ki shubhkamnaye'],
  ar: ['3id milad sa3id', '3id milad', 'eid milad', 'aid milad'],
  sw: ['heri ya siku ya kuzaliwa', 'heri ya kuzaliwa', 'siku ya kuzaliwa'],
  ta: ['piranthanaal vazhthukkal', 'iniya piranthanaal'],
  am: ['melkam lidet', 'enkuan teweledk', 'enkuan tewoledsh'],
  th: ['suksan wan koet', 'sukson wan kerd'],
  ko: ['saengil chukha', 'saengil chukhahae'],
  ja: ['tanjoubi omedetou', 'otanjoubi omedetou'],
  tl: ['maligayang kaarawan'],
};

/** Birthday wishes as people write them ("happy birthday", "parabens", "iyi ki dogdun"), folded: every row of the table. */
export const BIRTHDAY_WISHES: readonly string[] = [...new Set(Object.values(BIRTHDAY_WISH_TABLE).flat().map((w) => fold(w)))];

/**
 * "Today" as chats write it, folded: a message naming an event with one of these ("the
 * wedding is today", "bugün düğün günü", "heute ist der Umzug") was written on the event's day.
 */
export const TODAY_WORDS: readonly string[] = [
  'today', 'tonight', 'hoy', 'hoje', "aujourd'hui", 'aujourdhui', 'heute', 'oggi', 'vandaag', 'bugun', 'dzisiaj', 'dzis', 'idag', 'hari ini', 'avui', 'ngayon', 'aaj',
];

/**
 * Arriving as chats write it, folded ("landed", "nimefika", "dotarłem", "sudah sampai",
 * "pahunch gaya"): a message on the day location history reaches a city that says one of these
 * (or names the city) confirms the day of a move or an arrival.
 */
export const ARRIVAL_WORDS: readonly string[] = [
  'arrived', 'landed', 'reached', 'made it', 'just got here', 'touched down',
  'llegue', 'llegamos', 'cheguei', 'chegamos', 'suis arrive', 'bien arrive', 'angekommen', 'arrivato', 'arrivata', 'aangekomen', 'vardim', 'geldim',
  'dotarlem', 'dotarlam', 'dojechalem', 'dojechalam', 'framme', 'sudah sampai', 'udah sampai', 'sampai di', 'tiba di', 'dumating',
  'pahunch gaya', 'pahunch gayi', 'pohochlo', 'pohochle', 'nimefika', 'tumefika', 'nimewasili', 'vandhuten', 'vandhachu', 'dersalehu', 'gebahu',
];

/**
 * Home as chats write it, folded ("nyumbani", "ghar", "dom"): "get home for Christmas" is
 * the owner's home town, learned from location history (answer.ts), not a word to search.
 */
export const HOME_WORDS: readonly string[] = ['home', 'nyumbani', 'ghar', 'gharat', 'dom', 'do domu', 'rumah', 'pulang', 'kampung', 'veedu', 'oorukku', 'casa', 'maison', 'zuhause', 'nach hause', 'thuis'];

/**
 * "First day" as chats write it, folded ("erster Tag im neuen Job", "ilk gün", "primer día"):
 * of the days the messages name an event on, the one that says so is its first day.
 */
export const FIRST_DAY_WORDS: readonly string[] = [
  'first day', 'erster tag', 'ersten tag', 'ilk gun', 'ilk gunum', 'primer dia', 'primeiro dia', 'premier jour', 'primo giorno', 'eerste dag', 'pierwszy dzien', 'forsta dagen', 'hari pertama', 'unang araw',
];
