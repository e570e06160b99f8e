/**
 * Test data (#28): what WhatsApp writes in each system language, as message bodies after
 * the header ("Name: " already removed), for Android and iOS, with what each must become.
 * The markers are WhatsApp's own strings (Android strings.xml, iOS Localizable.strings, and
 * real exports; sources in whatsapp-marker-words.ts); the plain texts are ours. Where a
 * string could not be verified it says so (`// unverified`). iOS writes U+200E before its
 * markers (U+200F in right-to-left languages: ar, he, fa).
 * Used by the table-driven tests that cross every header layout with every language
 * (whatsapp-layouts.test.ts) and by the marker tests. Not imported by the parser.
 *
 * `kind`: 'text' a message; 'media' a message with `media` set to `media`; 'location' a
 * message that is also a place at `lat`/`lon`; 'event' not a message (deleted markers,
 * missed calls, encryption and other notices).
 */
export type SampleKind = 'text' | 'media' | 'location' | 'event';

export interface MarkerSample {
  /** The body as the phone writes it, invisible marks included (iOS puts U+200E before placeholders). */
  body: string;
  kind: SampleKind;
  media?: 'image' | 'video' | 'audio' | 'sticker' | 'document' | 'other';
  lat?: number;
  lon?: number;
  /** Whether the body is written under an author ("Name: body"): false for notices written without one. */
  authored?: boolean;
}

export interface LanguageSamples {
  /** BCP 47 code: en, es, pt, de, fr, it, nl, ru, cs, tr, id, ar, hi, ja, vi, th, uk… */
  lang: string;
  android: MarkerSample[];
  ios: MarkerSample[];
}

export const LANGUAGE_SAMPLES: LanguageSamples[] = [
  {
    lang: 'en',
    android: [
      { body: 'See you at 8', kind: 'text' },
      { body: '<Media omitted>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (file attached)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (file attached)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'location: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'live location shared', kind: 'text' }, // a live location: no coordinates
      { body: 'This message was deleted', kind: 'event' },
      { body: 'Missed voice call', kind: 'event' },
      { body: 'Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'See you at 8', kind: 'text' },
      { body: '\u200Eimage omitted', kind: 'media', media: 'image' },
      { body: '\u200Evideo omitted', kind: 'media', media: 'video' },
      { body: '\u200Eaudio omitted', kind: 'media', media: 'audio' },
      { body: '\u200Esticker omitted', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF omitted', kind: 'media', media: 'video' },
      { body: '\u200EContact card omitted', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocument omitted', kind: 'media', media: 'document' },
      { body: '\u200E<attached: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200ELocation: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EThis message was deleted.', kind: 'event' },
      { body: '\u200EYou deleted this message.', kind: 'event' },
      { body: '\u200EMissed voice call', kind: 'event' },
      { body: '\u200EMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'es',
    android: [
      { body: 'Nos vemos a las 8', kind: 'text' },
      { body: '<Archivo omitido>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (archivo adjuntado)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (archivo adjuntado)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'ubicación: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'ubicación en tiempo real compartida', kind: 'text' }, // a live location: no coordinates
      { body: 'Este mensaje fue eliminado', kind: 'event' },
      { body: 'Llamada de voz perdida', kind: 'event' },
      { body: 'Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Nos vemos a las 8', kind: 'text' },
      { body: '\u200Eimagen omitida', kind: 'media', media: 'image' },
      { body: '\u200EVideo omitido', kind: 'media', media: 'video' },
      { body: '\u200Eaudio omitido', kind: 'media', media: 'audio' },
      { body: '\u200Esticker omitido', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF omitido', kind: 'media', media: 'video' },
      { body: '\u200ETarjeta de contacto omitida', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocumento omitido', kind: 'media', media: 'document' },
      { body: '\u200E<adjunto: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EUbicación: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200ESe eliminó este mensaje.', kind: 'event' },
      { body: '\u200EEliminaste este mensaje.', kind: 'event' },
      { body: '\u200ELlamada perdida', kind: 'event' },
      { body: '\u200ELos mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'pt',
    android: [
      { body: 'Até às 8', kind: 'text' },
      { body: '<Ficheiro não revelado>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (ficheiro anexado)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (ficheiro anexado)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'localização: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Está a partilhar a sua localização', kind: 'text' }, // a live location: no coordinates
      { body: 'Esta mensagem foi apagada pelo remetente.', kind: 'event' },
      { body: 'Chamada de voz perdida', kind: 'event' },
      { body: 'As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta e ficam somente entre você e os participantes desta conversa. Nem mesmo o WhatsApp pode ler ou ouvi-las.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Até às 8', kind: 'text' },
      { body: '\u200Eimagem ocultada', kind: 'media', media: 'image' },
      { body: '\u200Evídeo omitido', kind: 'media', media: 'video' },
      { body: '\u200Eáudio ocultado', kind: 'media', media: 'audio' },
      { body: '\u200Efigurinha omitida', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF omitido', kind: 'media', media: 'video' },
      { body: '\u200ECartão do contato omitido', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocumento omitido', kind: 'media', media: 'document' },
      { body: '\u200E<anexado: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200ELocalização: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EMensagem apagada', kind: 'event' },
      { body: '\u200EMensagem apagada', kind: 'event' },
      { body: '\u200EChamada de voz perdida', kind: 'event' },
      { body: '\u200EAs mensagens e as chamadas são protegidas com a criptografia de ponta a ponta e ficam somente entre você e os participantes desta conversa. Nem mesmo o WhatsApp pode ler ou ouvi-las.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'de',
    android: [
      { body: 'Bis um 8', kind: 'text' },
      { body: '<Medien weggelassen>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (Datei angehängt)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (Datei angehängt)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'Standort: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Live-Standort wird geteilt', kind: 'text' }, // a live location: no coordinates
      { body: 'Diese Nachricht wurde gelöscht', kind: 'event' },
      { body: 'Verpasster Sprachanruf', kind: 'event' },
      { body: 'Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen oder anhören, nicht einmal WhatsApp.', kind: 'event', authored: false },
      // A subject change with ": " inside German quotes „…“: a notice, not a message from "Anna hat den Betreff von „Urlaub".
      { body: 'Anna hat den Betreff von „Urlaub: Juni“ zu „Urlaub: Juli“ geändert', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Bis um 8', kind: 'text' },
      { body: '\u200EBild weggelassen', kind: 'media', media: 'image' },
      { body: '\u200EVideo weggelassen', kind: 'media', media: 'video' },
      { body: '\u200EAudio weggelassen', kind: 'media', media: 'audio' },
      { body: '\u200ESticker weggelassen', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF weggelassen', kind: 'media', media: 'video' },
      { body: '\u200EKontaktkarte ausgelassen', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200EDokument weggelassen', kind: 'media', media: 'document' },
      { body: '\u200E<Anhang: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EStandort: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EDiese Nachricht wurde gelöscht.', kind: 'event' },
      { body: '\u200EDu hast diese Nachricht gelöscht.', kind: 'event' },
      { body: '\u200EVerpasster Sprachanruf', kind: 'event' },
      { body: '\u200ENachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen oder anhören, nicht einmal WhatsApp.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'fr',
    android: [
      { body: 'À 8 h, ça marche', kind: 'text' },
      { body: '<Fichier omis>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (fichier joint)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (fichier joint)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'localisation : https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Localisation en direct partagée', kind: 'text' }, // a live location: no coordinates
      { body: 'Ce message a été supprimé', kind: 'event' },
      { body: 'Appel vocal manqué', kind: 'event' },
      { body: 'Les messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'À 8 h, ça marche', kind: 'text' },
      { body: '\u200Eimage absente', kind: 'media', media: 'image' },
      { body: '\u200Evidéo absente', kind: 'media', media: 'video' },
      { body: '\u200Eaudio omis', kind: 'media', media: 'audio' },
      { body: '\u200Esticker omis', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF retiré', kind: 'media', media: 'video' },
      { body: '\u200EFiche contact manquante', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocument manquant', kind: 'media', media: 'document' },
      { body: '\u200E< pièce jointe : 00000012-PHOTO-2020-01-01-12-00-00.jpg >', kind: 'media', media: 'image' },
      { body: '\u200ELocalisation: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200ECe message a été supprimé.', kind: 'event' },
      { body: '\u200EVous avez supprimé ce message.', kind: 'event' },
      { body: '\u200EAppel vocal manqué', kind: 'event' },
      { body: '\u200ELes messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'it',
    android: [
      { body: 'Ci vediamo alle 8', kind: 'text' },
      { body: '<Media omesso>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (file allegato)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (file allegato)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'posizione: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'posizione attuale condivisa', kind: 'text' }, // a live location: no coordinates
      { body: 'Questo messaggio è stato eliminato', kind: 'event' },
      { body: 'Chiamata vocale persa', kind: 'event' },
      { body: 'I messaggi e le chiamate sono crittografati end-to-end. Nessuno al di fuori di questa chat, nemmeno WhatsApp, può leggerne o ascoltarne il contenuto.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Ci vediamo alle 8', kind: 'text' },
      { body: '\u200Eimmagine omessa', kind: 'media', media: 'image' },
      { body: '\u200Evideo omesso', kind: 'media', media: 'video' },
      { body: '\u200Eaudio omesso', kind: 'media', media: 'audio' },
      { body: '\u200Esticker non incluso', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF esclusa', kind: 'media', media: 'video' },
      { body: '\u200EScheda contatto omessa', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocumento omesso', kind: 'media', media: 'document' },
      { body: '\u200E<allegato: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EPosizione: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EQuesto messaggio è stato eliminato.', kind: 'event' },
      { body: '\u200EHai eliminato questo messaggio.', kind: 'event' },
      { body: '\u200EChiamata vocale persa', kind: 'event' },
      { body: '\u200EI messaggi e le chiamate sono crittografati end-to-end. Nessuno al di fuori di questa chat, nemmeno WhatsApp, può leggerne o ascoltarne il contenuto.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'nl',
    android: [
      { body: 'Tot 8 uur', kind: 'text' },
      { body: '<Media weggelaten>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (bestand bijgevoegd)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (bestand bijgevoegd)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'locatie: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'live locatie gedeeld', kind: 'text' }, // a live location: no coordinates
      { body: 'Dit bericht is verwijderd', kind: 'event' },
      { body: 'Gemiste spraakoproep', kind: 'event' },
      { body: 'Berichten en gesprekken worden end-to-end versleuteld. Niemand buiten deze chat kan ze lezen of beluisteren, zelfs WhatsApp niet.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Tot 8 uur', kind: 'text' },
      { body: '\u200Eafbeelding weggelaten', kind: 'media', media: 'image' },
      { body: '\u200Evideo weggelaten', kind: 'media', media: 'video' },
      { body: '\u200Eaudio weggelaten', kind: 'media', media: 'audio' },
      { body: '\u200Esticker weggelaten', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF weggelaten', kind: 'media', media: 'video' },
      { body: '\u200EVisitekaartje weggelaten', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocument weggelaten', kind: 'media', media: 'document' },
      { body: '\u200E<bijgevoegd: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200ELocatie: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200EDit bericht is verwijderd.', kind: 'event' },
      { body: '\u200EU hebt dit bericht verwijderd.', kind: 'event' },
      { body: '\u200EGemist spraakgesprek', kind: 'event' },
      { body: '\u200EBerichten en gesprekken worden end-to-end versleuteld. Niemand buiten deze chat kan ze lezen of beluisteren, zelfs WhatsApp niet.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'ru',
    android: [
      { body: 'До встречи в 8', kind: 'text' },
      { body: '<Файл пропущен>', kind: 'media', media: 'other' },
      { body: '<Без медиафайлов>', kind: 'media', media: 'other' }, // a real export
      { body: 'IMG-20200101-WA0001.jpg (файл добавлен)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (файл добавлен)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'местоположение: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Геоданные отправлены', kind: 'text' }, // a live location: no coordinates
      { body: 'Данное сообщение удалено', kind: 'event' },
      { body: 'Пропущенный аудиозвонок', kind: 'event' },
      { body: 'Сообщения и звонки защищены сквозным шифрованием. Третьи лица, включая WhatsApp, не могут прочитать ваши сообщения или прослушать звонки.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'До встречи в 8', kind: 'text' },
      { body: '\u200Eизображение отсутствует', kind: 'media', media: 'image' },
      { body: '\u200Eвидео отсутствует', kind: 'media', media: 'video' },
      { body: '\u200Eаудиофайл отсутствует', kind: 'media', media: 'audio' },
      { body: '\u200Eстикер не добавлен', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF отсутствует', kind: 'media', media: 'video' },
      { body: '\u200EКарточка контакта отсутствует', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Eдокумент отсутствует', kind: 'media', media: 'document' },
      { body: '\u200E<прикреплено: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EМестоположение: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EДанное сообщение удалено.', kind: 'event' },
      { body: '\u200EВы удалили данное сообщение.', kind: 'event' },
      { body: '\u200EПропущенный аудиозвонок', kind: 'event' },
      { body: '\u200EСообщения и звонки защищены сквозным шифрованием. Третьи лица, включая WhatsApp, не могут прочитать ваши сообщения или прослушать звонки.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'cs',
    android: [
      { body: 'Uvidíme se v 8', kind: 'text' },
      { body: '< Média vynechána >', kind: 'media', media: 'other' },
      { body: '<Média vynechány>', kind: 'media', media: 'other' }, // a real export
      { body: '‹Média vynechány>', kind: 'media', media: 'other' }, // a real export
      { body: 'IMG-20200101-WA0001.jpg (soubor byl přiložen)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (soubor byl přiložen)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'poloha: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'byla sdílena aktuální poloha', kind: 'text' }, // a live location: no coordinates
      { body: 'Tato zpráva byla odstraněna', kind: 'event' },
      { body: 'Zmeškaný hlasový hovor', kind: 'event' },
      { body: 'Zprávy a hovory jsou opatřeny koncovým šifrováním. Nikdo, kdo není přímým účastníkem této konverzace, ji nemůže sledovat ani poslouchat. Dokonce ani WhatsApp.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Uvidíme se v 8', kind: 'text' },
      { body: '\u200Eobrázek vynechán', kind: 'media', media: 'image' },
      { body: '\u200Evideo vynecháno', kind: 'media', media: 'video' },
      { body: '\u200Ezvukový soubor vynechán', kind: 'media', media: 'audio' },
      { body: '\u200Enálepka vynechána', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF vynechán', kind: 'media', media: 'video' },
      { body: '\u200EVizitka vynechána', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edokument vynechán', kind: 'media', media: 'document' },
      { body: '\u200E<příloha: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EPoloha: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200ETato zpráva byla smazána.', kind: 'event' },
      { body: '\u200ETuto zprávu jste smazal/a.', kind: 'event' },
      { body: '\u200EZmeškaný hovor', kind: 'event' },
      { body: '\u200EZprávy a hovory jsou opatřeny koncovým šifrováním. Nikdo, kdo není přímým účastníkem této konverzace, ji nemůže sledovat ani poslouchat. Dokonce ani WhatsApp.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'tr',
    android: [
      { body: '8\'de görüşürüz', kind: 'text' },
      { body: '<Medya atlanmış>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (dosya ekli)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (dosya ekli)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'konum: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Mevcut konum paylaşıldı', kind: 'text' }, // a live location: no coordinates
      { body: 'Bu mesaj silindi', kind: 'event' },
      { body: 'Cevapsız sesli arama', kind: 'event' },
      { body: 'Mesajlar ve aramalar uçtan uca şifrelidir. WhatsApp da dahil olmak üzere bu sohbetin dışında bulunan hiç kimse mesaj ve aramalarınızı okuyamaz ve dinleyemez.', kind: 'event', authored: false },
    ],
    ios: [
      { body: '8\'de görüşürüz', kind: 'text' },
      { body: '\u200Egörüntü dahil edilmedi', kind: 'media', media: 'image' },
      { body: '\u200Evideo dahil edilmedi', kind: 'media', media: 'video' },
      { body: '\u200Eses dahil edilmedi', kind: 'media', media: 'audio' },
      { body: '\u200EÇıkartma dahil edilmedi', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF dahil edilmedi', kind: 'media', media: 'video' },
      { body: '\u200EKişi kartı dahil edilmedi', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Ebelge dahil edilmedi', kind: 'media', media: 'document' },
      { body: '\u200E<00000012-PHOTO-2020-01-01-12-00-00.jpg eklendi>', kind: 'media', media: 'image' },
      { body: '\u200EKonum: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200EBu mesaj silindi.', kind: 'event' },
      { body: '\u200EBu mesajı sildiniz.', kind: 'event' },
      { body: '\u200ECevapsız sesli arama', kind: 'event' },
      { body: '\u200EMesajlar ve aramalar uçtan uca şifrelidir. WhatsApp da dahil olmak üzere bu sohbetin dışında bulunan hiç kimse mesaj ve aramalarınızı okuyamaz ve dinleyemez.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'id',
    android: [
      { body: 'Sampai jumpa jam 8', kind: 'text' },
      { body: '<Media tidak disertakan>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (file terlampir)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (file terlampir)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'lokasi : https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Lokasi terkini dibagikan', kind: 'text' }, // a live location: no coordinates
      { body: 'Pesan ini telah dihapus', kind: 'event' },
      { body: 'Panggilan suara tak terjawab', kind: 'event' },
      { body: 'Pesan dan panggilan terenkripsi secara end-to-end. Tidak seorang pun di luar chat ini, termasuk WhatsApp, yang dapat membaca atau mendengarkannya.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Sampai jumpa jam 8', kind: 'text' },
      { body: '\u200Egambar tidak disertakan', kind: 'media', media: 'image' },
      { body: '\u200Evideo tidak disertakan', kind: 'media', media: 'video' },
      { body: '\u200Eaudio tidak disertakan', kind: 'media', media: 'audio' },
      { body: '\u200Estiker tidak disertakan', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF tidak disertakan', kind: 'media', media: 'video' },
      { body: '\u200EKartu kontak tidak disertakan', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edokumen tidak disertakan', kind: 'media', media: 'document' },
      { body: '\u200E<terlampir: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200ELokasi: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EPesan ini dihapus.', kind: 'event' },
      { body: '\u200EAnda menghapus pesan ini.', kind: 'event' },
      { body: '\u200EPanggilan suara tak terjawab', kind: 'event' },
      { body: '\u200EPesan dan panggilan terenkripsi secara end-to-end. Tidak seorang pun di luar chat ini, termasuk WhatsApp, yang dapat membaca atau mendengarkannya.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'ar',
    android: [
      { body: 'أراك في الثامنة', kind: 'text' },
      { body: '<تم استبعاد الوسائط>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (الملف مرفق)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (الملف مرفق)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'الموقع: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'تمت مشاركة الموقع المباشر', kind: 'text' }, // a live location: no coordinates
      { body: 'تم حذف هذه الرسالة', kind: 'event' },
      { body: 'مكالمة صوتية فائتة', kind: 'event' },
      { body: 'الرسائل والمكالمات مشفرة تمامًا بين الطرفين، بحيث لا يستطيع أحد خارج هذه الدردشة، ولا حتى شركة واتساب نفسها، قراءتها أو الاستماع إليها.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'أراك في الثامنة', kind: 'text' },
      { body: '\u200Fلم يتم إدراج الصورة', kind: 'media', media: 'image' },
      { body: '\u200Fلم يتم إدراج الفيديوهات', kind: 'media', media: 'video' },
      { body: '\u200Fلم يتم إدراج المقاطع الصوتية', kind: 'media', media: 'audio' },
      { body: '\u200Fتم حذف الملصقات', kind: 'media', media: 'sticker' },
      { body: '\u200Fلم يتم إدراج صورة GIF', kind: 'media', media: 'video' },
      { body: '\u200Fلم يتم إدراج بطاقة جهة اتصال', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Fلم يتم إدراج المستند', kind: 'media', media: 'document' },
      { body: '\u200F<المُرفق: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200Fموقع: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200Fتم حذف هذه الرسالة.', kind: 'event' },
      { body: '\u200Fلقد حذَفت هذه الرسالة.', kind: 'event' },
      { body: '\u200Fمكالمة صوتية فائتة', kind: 'event' },
      { body: '\u200Fالرسائل والمكالمات مشفرة تمامًا بين الطرفين، بحيث لا يستطيع أحد خارج هذه الدردشة، ولا حتى شركة واتساب نفسها، قراءتها أو الاستماع إليها.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'hi',
    android: [
      { body: '8 बजे मिलते हैं', kind: 'text' },
      { body: '<मीडिया के बिना>', kind: 'media', media: 'other' }, // chat-analytics; the other Hindi Android strings as whats_json collected them
      { body: 'IMG-20200101-WA0001.jpg (फाइल अटैच कर दी गई है)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (फाइल अटैच कर दी गई है)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'स्थान: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'लाइव स्थान साझा किया गया', kind: 'text' }, // a live location: no coordinates
      { body: 'यह मैसेज डिलीट कर दिया गया है', kind: 'event' },
      { body: 'मिस्ड वॉइस कॉल', kind: 'event' },
      { body: 'मैसेजेस और कॉल्स एंड-टू-एंड एन्क्रिप्टेड हैं. इस चैट में शामिल लोगों के अलावा कोई भी इन्हें पढ़ या सुन नहीं सकता, WhatsApp भी नहीं.', kind: 'event', authored: false },
    ],
    ios: [
      { body: '8 बजे मिलते हैं', kind: 'text' },
      { body: '\u200Eफ़ोटो हटाई गई', kind: 'media', media: 'image' },
      { body: '\u200Eवीडियो छोड़ा गया', kind: 'media', media: 'video' },
      { body: '\u200Eऑडियो हटाई गयी', kind: 'media', media: 'audio' },
      { body: '\u200Eस्टिकर छोड़ा गया', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF छोड़ा गया', kind: 'media', media: 'video' },
      { body: '\u200Eकॉन्टैक्ट कार्ड छोड़ा गया', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Eडॉक्यूमेंट छोड़ा गया', kind: 'media', media: 'document' },
      { body: '\u200E<अटैच किया गया: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200Eलोकेशन: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200Eयह मैसेज डिलीट कर दिया गया है.', kind: 'event' },
      { body: '\u200Eआपने यह मैसेज डिलीट किया.', kind: 'event' },
      { body: '\u200Eवॉइस कॉल मिस हुई', kind: 'event' },
      { body: '\u200Eमैसेजेस और कॉल्स एंड-टू-एंड एन्क्रिप्टेड हैं. इस चैट में शामिल लोगों के अलावा कोई भी इन्हें पढ़ या सुन नहीं सकता, WhatsApp भी नहीं.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'ja',
    android: [
      { body: '8時に会おう', kind: 'text' },
      { body: '<メディアは含まれていません>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (添付ファイル有り)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (添付ファイル有り)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: '位置情報：https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'ライブロケーション共有', kind: 'text' }, // a live location: no coordinates
      { body: 'このメッセージは削除されました', kind: 'event' },
      { body: '不在着信', kind: 'event' },
      { body: 'メッセージと通話はエンドツーエンド暗号化されています。チャットの参加者以外は、たとえWhatsAppでも読んだり聞いたりすることはできません。', kind: 'event', authored: false },
      // A group name change with ": " inside Japanese brackets 「…」: a notice.
      { body: '花子がグループ名を「旅行: 6月」に変更しました', kind: 'event', authored: false },
    ],
    ios: [
      { body: '8時に会おう', kind: 'text' },
      { body: '\u200E画像は含まれていません', kind: 'media', media: 'image' },
      { body: '\u200Eビデオは含まれていません', kind: 'media', media: 'video' },
      { body: '\u200E音声は含まれていません', kind: 'media', media: 'audio' },
      { body: '\u200Eスタンプは含まれていません', kind: 'media', media: 'sticker' },
      { body: '\u200EGIFは含まれていません', kind: 'media', media: 'video' },
      { body: '\u200E連絡先カードを省略', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Eドキュメントは含まれていません', kind: 'media', media: 'document' },
      { body: '\u200E<添付ファイル: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200E位置情報: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200Eこのメッセージは削除されました。', kind: 'event' },
      { body: '\u200Eこのメッセージを削除しました。', kind: 'event' },
      { body: '\u200E音声通話不在着信', kind: 'event' },
      { body: '\u200Eメッセージと通話はエンドツーエンド暗号化されています。チャットの参加者以外は、たとえWhatsAppでも読んだり聞いたりすることはできません。', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'vi',
    android: [
      { body: 'Hẹn gặp lúc 8 giờ', kind: 'text' },
      { body: '<Bỏ qua Media>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (tệp đính kèm)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (tệp đính kèm)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'vị trí: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'vị trí hiện thời được chia sẻ', kind: 'text' }, // a live location: no coordinates
      { body: 'Tin nhắn này đã bị xoá', kind: 'event' },
      { body: 'Cuộc gọi nhỡ', kind: 'event' },
      { body: 'Tin nhắn và cuộc gọi được mã hóa đầu cuối. Những người bên ngoài cuộc trò chuyện này, kể cả WhatsApp, sẽ không đọc hoặc nghe được.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Hẹn gặp lúc 8 giờ', kind: 'text' },
      { body: '\u200Eđã bỏ qua hình ảnh', kind: 'media', media: 'image' },
      { body: '\u200Eđã bỏ video', kind: 'media', media: 'video' },
      { body: '\u200Ebỏ qua tệp âm thanh', kind: 'media', media: 'audio' },
      { body: '\u200Eđã bỏ sticker', kind: 'media', media: 'sticker' },
      { body: '\u200EĐã bỏ qua ảnh GIF', kind: 'media', media: 'video' },
      { body: '\u200EBỏ qua thẻ liên lạc', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Eđã bỏ qua tài liệu', kind: 'media', media: 'document' },
      { body: '\u200E<đính kèm: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EVị trí: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200ETin nhắn này đã bị xóa.', kind: 'event' },
      { body: '\u200EBạn đã xoá tin nhắn này.', kind: 'event' },
      { body: '\u200ECuộc gọi nhỡ', kind: 'event' },
      { body: '\u200ETin nhắn và cuộc gọi được mã hóa đầu cuối. Những người bên ngoài cuộc trò chuyện này, kể cả WhatsApp, sẽ không đọc hoặc nghe được.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'th',
    android: [
      { body: 'เจอกันตอนสองทุ่ม', kind: 'text' },
      { body: '<สื่อถูกลบ>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (ไฟล์ที่แนบ)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (ไฟล์ที่แนบ)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'ตำแหน่งที่ตั้ง: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'ตำแหน่งปัจจุบันถูกแบ่งปัน', kind: 'text' }, // a live location: no coordinates
      { body: 'ข้อความนี้ได้ถูกลบ', kind: 'event' },
      { body: 'สายที่ไม่ได้รับ', kind: 'event' },
      { body: 'ข้อความและการโทรได้รับการเข้ารหัสจากต้นทางถึงปลายทาง ผู้ที่ไม่ได้อยู่ในแชทนี้จะไม่สามารถอ่านหรือฟังได้แม้แต่ WhatsApp เอง', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'เจอกันตอนสองทุ่ม', kind: 'text' },
      { body: '\u200Eไม่มีรูปภาพ', kind: 'media', media: 'image' },
      { body: '\u200Eวิดีโอถูกลบ', kind: 'media', media: 'video' },
      { body: '\u200Eไม่มีไฟล์เสียง', kind: 'media', media: 'audio' },
      { body: '\u200Eไม่มีสติกเกอร์', kind: 'media', media: 'sticker' },
      { body: '\u200Eละเว้น GIF', kind: 'media', media: 'video' },
      { body: '\u200Eบัตรรายชื่อที่ละเว้น', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Eละเว้นเอกสาร', kind: 'media', media: 'document' },
      { body: '\u200E<แนบ: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200Eตำแหน่งที่ตั้ง: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200Eข้อความนี้ถูกลบแล้ว', kind: 'event' },
      { body: '\u200Eคุณได้ลบข้อความนี้', kind: 'event' },
      { body: '\u200Eสายที่ไม่ได้รับ', kind: 'event' },
      { body: '\u200Eข้อความและการโทรได้รับการเข้ารหัสจากต้นทางถึงปลายทาง ผู้ที่ไม่ได้อยู่ในแชทนี้จะไม่สามารถอ่านหรือฟังได้แม้แต่ WhatsApp เอง', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'uk',
    android: [
      { body: 'Побачимося о 8', kind: 'text' },
      { body: '<Медіа пропущено>', kind: 'media', media: 'other' },
      { body: '<Медіафайли пропущено>', kind: 'media', media: 'other' }, // a real export
      { body: 'IMG-20200101-WA0001.jpg (файл додано)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (файл додано)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'місцезнаходження: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'геодані надіслано', kind: 'text' }, // a live location: no coordinates
      { body: 'Це повідомлення було видалено', kind: 'event' },
      { body: 'Пропущений аудіодзвінок', kind: 'event' },
      { body: 'Повідомлення й дзвінки захищено наскрізним шифруванням. Прочитати чи прослухати їх не зможе жодна стороння особа, навіть із WhatsApp.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Побачимося о 8', kind: 'text' },
      { body: '\u200Eзображення відсутнє', kind: 'media', media: 'image' },
      { body: '\u200Eвідео відсутнє', kind: 'media', media: 'video' },
      { body: '\u200Eаудіо відсутнє', kind: 'media', media: 'audio' },
      { body: '\u200EНаклейку не додано', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF-анімацію пропущено', kind: 'media', media: 'video' },
      { body: '\u200EКартка контакту відсутня', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Eдокумент пропущено', kind: 'media', media: 'document' },
      { body: '\u200E<додано: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EРозташування: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '\u200EЦе повідомлення було видалено.', kind: 'event' },
      { body: '\u200EВи видалили це повідомлення.', kind: 'event' },
      { body: '\u200EПропущений аудіодзвінок', kind: 'event' },
      { body: '\u200EПовідомлення й дзвінки захищено наскрізним шифруванням. Прочитати чи прослухати їх не зможе жодна стороння особа, навіть із WhatsApp.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'pl',
    android: [
      { body: 'Do zobaczenia o 8', kind: 'text' },
      { body: '<pliki pominięto>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (załączony plik)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (załączony plik)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'położenie: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'udostępniona transmisja położenia', kind: 'text' }, // a live location: no coordinates
      { body: 'Ta wiadomość została usunięta', kind: 'event' },
      { body: 'Nieodebrane połączenie', kind: 'event' },
      { body: 'Wiadomości i połączenia są w pełni zaszyfrowane. Nikt spoza czatu, nawet WhatsApp, nie może ich odczytać ani odsłuchać.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Do zobaczenia o 8', kind: 'text' },
      { body: '\u200Eobraz pominięty', kind: 'media', media: 'image' },
      { body: '\u200Ewideo pominięte', kind: 'media', media: 'video' },
      { body: '\u200Eaudio pominięte', kind: 'media', media: 'audio' },
      { body: '\u200Epominięto naklejkę', kind: 'media', media: 'sticker' },
      { body: '\u200EPlik GIF pominięty', kind: 'media', media: 'video' },
      { body: '\u200EPominięta wizytówka kontaktu', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edokument pominięty', kind: 'media', media: 'document' },
      { body: '\u200E<załączono: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EPołożenie: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200ETa wiadomość została usunięta.', kind: 'event' },
      { body: '\u200EUsunąłeś(-ęłaś) tę wiadomość.', kind: 'event' },
      { body: '\u200ENieodebrane poł. głosowe', kind: 'event' },
      { body: '\u200EWiadomości i połączenia są w pełni zaszyfrowane. Nikt spoza czatu, nawet WhatsApp, nie może ich odczytać ani odsłuchać.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'hu',
    android: [
      { body: 'Találkozunk 8-kor', kind: 'text' },
      { body: '<Hiányzó médiafájl>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (fájl csatolva)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (fájl csatolva)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'Helyzet: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'tartózkodási hely megosztva', kind: 'text' }, // a live location: no coordinates
      { body: 'Ez az üzenet törlésre került', kind: 'event' },
      { body: 'Nem fogadott hanghívás', kind: 'event' },
      { body: 'Az üzenetek és hívások végpontok közötti titkosítással vannak védve. A csevegés résztvevőin kívül senki, még a WhatsApp sem tudja elolvasni és meghallgatni azokat.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Találkozunk 8-kor', kind: 'text' },
      { body: '\u200Ekép küldése sikertelen', kind: 'media', media: 'image' },
      { body: '\u200EVideó kihagyva.', kind: 'media', media: 'video' },
      { body: '\u200EHang kihagyása', kind: 'media', media: 'audio' },
      { body: '\u200Ematrica kihagyva', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF fájl kihagyása', kind: 'media', media: 'video' },
      { body: '\u200ENévjegykártya kihagyva', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edokumentum kihagyva', kind: 'media', media: 'document' },
      { body: '\u200E<csatolva: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EHelyzet: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200EEz az üzenet törlésre került.', kind: 'event' },
      { body: '\u200ETörölted ezt az üzenetet.', kind: 'event' },
      { body: '\u200ENem fogadott hanghívás', kind: 'event' },
      { body: '\u200EAz üzenetek és hívások végpontok közötti titkosítással vannak védve. A csevegés résztvevőin kívül senki, még a WhatsApp sem tudja elolvasni és meghallgatni azokat.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'fi',
    android: [
      { body: 'Nähdään kahdeksalta', kind: 'text' },
      { body: '<Media jätetty pois>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (liitetiedosto)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (liitetiedosto)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'sijainti: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'live-sijainti jaettu', kind: 'text' }, // a live location: no coordinates
      { body: 'Tämä viesti poistettiin.', kind: 'event' },
      { body: 'Vastaamaton äänipuhelu', kind: 'event' },
      { body: 'Viestit ja puhelut salataan täysin. Kukaan tämän keskustelun ulkopuolinen, ei edes WhatsApp, voi lukea tai kuunnella niitä.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Nähdään kahdeksalta', kind: 'text' },
      { body: '\u200Eei kuvaa', kind: 'media', media: 'image' },
      { body: '\u200Evideota ei sisällytetä', kind: 'media', media: 'video' },
      { body: '\u200Eäänitiedostoa ei sisällytetä', kind: 'media', media: 'audio' },
      { body: '\u200Etarraa ei sisällytetty', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF-animaatio jätetty pois', kind: 'media', media: 'video' },
      { body: '\u200EYhteystietokortti jätettiin pois', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edokumenttia ei sisällytetä', kind: 'media', media: 'document' },
      { body: '\u200E<liite: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200ESijainti: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200ETämä viesti poistettiin.', kind: 'event' },
      { body: '\u200EPoistit tämän viestin.', kind: 'event' },
      { body: '\u200EVastaamaton äänipuhelu', kind: 'event' },
      { body: '\u200EViestit ja puhelut salataan täysin. Kukaan tämän keskustelun ulkopuolinen, ei edes WhatsApp, voi lukea tai kuunnella niitä.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'ca',
    android: [
      { body: 'Ens veiem a les 8', kind: 'text' },
      { body: '<Mitjans omesos>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (arxiu adjunt)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (arxiu adjunt)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'ubicació: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'Ubicació en directe compartida', kind: 'text' }, // a live location: no coordinates
      { body: 'Aquest missatge està esborrat', kind: 'event' },
      { body: 'Trucada de veu perduda', kind: 'event' },
      { body: 'Els missatges i les trucades estan xifrats d\'extrem a extrem. Ningú de fora d\'aquest xat, ni tan sols el WhatsApp, els pot llegir o escoltar.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Ens veiem a les 8', kind: 'text' },
      { body: '\u200EImatge omesa', kind: 'media', media: 'image' },
      { body: '\u200Evídeo omès', kind: 'media', media: 'video' },
      { body: '\u200EÀudio omès', kind: 'media', media: 'audio' },
      { body: '\u200Eadhesiu omès', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF omès', kind: 'media', media: 'video' },
      { body: '\u200ETargeta de contacte omesa', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200EDocument omès', kind: 'media', media: 'document' },
      { body: '\u200E<adjunt: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EUbicació: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200EAquest missatge s\'ha suprimit.', kind: 'event' },
      { body: '\u200EHas suprimit aquest missatge.', kind: 'event' },
      { body: '\u200ETrucada de veu perduda', kind: 'event' },
      { body: '\u200EEls missatges i les trucades estan xifrats d\'extrem a extrem. Ningú de fora d\'aquest xat, ni tan sols el WhatsApp, els pot llegir o escoltar.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'ko',
    android: [
      { body: '8시에 봐요', kind: 'text' },
      { body: '<미디어 파일을 생략한 대화내용>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (파일 첨부됨)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (파일 첨부됨)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: '위치: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '공유한 실시간 위치', kind: 'text' }, // a live location: no coordinates
      { body: '이 메시지는 삭제되었습니다', kind: 'event' },
      { body: '부재중 전화', kind: 'event' },
      { body: '메시지 및 전화는 종단간 암호화되어 안전합니다. 아무도 엿보거나 들을 수 없습니다. WhatsApp에게도 이러한 권한이 없습니다.', kind: 'event', authored: false },
    ],
    ios: [
      { body: '8시에 봐요', kind: 'text' },
      { body: '\u200E이미지 생략됨', kind: 'media', media: 'image' },
      { body: '\u200E비디오 생략됨', kind: 'media', media: 'video' },
      { body: '\u200E오디오 생략됨', kind: 'media', media: 'audio' },
      { body: '\u200E스티커 제외됨', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF 생략됨', kind: 'media', media: 'video' },
      { body: '\u200E연락처 카드 생략됨', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200E문서 생략됨', kind: 'media', media: 'document' },
      { body: '\u200E< 첨부됨: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200E위치: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200E이 메시지는 삭제되었습니다.', kind: 'event' },
      { body: '\u200E이 메시지를 삭제했습니다.', kind: 'event' },
      { body: '\u200E부재중 전화', kind: 'event' },
      { body: '\u200E메시지 및 전화는 종단간 암호화되어 안전합니다. 아무도 엿보거나 들을 수 없습니다. WhatsApp에게도 이러한 권한이 없습니다.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'zh',
    android: [
      { body: '8点见', kind: 'text' },
      { body: '<省略多媒体文件>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (文件附件)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (文件附件)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: '位置：https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: '共享实时位置', kind: 'text' }, // a live location: no coordinates
      { body: '信息已删除', kind: 'event' },
      { body: '未接语音通话', kind: 'event' },
      { body: '消息和通话都进行端到端加密。对话之外的任何人，甚至包含 WhatsApp，都无法读取或收听。', kind: 'event', authored: false },
    ],
    ios: [
      { body: '8点见', kind: 'text' },
      { body: '\u200E照片已忽略', kind: 'media', media: 'image' },
      { body: '\u200E视频已忽略', kind: 'media', media: 'video' },
      { body: '\u200E音频已忽略', kind: 'media', media: 'audio' },
      { body: '\u200E贴图已省略', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF 动态图已被忽略', kind: 'media', media: 'video' },
      { body: '\u200E联系人卡片已忽略', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200E文档已省略', kind: 'media', media: 'document' },
      { body: '\u200E<附件：00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200E位置: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200E这条消息已被删除。', kind: 'event' },
      { body: '\u200E您已删除这条消息。', kind: 'event' },
      { body: '\u200E未接语音通话', kind: 'event' },
      { body: '\u200E消息和通话都进行端到端加密。对话之外的任何人，甚至包含 WhatsApp，都无法读取或收听。', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'he',
    android: [
      { body: 'נתראה ב-8', kind: 'text' },
      { body: '<מדיה הושמטה>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (קובץ מצורף)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (קובץ מצורף)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'מיקום: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'משתף מיקום בשידור חי', kind: 'text' }, // a live location: no coordinates
      { body: 'הודעה זו נמחקה', kind: 'event' },
      { body: 'שיחה קולית שלא נענתה', kind: 'event' },
      { body: 'ההודעות והשיחות מוצפנות מקצה-לקצה. לאף אחד מחוץ לצ\'אט זה, גם לא ל-WhatsApp, אין אפשרות לקרוא אותן או להאזין להן.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'נתראה ב-8', kind: 'text' },
      { body: '\u200Fהתמונה הושמטה', kind: 'media', media: 'image' }, // unverified: U+200F before the markers, as Arabic exports write it
      { body: '\u200Fסרטון הווידאו הושמט', kind: 'media', media: 'video' },
      { body: '\u200Fקטע קול הושמט', kind: 'media', media: 'audio' },
      { body: '\u200Fסטיקר הושמט', kind: 'media', media: 'sticker' },
      { body: '\u200FGIF הושמט', kind: 'media', media: 'video' },
      { body: '\u200Fכרטיס איש קשר הושמט', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Fמסמך הושמט', kind: 'media', media: 'document' },
      { body: '\u200F<מצורף: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200Fמיקום: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200Fהודעה זו נמחקה.', kind: 'event' },
      { body: '\u200Fמחקת את ההודעה הזו.', kind: 'event' },
      { body: '\u200Fשיחה קולית שלא נענתה', kind: 'event' },
      { body: '\u200Fההודעות והשיחות מוצפנות מקצה-לקצה. לאף אחד מחוץ לצ\'אט זה, גם לא ל-WhatsApp, אין אפשרות לקרוא אותן או להאזין להן.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'fa',
    android: [
      { body: 'ساعت ۸ می‌بینمت', kind: 'text' },
      { body: '< پيوست نما/آهنگ حذف شد >', kind: 'media', media: 'other' },
      { body: 'فایل پیوست شد IMG-20200101-WA0001.jpg', kind: 'media', media: 'image' },
      { body: 'فایل پیوست شد PTT-20200101-WA0002.opus', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'موقعیت: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'مکان زنده به اشتراک گذاشته شد', kind: 'text' }, // a live location: no coordinates
      { body: 'این پیام حذف شد', kind: 'event' },
      { body: 'تماس صوتی پاسخ داده نشده', kind: 'event' },
      { body: 'پیام‌ها و تماس‌ها سرتاسر رمزگذاری شده‌اند. هیچ شخصی خارج از این گفتگو، حتی واتساپ، نمی‌تواند آن‌ها را بخواند یا بشنود.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'ساعت ۸ می‌بینمت', kind: 'text' },
      { body: '\u200Fتصویر حذف شد', kind: 'media', media: 'image' }, // unverified: U+200F before the markers, as Arabic exports write it
      { body: '\u200Fویدیو حذف شد', kind: 'media', media: 'video' },
      { body: '\u200Fصدا حذف شد', kind: 'media', media: 'audio' },
      { body: '\u200Fاستیکر حذف شد', kind: 'media', media: 'sticker' },
      { body: '\u200FGIF حذف شد', kind: 'media', media: 'video' },
      { body: '\u200Fبرگ مخاطب حذف شد.', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Fسند حذف شد', kind: 'media', media: 'document' },
      { body: '\u200F<پیوست: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200Fموقعیت: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200Fاین پیام حذف شده است.', kind: 'event' },
      { body: '\u200Fشما این پیام را حذف کردید.', kind: 'event' },
      { body: '\u200Fتماس صوتی پاسخ داده نشده', kind: 'event' },
      { body: '\u200Fپیام‌ها و تماس‌ها سرتاسر رمزگذاری شده‌اند. هیچ شخصی خارج از این گفتگو، حتی واتساپ، نمی‌تواند آن‌ها را بخواند یا بشنود.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'ro',
    android: [
      { body: 'Ne vedem la 8', kind: 'text' },
      { body: '<Conținut media omis>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (fișier atașat)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (fișier atașat)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'locație: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'locație în timp real distribuită', kind: 'text' }, // a live location: no coordinates
      { body: 'Acest mesaj a fost șters', kind: 'event' },
      { body: 'Apel vocal nepreluat', kind: 'event' },
      { body: 'Mesajele și apelurile sunt criptate integral. Nicio persoană care nu participă la această conversație, nici măcar WhatsApp, nu le poate citi sau asculta.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Ne vedem la 8', kind: 'text' },
      { body: '\u200EImagine omisă', kind: 'media', media: 'image' },
      { body: '\u200Eclip video omis', kind: 'media', media: 'video' },
      { body: '\u200Efără audio', kind: 'media', media: 'audio' },
      { body: '\u200Esticker omis', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF omis', kind: 'media', media: 'video' },
      { body: '\u200ECarte de vizită contact omisă', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edocument omis', kind: 'media', media: 'document' },
      { body: '\u200E<atașare: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200ELocație: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200EAcest mesaj a fost șters.', kind: 'event' },
      { body: '\u200EAți șters acest mesaj.', kind: 'event' },
      { body: '\u200EApel vocal ratat', kind: 'event' },
      { body: '\u200EMesajele și apelurile sunt criptate integral. Nicio persoană care nu participă la această conversație, nici măcar WhatsApp, nu le poate citi sau asculta.', kind: 'event' }, // under the chat's name
    ],
  },
  {
    lang: 'sv',
    android: [
      { body: 'Vi ses klockan 8', kind: 'text' },
      { body: '<Media har utelämnats>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (bifogad fil)', kind: 'media', media: 'image' },
      { body: 'PTT-20200101-WA0002.opus (bifogad fil)', kind: 'media', media: 'audio' },
      { body: 'null', kind: 'media', media: 'other' }, // a view-once photo
      { body: 'plats: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
      { body: 'liveposition delad', kind: 'text' }, // a live location: no coordinates
      { body: 'Detta meddelande raderades', kind: 'event' },
      { body: 'Missat röstsamtal', kind: 'event' },
      { body: 'Meddelanden och samtal är komplett krypterade. Ingen utanför denna chatt, inte ens WhatsApp, kan läsa dem eller lyssna på dem.', kind: 'event', authored: false },
    ],
    ios: [
      { body: 'Vi ses klockan 8', kind: 'text' },
      { body: '\u200Ebild utesluten', kind: 'media', media: 'image' },
      { body: '\u200Evideo utesluten', kind: 'media', media: 'video' },
      { body: '\u200Eljud utelslutet', kind: 'media', media: 'audio' },
      { body: '\u200Esticker utesluten', kind: 'media', media: 'sticker' },
      { body: '\u200EGIF utesluten', kind: 'media', media: 'video' },
      { body: '\u200EKontaktkort uteslutet', kind: 'media', media: 'document' },
      { body: 'Some file.txt \u200Edokument uteslutet', kind: 'media', media: 'document' },
      { body: '\u200E<bifogat: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', kind: 'media', media: 'image' },
      { body: '\u200EPlats: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 }, // unverified: the Android label, capitalised
      { body: '\u200EDet här meddelandet raderades.', kind: 'event' },
      { body: '\u200EDu raderade det här meddelandet.', kind: 'event' },
      { body: '\u200EMissat röstsamtal', kind: 'event' },
      { body: '\u200EMeddelanden och samtal är komplett krypterade. Ingen utanför denna chatt, inte ens WhatsApp, kan läsa dem eller lyssna på dem.', kind: 'event' }, // under the chat's name
    ],
  },
];
