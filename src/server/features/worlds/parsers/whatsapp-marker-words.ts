/**
 * What WhatsApp writes into a chat export besides people's words, per language of the
 * phone: media placeholders, attachment words, deleted-message markers, missed calls,
 * location labels and the end-to-end encryption notice. Data only; whatsapp-markers.ts
 * builds its lookups from it.
 *
 * Sources (the strings are WhatsApp's own; nothing here is copied code):
 * - WhatsApp's Android strings.xml (keys email_media_omitted, email_file_attached,
 *   email_location_message, email_live_location_message, revoked_msg_incoming/outgoing,
 *   missed_voice_call, video_missed_call, settings_security_info, *_encryption_state_change)
 *   and its iOS Localizable.strings (v22.24.81: n*sq0 image, I4|vp video, a86Wu audio,
 *   2K_mB sticker, ~.KLq GIF, Sk+0p contact card, StaLC document, zQ+5d "<attached: %@>",
 *   qBly] / S?EA5 / GHe7G / zD*5p deleted, A),w/ PnA`x -}G;Q Qr*~b missed calls, _i3PG
 *   encryption), as collected in github.com/starkdmi/whats_json (tool/patterns_generator/data).
 * - Real exports in whats_json's tests (test/data/ios, test/data/android, test/data/languages:
 *   cs, de, en, es, fr, it, pt, ru, uk, ar, hi, id, ja, th, vi) for the iOS location labels and
 *   the newer Android spellings (cs "Média vynechány", ru "Без медиафайлов").
 * - Newer Android "<Media omitted>" spellings from github.com/mlomb/chat-analytics
 *   (pipeline/parse/parsers/WhatsApp.ts).
 * Older and newer app versions word some markers differently: every known spelling is kept.
 */

export type OmittedKind = 'image' | 'video' | 'audio' | 'sticker' | 'gif' | 'contact' | 'document';

export interface MarkerWords {
  /** Android: the whole message when a media item was left out, inside its angle brackets ("<Media omitted>"). */
  mediaOmitted: string[];
  /** Android: the words in brackets after an attached file's name ("IMG-….jpg (file attached)"). */
  fileAttached: string[];
  /** Android, where the words come before the file's name without brackets (Persian "فایل پیوست شد IMG-….jpg"). */
  fileAttachedBefore?: string[];
  /** iOS: the word of "<attached: 00000012-PHOTO-….jpg>" (Turkish writes it after the name: "<… eklendi>"). */
  attached: string[];
  /** iOS: the whole message when a media item was left out, by kind (a document's follows its file name). */
  omitted: Record<OmittedKind, string[]>;
  /** A deleted message, as its author and as the others see it (Android without the final dot, iOS with it). */
  deleted: string[];
  /** Missed voice, video and group calls. */
  calls: string[];
  /** Android: a live location share (no coordinates in the export). */
  liveLocation: string[];
  /** The label before a shared location's maps link ("location: https://maps.google.com/?q=…"), Android then iOS. */
  location: string[];
  /** The end-to-end encryption notice a chat starts with, in its versions. */
  encrypted: string[];
  /** iOS placeholders people also type as a whole message ("ei kuvaa": "no picture"): markers only with iOS's mark before them. */
  markedOnly?: string[];
}

export const MARKER_WORDS: Record<string, MarkerWords> = {
  // English
  en: {
    mediaOmitted: ['Media omitted'],
    fileAttached: ['file attached'],
    attached: ['attached'],
    omitted: {
      image: ['image omitted'],
      video: ['video omitted'],
      audio: ['audio omitted'],
      sticker: ['sticker omitted'],
      gif: ['GIF omitted'],
      contact: ['Contact card omitted'],
      document: ['document omitted'],
    },
    deleted: ['This message was deleted', 'You deleted this message', 'This message was deleted by an admin', 'You deleted this message as admin'],
    calls: ['Missed voice call', 'Missed video call', 'Missed group voice call', 'Missed group video call'],
    liveLocation: ['live location shared'],
    location: ['location', 'Location'],
    encrypted: [
      'Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      'Your messages and calls are secured with end-to-end encryption, which means WhatsApp and third parties can\'t read or listen to them.',
      'Messages to this chat and calls are now secured with end-to-end encryption. Tap for more info.',
      'Messages to this group are now secured with end-to-end encryption. Tap for more info.',
      // Older and newer wordings seen in real exports.
      'Messages you send to this group are now secured with end-to-end encryption. Tap for more info.',
      'Messages you send to this chat and calls are now secured with end-to-end encryption. Tap for more info.',
      'Messages to yourself are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
    ],
  },
  // Spanish
  es: {
    mediaOmitted: ['Archivo omitido', 'Multimedia omitido'],
    fileAttached: ['archivo adjuntado', 'archivo adjunto'],
    attached: ['adjunto'],
    omitted: {
      image: ['imagen omitida'],
      video: ['Video omitido'],
      audio: ['audio omitido'],
      sticker: ['sticker omitido'],
      gif: ['GIF omitido'],
      contact: ['Tarjeta de contacto omitida'],
      document: ['documento omitido'],
    },
    deleted: ['Este mensaje fue eliminado', 'Eliminaste este mensaje', 'Se eliminó este mensaje', 'Un admin. eliminó este mensaje'],
    calls: ['Llamada de voz perdida', 'Videollamada perdida', 'Llamada perdida', 'Llamada grupal perdida', 'Videollamada grupal perdida'],
    // iOS writes the bare "Llamada perdida" (marked); Android writes "Llamada de voz perdida": typed, it is a message.
    markedOnly: ['Llamada perdida'],
    liveLocation: ['ubicación en tiempo real compartida'],
    location: ['ubicación', 'Ubicación'],
    encrypted: [
      'Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.',
      'Tus mensajes y llamadas ahora están protegidos con cifrado de extremo a extremo, lo que significa que ni WhatsApp ni terceros pueden leerlos ni escucharlos.',
      'Los mensajes y llamadas en este chat ahora están protegidos con cifrado de extremo a extremo. Toca para más información.',
      'Los mensajes en este grupo ahora están protegidos con cifrado de extremo a extremo. Toca para más información.',
    ],
  },
  // Portuguese (Brazil and Portugal)
  pt: {
    mediaOmitted: ['Ficheiro não revelado', 'Mídia omitida', 'Mídia oculta', 'Arquivo de mídia oculto'],
    fileAttached: ['ficheiro anexado', 'arquivo anexado'],
    attached: ['anexado', 'anexo'],
    omitted: {
      image: ['imagem ocultada', 'imagem não revelada'],
      video: ['vídeo omitido', 'vídeo não revelado'],
      audio: ['áudio ocultado', 'ficheiro de áudio não revelado'],
      sticker: ['figurinha omitida', 'sticker não revelado'],
      gif: ['GIF omitido', 'GIF não revelada'],
      contact: ['Cartão do contato omitido', 'Contacto não revelado'],
      document: ['documento omitido', 'documento não revelado'],
    },
    deleted: [
      'Esta mensagem foi apagada pelo remetente',
      'Esta mensagem foi apagada',
      'Você apagou esta mensagem',
      'Mensagem apagada',
      'Apagou esta mensagem',
      'Mensagem apagada por um admin',
      'Esta mensagem foi apagada por um/a administrador/a',
    ],
    calls: [
      'Chamada de voz perdida',
      'Videochamada perdida',
      'Chamada de vídeo perdida',
      'Chamada de voz em grupo perdida',
      'Chamada de vídeo em grupo perdida',
      'Videochamada em grupo perdida',
    ],
    liveLocation: ['Está a partilhar a sua localização', 'localização atual compartilhada'],
    location: ['localização', 'Localização'],
    encrypted: [
      'As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta e ficam somente entre você e os participantes desta conversa. Nem mesmo o WhatsApp pode ler ou ouvi-las.',
      'As mensagens e chamadas são encriptadas ponto a ponto. Ninguém fora desta conversa, nem mesmo o WhatsApp, pode ler ou ouvi-las.',
      'Quando é possível, as mensagens que enviar e as chamadas que efetuar são completamente encriptadas automaticamente, o que significa que não podem ser consultadas pelo WhatsApp, nem por terceiros.',
      'Suas chamadas e mensagens estão seguras com criptografia de ponta-a-ponta, o que significa que o WhatsApp ou terceiros não podem lê-las ou ouví-las.',
      'Nesta conversa, as mensagens que enviar e as chamadas que efetuar são completamente encriptadas.',
      'As mensagens e chamadas desta conversa estão agora seguras com criptografia de ponta-a-ponta. Toque para obter mais informações.',
      'As mensagens que enviar a este grupo passarão a ser completamente encriptadas. Toque para saber mais.',
      'As mensagens enviadas a este grupo estão agora protegidas com a criptografia de ponta-a-ponta. Toque para obter mais informações.',
    ],
  },
  // German
  de: {
    mediaOmitted: ['Medien weggelassen', 'Medien ausgeschlossen'],
    fileAttached: ['Datei angehängt'],
    attached: ['Anhang'],
    omitted: {
      image: ['Bild weggelassen'],
      video: ['Video weggelassen'],
      audio: ['Audio weggelassen'],
      sticker: ['Sticker weggelassen'],
      gif: ['GIF weggelassen'],
      contact: ['Kontaktkarte ausgelassen'],
      document: ['Dokument weggelassen'],
    },
    deleted: ['Diese Nachricht wurde gelöscht', 'Du hast diese Nachricht gelöscht', 'Diese Nachricht wurde von einem*einer Admin gelöscht'],
    calls: ['Verpasster Sprachanruf', 'Verpasster Videoanruf', 'Verpasster Gruppen-Sprachanruf', 'Verpasster Gruppen-Videoanruf'],
    liveLocation: ['Live-Standort wird geteilt'],
    location: ['Standort'],
    encrypted: [
      'Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen oder anhören, nicht einmal WhatsApp.',
      'Deine Nachrichten und Anrufe werden automatisch mit Ende-zu-Ende-Verschlüsselung geschützt, was bedeutet, dass weder WhatsApp noch Dritte sie lesen oder hören können.',
      'Nachrichten in diesem Chat sowie Anrufe sind jetzt mit Ende-zu-Ende-Verschlüsselung geschützt. Tippe für mehr Infos.',
      'Nachrichten an diese Gruppe sind jetzt mit Ende-zu-Ende-Verschlüsselung geschützt. Tippe für mehr Infos.',
    ],
  },
  // French
  fr: {
    mediaOmitted: ['Fichier omis', 'Médias omis'],
    fileAttached: ['fichier joint'],
    attached: ['pièce jointe'],
    omitted: {
      image: ['image absente'],
      video: ['vidéo absente'],
      audio: ['audio omis'],
      sticker: ['sticker omis'],
      gif: ['GIF retiré'],
      contact: ['Fiche contact manquante'],
      document: ['document manquant'],
    },
    deleted: ['Ce message a été supprimé', 'Vous avez supprimé ce message', 'Ce message a été supprimé par un ou une admin'],
    calls: ['Appel vocal manqué', 'Appel vidéo manqué', 'Appel vocal de groupe manqué', 'Appel vidéo de groupe manqué'],
    liveLocation: ['Localisation en direct partagée'],
    location: ['localisation', 'Localisation'],
    encrypted: [
      'Les messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter.',
      'Vos messages et vos appels sont protégés avec le chiffrement de bout en bout. Cela signifie que WhatsApp et les tiers ne peuvent pas les voir ni les écouter.',
      'Les messages envoyés dans cette discussion et les appels sont désormais protégés avec le chiffrement de bout en bout. Appuyez pour plus d\'informations.',
      'Les messages envoyés dans ce groupe sont désormais protégés avec le chiffrement de bout en bout. Appuyez pour plus d\'informations.',
    ],
  },
  // Italian
  it: {
    mediaOmitted: ['Media omesso', 'Media omessi'],
    fileAttached: ['file allegato'],
    attached: ['allegato'],
    omitted: {
      image: ['immagine omessa'],
      video: ['video omesso'],
      audio: ['audio omesso'],
      sticker: ['sticker non incluso'],
      gif: ['GIF esclusa'],
      contact: ['Scheda contatto omessa'],
      document: ['documento omesso'],
    },
    deleted: ['Questo messaggio è stato eliminato', 'Hai eliminato questo messaggio', 'Questo messaggio è stato eliminato da un amministratore'],
    calls: ['Chiamata vocale persa', 'Videochiamata persa', 'Chiamata vocale di gruppo persa', 'Videochiamata di gruppo persa'],
    liveLocation: ['posizione attuale condivisa'],
    location: ['posizione', 'Posizione'],
    encrypted: [
      'I messaggi e le chiamate sono crittografati end-to-end. Nessuno al di fuori di questa chat, nemmeno WhatsApp, può leggerne o ascoltarne il contenuto.',
      'I tuoi messaggi e le tue chiamate sono protetti con la crittografia end-to-end, il che significa che WhatsApp e terze parti non possono leggerli o ascoltarli.',
      'I messaggi inviati a questa chat sono ora protetti con la crittografia end-to-end. Tocca per maggiori informazioni.',
      'I messaggi inviati a questo gruppo sono ora protetti con la crittografia end-to-end. Tocca per maggiori informazioni.',
    ],
  },
  // Dutch
  nl: {
    mediaOmitted: ['Media weggelaten'],
    fileAttached: ['bestand bijgevoegd'],
    attached: ['bijgevoegd'],
    omitted: {
      image: ['afbeelding weggelaten'],
      video: ['video weggelaten'],
      audio: ['audio weggelaten'],
      sticker: ['sticker weggelaten'],
      gif: ['GIF weggelaten'],
      contact: ['Visitekaartje weggelaten'],
      document: ['document weggelaten'],
    },
    deleted: ['Dit bericht is verwijderd', 'U hebt dit bericht verwijderd', 'Dit bericht is verwijderd door een beheerder'],
    calls: [
      'Gemiste spraakoproep',
      'Gemiste video-oproep',
      'Gemist spraakgesprek',
      'Gemist videogesprek',
      'Gemist groepsgesprek',
      'Gemist groepsvideogesprek',
    ],
    liveLocation: ['live locatie gedeeld'],
    location: ['locatie'],
    encrypted: [
      'Berichten en gesprekken worden end-to-end versleuteld. Niemand buiten deze chat kan ze lezen of beluisteren, zelfs WhatsApp niet.',
      'Uw oproepen en berichten zijn beveiligd met end-to-end encryptie. Dit houdt in dat WhatsApp en derde partijen ze niet lezen of beluisteren.',
      'Berichten en oproepen in deze chat zijn nu beveiligd met end-to-end encryptie. Tik voor meer informatie.',
      'Berichten die naar deze groep worden verzonden, zijn nu beveiligd met end-to-end encryptie. Tik voor meer informatie.',
    ],
  },
  // Russian
  ru: {
    mediaOmitted: ['Файл пропущен', 'Без медиафайлов'],
    fileAttached: ['файл добавлен', 'файл прикреплен'],
    attached: ['прикреплено'],
    omitted: {
      image: ['изображение отсутствует'],
      video: ['видео отсутствует'],
      audio: ['аудиофайл отсутствует'],
      sticker: ['стикер не добавлен'],
      gif: ['GIF отсутствует'],
      contact: ['Карточка контакта отсутствует'],
      document: ['документ отсутствует'],
    },
    deleted: [
      'Данное сообщение удалено',
      'Вы удалили данное сообщение',
      'Вы удалили это сообщение',
      'Данное сообщение удалено админом',
      'Это сообщение удалено',
    ],
    calls: ['Пропущенный аудиозвонок', 'Пропущенный видеозвонок', 'Пропущенный групповой аудиозвонок', 'Пропущенный групповой видеозвонок'],
    liveLocation: ['Геоданные отправлены'],
    location: ['местоположение', 'Местоположение'],
    encrypted: [
      'Сообщения и звонки защищены сквозным шифрованием. Третьи лица, включая WhatsApp, не могут прочитать ваши сообщения или прослушать звонки.',
      'Ваши сообщения и звонки защищены сквозным шифрованием. Таким образом, у WhatsApp и третьих лиц нет к ним доступа.',
      'Сообщения в данном чате и звонки теперь защищены сквозным шифрованием. Узнать больше.',
      'Сообщения в данной группе теперь защищены сквозным шифрованием. Узнать больше.',
    ],
  },
  // Czech
  cs: {
    mediaOmitted: ['Média vynechána', 'Média vynechány'],
    fileAttached: ['soubor byl přiložen'],
    attached: ['příloha'],
    omitted: {
      image: ['obrázek vynechán'],
      video: ['video vynecháno'],
      audio: ['zvukový soubor vynechán'],
      sticker: ['nálepka vynechána'],
      gif: ['GIF vynechán'],
      contact: ['Vizitka vynechána'],
      document: ['dokument vynechán'],
    },
    deleted: [
      'Tato zpráva byla odstraněna',
      'Tuto zprávu jste odstranil/a',
      'Tato zpráva byla smazána',
      'Tuto zprávu jste smazal/a',
      'Tuto zprávu smazal jeden ze správců skupiny',
    ],
    calls: ['Zmeškaný hlasový hovor', 'Zmeškaný videohovor', 'Zmeškaný hovor', 'Zmeškaný skupinový hovor', 'Zmeškaný skupinový videohovor'],
    // Android writes the bare "Zmeškaný hovor" too (a real Czech Android export, tests/outsider dev set).
    markedOnly: [],
    liveLocation: ['byla sdílena aktuální poloha'],
    location: ['poloha', 'Poloha'],
    encrypted: [
      'Zprávy a hovory jsou opatřeny koncovým šifrováním. Nikdo, kdo není přímým účastníkem této konverzace, ji nemůže sledovat ani poslouchat. Dokonce ani WhatsApp.',
      'Vaše zprávy a hovory jsou zabezpečeny koncovým šifrováním. To znamená, že WhatsApp ani třetí strany je nemohou číst nebo poslouchat.',
      'Hovory a zprávy v tomto chatu jsou teď zabezpečeny koncovým šifrováním. Další informace zobrazíte klepnutím.',
      'Zprávy pro tuto skupinu jsou teď zabezpečeny koncovým šifrováním. Další informace zobrazíte klepnutím.',
    ],
  },
  // Turkish
  tr: {
    mediaOmitted: ['Medya atlanmış', 'Medya dahil edilmedi'],
    fileAttached: ['dosya ekli'],
    attached: ['eklendi'],
    omitted: {
      image: ['görüntü dahil edilmedi'],
      video: ['video dahil edilmedi'],
      audio: ['ses dahil edilmedi'],
      sticker: ['Çıkartma dahil edilmedi'],
      gif: ['GIF dahil edilmedi'],
      contact: ['Kişi kartı dahil edilmedi'],
      document: ['belge dahil edilmedi'],
    },
    deleted: ['Bu mesaj silindi', 'Bu mesajı sildiniz', 'Bu mesaj bir yönetici tarafından silindi'],
    calls: ['Cevapsız sesli arama', 'Cevapsız görüntülü arama', 'Cevapsız sesli grup araması', 'Cevapsız görüntülü grup araması'],
    liveLocation: ['Mevcut konum paylaşıldı'],
    location: ['konum'],
    encrypted: [
      'Mesajlar ve aramalar uçtan uca şifrelidir. WhatsApp da dahil olmak üzere bu sohbetin dışında bulunan hiç kimse mesaj ve aramalarınızı okuyamaz ve dinleyemez.',
      'Mesajlarınız artık uçtan uca şifreleme ile korunmaktadır, yani WhatsApp ve üçüncü parti uygulamalar mesajları okuyamaz veya dinleyemez.',
      'Bu sohbete gönderdiğiniz mesajlar ve yaptığınız aramalar artık uçtan uca şifreleme ile korunmaktadır. Daha fazla bilgi için dokunun.',
      'Bu gruba gönderdiğiniz mesajlar artık uçtan uca şifreleme ile korunmaktadır. Daha fazla bilgi için dokunun.',
    ],
  },
  // Indonesian
  id: {
    mediaOmitted: ['Media tidak disertakan', 'Media dihilangkan'],
    fileAttached: ['file terlampir'],
    attached: ['terlampir'],
    omitted: {
      image: ['gambar tidak disertakan'],
      video: ['video tidak disertakan'],
      audio: ['audio tidak disertakan'],
      sticker: ['stiker tidak disertakan'],
      gif: ['GIF tidak disertakan'],
      contact: ['Kartu kontak tidak disertakan'],
      document: ['dokumen tidak disertakan'],
    },
    deleted: ['Pesan ini telah dihapus', 'Anda telah menghapus pesan ini', 'Pesan ini dihapus', 'Anda menghapus pesan ini', 'Pesan ini dihapus oleh admin'],
    calls: ['Panggilan suara tak terjawab', 'Panggilan video tak terjawab', 'Panggilan suara grup tak terjawab', 'Panggilan video grup tak terjawab'],
    liveLocation: ['Lokasi terkini dibagikan'],
    location: ['lokasi', 'Lokasi'],
    encrypted: [
      'Pesan dan panggilan terenkripsi secara end-to-end. Tidak seorang pun di luar chat ini, termasuk WhatsApp, yang dapat membaca atau mendengarkannya.',
      'Pesan-pesan dan panggilan Anda diamankan dengan enkripsi end-to-end, yang berarti WhatsApp dan pihak ketiga tidak dapat membacanya atau mendengarkannya.',
      'Pesan-pesan yang dikirimkan ke chat ini dan panggilan kini diamankan dengan enkripsi end-to-end. Ketuk untuk info selengkapnya.',
      'Pesan-pesan yang dikirimkan ke grup ini kini diamankan dengan enkripsi end-to-end. Ketuk untuk info selengkapnya.',
    ],
  },
  // Arabic
  ar: {
    mediaOmitted: ['تم استبعاد الوسائط'],
    fileAttached: ['الملف مرفق'],
    attached: ['المُرفق'],
    omitted: {
      image: ['لم يتم إدراج الصورة'],
      video: ['لم يتم إدراج الفيديوهات'],
      audio: ['لم يتم إدراج المقاطع الصوتية'],
      sticker: ['تم حذف الملصقات'],
      gif: ['لم يتم إدراج صورة GIF'],
      contact: ['لم يتم إدراج بطاقة جهة اتصال'],
      document: ['لم يتم إدراج المستند'],
    },
    deleted: ['تم حذف هذه الرسالة', 'أنت حذفت هذه الرسالة', 'لقد حذَفت هذه الرسالة', 'حذف أحد المشرفين هذه الرسالة'],
    calls: ['مكالمة صوتية فائتة', 'مكالمة فيديو فائتة', 'مكالمة صوتية جماعية فائتة', 'مكالمة فيديو جماعية فائتة'],
    liveLocation: ['تمت مشاركة الموقع المباشر'],
    location: ['الموقع', 'موقع'],
    encrypted: [
      'الرسائل والمكالمات مشفرة تمامًا بين الطرفين، بحيث لا يستطيع أحد خارج هذه الدردشة، ولا حتى شركة واتساب نفسها، قراءتها أو الاستماع إليها.',
      'إن الرسائل التي ترسلها والمكالمات التي تجريها ضمن واتساب محمية من خلال التشفير التام بين الطرفين مما يعني أنّ واتساب أو أي طرف آخر لا يستطيع قراءة محتوى دردشاتك ولا التنصت على مكالماتك.',
      'باتت الرسائل التي ترسلها إلى هذه الدردشة والمكالمات التي تجريها ضمنها محمية من خلال التشفير التام. انقر للمزيد من المعلومات.',
      'باتت الرسائل التي ترسلها إلى هذه المجموعة محمية من خلال التشفير التام. انقر للمزيد من المعلومات.',
    ],
  },
  // Hindi
  hi: {
    mediaOmitted: ['मीडिया के बिना'],
    // Android's Hindi strings as whats_json collected them (Android 2.8.4278 strings.xml): no file of their own here.
    fileAttached: ['फाइल अटैच कर दी गई है', 'फाइल संलग्न'],
    attached: ['अटैच किया गया'],
    omitted: {
      image: ['फ़ोटो हटाई गई'],
      video: ['वीडियो छोड़ा गया'],
      audio: ['ऑडियो हटाई गयी'],
      sticker: ['स्टिकर छोड़ा गया'],
      gif: ['GIF छोड़ा गया'],
      contact: ['कॉन्टैक्ट कार्ड छोड़ा गया'],
      document: ['डॉक्यूमेंट छोड़ा गया'],
    },
    deleted: ['यह मैसेज डिलीट कर दिया गया है', 'आपने यह मैसेज डिलीट किया', 'यह मैसेज किसी एडमिन ने डिलीट कर दिया है'],
    calls: ['वॉइस कॉल मिस हुई', 'मिस्ड वीडियो कॉल', 'ग्रुप वॉइस कॉल मिस हुई', 'मिस्ड ग्रुप वीडियो कॉल', 'मिस्ड वॉइस कॉल'],
    liveLocation: ['लाइव स्थान साझा किया गया'],
    location: ['स्थान', 'लोकेशन'],
    encrypted: ['मैसेजेस और कॉल्स एंड-टू-एंड एन्क्रिप्टेड हैं. इस चैट में शामिल लोगों के अलावा कोई भी इन्हें पढ़ या सुन नहीं सकता, WhatsApp भी नहीं.'],
  },
  // Japanese
  ja: {
    mediaOmitted: ['メディアは含まれていません', 'メディアなし'],
    fileAttached: ['添付ファイル有り'],
    attached: ['添付ファイル'],
    omitted: {
      image: ['画像は含まれていません'],
      video: ['ビデオは含まれていません'],
      audio: ['音声は含まれていません'],
      sticker: ['スタンプは含まれていません'],
      gif: ['GIFは含まれていません'],
      contact: ['連絡先カードを省略'],
      document: ['ドキュメントは含まれていません'],
    },
    deleted: ['このメッセージは削除されました', 'このメッセージを削除しました', 'このメッセージは管理者により削除されました'],
    calls: ['不在着信', 'ビデオ通話不在着信', '音声通話不在着信', 'グループ音声通話不在着信', 'グループビデオ通話不在着信'],
    liveLocation: ['ライブロケーション共有'],
    location: ['位置情報'],
    encrypted: [
      'メッセージと通話はエンドツーエンド暗号化されています。チャットの参加者以外は、たとえWhatsAppでも読んだり聞いたりすることはできません。',
      'メッセージと通話は、エンドツーエンドの暗号化によって保護されています。WhatsAppと第三者がそのメッセージを読んだり聞いたりすることはできません。',
      'このチャットと通話へのメッセージは、エンドツーエンドの暗号化で保護されています。詳細を見るにはタップしてください',
      'このグループへのメッセージは、エンドツーエンドの暗号化で保護されています。詳細を見るにはタップしてください。',
    ],
  },
  // Vietnamese
  vi: {
    mediaOmitted: ['Bỏ qua Media', 'bỏ qua tệp phương tiện'],
    fileAttached: ['tệp đính kèm'],
    attached: ['đính kèm'],
    omitted: {
      image: ['đã bỏ qua hình ảnh'],
      video: ['đã bỏ video'],
      audio: ['bỏ qua tệp âm thanh'],
      sticker: ['đã bỏ sticker'],
      gif: ['Đã bỏ qua ảnh GIF'],
      contact: ['Bỏ qua thẻ liên lạc'],
      document: ['đã bỏ qua tài liệu'],
    },
    deleted: ['Tin nhắn này đã bị xoá', 'Bạn đã xoá tin nhắn này', 'Tin nhắn này đã bị xóa', 'Bạn đã xóa tin nhắn này', 'Quản trị viên đã xóa tin nhắn này'],
    calls: ['Cuộc gọi nhỡ', 'Cuộc gọi nhỡ video', 'Cuộc gọi nhỡ nhóm', 'Cuộc gọi nhỡ video nhóm'],
    liveLocation: ['vị trí hiện thời được chia sẻ'],
    location: ['vị trí', 'Vị trí'],
    encrypted: [
      'Tin nhắn và cuộc gọi được mã hóa đầu cuối. Những người bên ngoài cuộc trò chuyện này, kể cả WhatsApp, sẽ không đọc hoặc nghe được.',
      'Những tin nhắn và những cuộc gọi đã được bảo mật với mã hoá đầu-cuối, điều này có nghĩa WhatsApp hoặc bất cứ bên thứ ba nào sẽ không thể xem chúng.',
      'Các tin nhắn gửi tới cuộc trò chuyện này và các cuộc gọi đã được bảo mật với mã hoá đầu-cuối. Nhấn để biết thêm thông tin.',
      'Những tin nhắn gửi tới nhóm này được bảo mật với mã hoá đầu-cuối. Nhấn để biết thêm thông tin.',
    ],
  },
  // Thai
  th: {
    mediaOmitted: ['สื่อถูกลบ', 'ไฟล์สื่อถูกลบ'],
    fileAttached: ['ไฟล์ที่แนบ'],
    attached: ['แนบ'],
    omitted: {
      image: ['ไม่มีรูปภาพ'],
      video: ['วิดีโอถูกลบ'],
      audio: ['ไม่มีไฟล์เสียง'],
      sticker: ['ไม่มีสติกเกอร์'],
      gif: ['ละเว้น GIF'],
      contact: ['บัตรรายชื่อที่ละเว้น'],
      document: ['ละเว้นเอกสาร'],
    },
    deleted: ['ข้อความนี้ได้ถูกลบ', 'คุณลบข้อความนี้', 'ข้อความนี้ถูกลบแล้ว', 'คุณได้ลบข้อความนี้', 'ข้อความนี้ถูกลบโดยผู้ดูแล'],
    calls: ['สายที่ไม่ได้รับ', 'สายโทรวิดีโอที่ไม่ได้รับ', 'วิดีโอคอลที่ไม่ได้รับ', 'สายโทรเสียงแบบกลุ่มที่ไม่ได้รับ', 'วิดีโอคอลกลุ่มที่ไม่ได้รับ'],
    liveLocation: ['ตำแหน่งปัจจุบันถูกแบ่งปัน'],
    location: ['ตำแหน่งที่ตั้ง'],
    encrypted: [
      'ข้อความและการโทรได้รับการเข้ารหัสจากต้นทางถึงปลายทาง ผู้ที่ไม่ได้อยู่ในแชทนี้จะไม่สามารถอ่านหรือฟังได้แม้แต่ WhatsApp เอง',
      'ข้อความที่คุณส่งถึงแชทและการโทรนี้มีความปลอดภัยด้วยการเข้ารหัสจากต้นทางถึงปลายทาง ซึ่งหมายความว่า WhatsApp และบุคคลที่สามไม่สามารถอ่านและฟังได้',
      'ข้อความที่ส่งถึงแชทและการโทรนี้ขณะนี้มีความปลอดภัยด้วยการเข้ารหัสจากต้นทางถึงปลายทาง แตะสำหรับข้อมูลเพิ่มเติม',
      'ข้อความที่คุณส่งถึงกลุ่มนี้ขณะนี้มีความปลอดภัยด้วยการเข้ารหัสจากต้นทางถึงปลายทาง แตะสำหรับข้อมูลเพิ่มเติม',
    ],
  },
  // Ukrainian
  uk: {
    mediaOmitted: ['Медіа пропущено', 'Медіафайли пропущено'],
    fileAttached: ['файл додано'],
    attached: ['додано'],
    omitted: {
      image: ['зображення відсутнє'],
      video: ['відео відсутнє'],
      audio: ['аудіо відсутнє'],
      sticker: ['Наклейку не додано'],
      gif: ['GIF-анімацію пропущено'],
      contact: ['Картка контакту відсутня'],
      document: ['документ пропущено'],
    },
    deleted: ['Це повідомлення було видалено', 'Ви видалили це повідомлення', 'Адміністратор видалив це повідомлення'],
    calls: ['Пропущений аудіодзвінок', 'Пропущений відеодзвінок', 'Пропущений груповий аудіодзвінок', 'Пропущений груповий відеодзвінок'],
    liveLocation: ['геодані надіслано'],
    location: ['місцезнаходження', 'Розташування'],
    encrypted: [
      'Повідомлення й дзвінки захищено наскрізним шифруванням. Прочитати чи прослухати їх не зможе жодна стороння особа, навіть із WhatsApp.',
      'Ваші повідомлення та дзвінки захищено наскрізним шифруванням - ані WhatsApp, ані треті сторони не можуть їх прочитати чи прослухати.',
      'Повідомлення у цій бесіді та дзвінки тепер захищено наскрізним шифруванням. Натисніть, щоб дізнатися більше.',
      'Повідомлення у цій групі тепер захищено наскрізним шифруванням. Натисніть, щоб дізнатися більше.',
    ],
  },
  // Polish
  pl: {
    mediaOmitted: ['pliki pominięto', 'pominięto multimedia'],
    fileAttached: ['załączony plik'],
    attached: ['załączono'],
    omitted: {
      image: ['obraz pominięty'],
      video: ['wideo pominięte'],
      audio: ['audio pominięte'],
      sticker: ['pominięto naklejkę'],
      gif: ['Plik GIF pominięty'],
      contact: ['Pominięta wizytówka kontaktu'],
      document: ['dokument pominięty'],
    },
    deleted: ['Ta wiadomość została usunięta', 'Usunąłeś(aś) tę wiadomość', 'Usunąłeś(-ęłaś) tę wiadomość', 'Tę wiadomość usunął administrator'],
    calls: [
      'Nieodebrane połączenie',
      'Nieodebrane poł. wideo',
      'Nieodebrane poł. głosowe',
      'Nieodebrane grup. poł. głosowe',
      'Nieodebrane grupowe poł. wideo',
    ],
    liveLocation: ['udostępniona transmisja położenia'],
    location: ['położenie'],
    encrypted: [
      'Wiadomości i połączenia są w pełni zaszyfrowane. Nikt spoza czatu, nawet WhatsApp, nie może ich odczytać ani odsłuchać.',
      'Twoje wiadomości oraz połączenia są zabezpieczone przez pełne szyfrowanie, co oznacza, że WhatsApp ani osoby trzecie nie mogą ich odczytać.',
      'Wiadomości oraz połączenia w tym czacie są teraz zabezpieczone przez pełne szyfrowanie. Więcej informacji tutaj.',
      'Wiadomości do tej grupy są teraz zabezpieczone przez pełne szyfrowanie. Więcej informacji tutaj.',
    ],
  },
  // Hungarian
  hu: {
    mediaOmitted: ['Hiányzó médiafájl', 'média elhagyva'],
    fileAttached: ['fájl csatolva'],
    attached: ['csatolva'],
    omitted: {
      image: ['kép küldése sikertelen'],
      video: ['Videó kihagyva.'],
      audio: ['Hang kihagyása'],
      sticker: ['matrica kihagyva'],
      gif: ['GIF fájl kihagyása'],
      contact: ['Névjegykártya kihagyva'],
      document: ['dokumentum kihagyva'],
    },
    deleted: ['Ez az üzenet törlésre került', 'Törölted ezt az üzenetet', 'Ezt az üzenetet törölted', 'Ezt az üzenetet az egyik admin eltávolította'],
    calls: [
      'Nem fogadott hanghívás',
      'Nem fogadott videóhívás',
      'Nem fogadott videohívás',
      'Nem fogadott csoportos hanghívás',
      'Nem fogadott csoportos videohívás',
    ],
    liveLocation: ['tartózkodási hely megosztva'],
    location: ['Helyzet'],
    encrypted: [
      'Az üzenetek és hívások végpontok közötti titkosítással vannak védve. A csevegés résztvevőin kívül senki, még a WhatsApp sem tudja elolvasni és meghallgatni azokat.',
      'A csevegéseid és hívásaid automatikusan titkosítottak a végpontok között, ami azt jelenti, hogy a WhatsApp és egyéb alkalmazások nem láthatják vagy hallgathatják meg azokat.',
      'Az ebben a csevegésben lévő üzenetek és hívások titkosítottak a végpontok között. Koppints további információkért.',
      'Az ebben a csoportban lévő üzenetek titkosítottak a végpontok között. Koppints további információkért.',
    ],
  },
  // Finnish
  fi: {
    mediaOmitted: ['Media jätetty pois', 'media jätettiin pois'],
    fileAttached: ['liitetiedosto'],
    attached: ['liite'],
    omitted: {
      image: ['ei kuvaa'],
      video: ['videota ei sisällytetä'],
      audio: ['äänitiedostoa ei sisällytetä'],
      sticker: ['tarraa ei sisällytetty'],
      gif: ['GIF-animaatio jätetty pois'],
      contact: ['Yhteystietokortti jätettiin pois'],
      document: ['dokumenttia ei sisällytetä'],
    },
    deleted: ['Tämä viesti poistettiin', 'Poistit tämän viestin', 'Ylläpitäjä poisti tämän viestin'],
    calls: ['Vastaamaton äänipuhelu', 'Vastaamaton videopuhelu', 'Vastaamaton ryhmä-äänipuhelu', 'Vastaamaton ryhmävideopuhelu'],
    liveLocation: ['live-sijainti jaettu'],
    location: ['sijainti'],
    encrypted: [
      'Viestit ja puhelut salataan täysin. Kukaan tämän keskustelun ulkopuolinen, ei edes WhatsApp, voi lukea tai kuunnella niitä.',
      'Viestit ja puhelut salataan täysin, mikä tarkoittaa, että WhatsApp ja kolmannet osapuolet eivät voi lukea tai kuunnella niitä.',
      'Viestit tähän keskusteluun ja puhelut salataan nyt täysin. Napauta saadaksesi lisätietoja.',
      'Viestit tähän ryhmään salataan nyt täysin. Napauta saadaksesi lisätietoja.',
    ],
    markedOnly: ['ei kuvaa'],
  },
  // Catalan
  ca: {
    mediaOmitted: ['Mitjans omesos', 'fitxers multimèdia omesos', 'Multimèdia omès'],
    fileAttached: ['arxiu adjunt'],
    attached: ['adjunt'],
    omitted: {
      image: ['Imatge omesa'],
      video: ['vídeo omès'],
      audio: ['Àudio omès'],
      sticker: ['adhesiu omès'],
      gif: ['GIF omès'],
      contact: ['Targeta de contacte omesa'],
      document: ['Document omès'],
    },
    deleted: [
      'Aquest missatge està esborrat',
      'Has esborrat aquest missatge',
      'Aquest missatge s\'ha suprimit',
      'Has suprimit aquest missatge',
      'Aquest missatge l\'ha suprimit un administrador',
    ],
    calls: ['Trucada de veu perduda', 'Trucada de vídeo perduda', 'Videotrucada perduda', 'Trucada de veu en grup perduda', 'Videotrucada de grup perduda'],
    liveLocation: ['Ubicació en directe compartida'],
    location: ['ubicació'],
    encrypted: [
      'Els missatges i les trucades estan xifrats d\'extrem a extrem. Ningú de fora d\'aquest xat, ni tan sols el WhatsApp, els pot llegir o escoltar.',
      'Els vostres missatges i trucades estan assegurades amb una encriptació d\'extrem a extrem, això significa que ni WhatsApp ni altri els pot llegir o escoltar.',
      'Els missatges i trucades d\'aquest xat estan ara assegurades amb encriptació d\'extrem a extrem. Prem aquí per més informació.',
      'Els missatges d\'aquest grup estan ara assegurats amb encriptació d\'extrem a extrem. Prem aquí per més informació.',
    ],
  },
  // Korean
  ko: {
    mediaOmitted: ['미디어 파일을 생략한 대화내용', '미디어 파일 제외됨'],
    fileAttached: ['파일 첨부됨'],
    attached: ['첨부됨'],
    omitted: {
      image: ['이미지 생략됨'],
      video: ['비디오 생략됨'],
      audio: ['오디오 생략됨'],
      sticker: ['스티커 제외됨'],
      gif: ['GIF 생략됨'],
      contact: ['연락처 카드 생략됨'],
      document: ['문서 생략됨'],
    },
    deleted: ['이 메시지는 삭제되었습니다', '삭제한 메시지입니다', '이 메시지를 삭제했습니다', '이 메시지는 관리자에 의해 삭제되었습니다'],
    calls: ['부재중 전화', '부재중 영상통화', '부재중 그룹 통화', '부재중 그룹 영상통화'],
    liveLocation: ['공유한 실시간 위치'],
    location: ['위치'],
    encrypted: [
      '메시지 및 전화는 종단간 암호화되어 안전합니다. 아무도 엿보거나 들을 수 없습니다. WhatsApp에게도 이러한 권한이 없습니다.',
      '메시지 및 전화는 암호화되어 안전합니다. WhatsApp 또는 제3자가 읽거나 들을 수 없습니다.',
      '이 대화 및 통화의 메시지는 이제 종단간 암호화되어 안전합니다. 더 많은 정보를 보려면 탭하세요.',
      '이 그룹의 메시지는 이제 종단간 암호화되어 안전합니다. 더 많은 정보를 보려면 탭하세요.',
    ],
  },
  // Chinese (Simplified, Traditional, Hong Kong)
  zh: {
    mediaOmitted: ['省略多媒体文件', '忽略多媒體檔'],
    fileAttached: ['文件附件', '附件檔案'],
    attached: ['附件'],
    omitted: {
      image: ['照片已忽略', '圖像已省略', '圖片已略去'],
      video: ['视频已忽略', '影片已省略', '影片已略去'],
      audio: ['音频已忽略', '音訊已省略', '音訊已略去'],
      sticker: ['贴图已省略', '貼圖已忽略', '貼圖已略去'],
      gif: ['GIF 动态图已被忽略', 'GIF 圖片已被省略', 'GIF 已略去'],
      contact: ['联系人卡片已忽略', '聯絡人卡片已省略', '聯絡人卡片已略去'],
      document: ['文档已省略', '文件已忽略', '文件已略去'],
    },
    deleted: ['信息已删除', '此訊息已刪除', '您删除这个信息', '您已刪除此訊息', '这条消息已被删除', '您已删除这条消息', '管理员已删除这条消息', '管理員已刪除此訊息'],
    calls: ['未接语音通话', '未接語音通話', '未接视频通话', '未接視像通話', '未接群组语音通话', '未接群組語音通話', '未接群组视频通话', '未接群組視像通話'],
    liveLocation: ['共享实时位置', '實時位置已分享'],
    location: ['位置'],
    encrypted: [
      '消息和通话都进行端到端加密。对话之外的任何人，甚至包含 WhatsApp，都无法读取或收听。',
      '訊息已受端對端加密保護。此對話以外所有人，包括 WhatsApp 在內，都無法讀取或聽取。',
      '訊息和通話經端對端加密。對話以外的任何人 (即使是 WhatsApp) 均無法查看或聆聽那些內容。',
      '您发送的信息和通话都会进行端对端的加密。这意味着所有对话内容只有您和您的聊天对象才能看到或听见，WhatsApp 和其他人都不能。',
      '您傳送的訊息和通話都會進行端對端的加密。這意味著所有對話內容只有您和您的聊天對象才能看到或聽見，WhatsApp 和其他人都不能。',
      '此对话中的信息和通话已进行端到端的加密，点击获取更多信息。',
      '此對話中的訊息和通話已進行端對端的加密，點擊獲取更多資訊。',
      '此群组中的信息已进行端到端的加密，点击获取更多信息。',
      '此群組中的訊息已進行端對端的加密，點擊獲取更多資訊。',
    ],
  },
  // Hebrew
  he: {
    mediaOmitted: ['מדיה הושמטה', 'המדיה לא נכללה'],
    fileAttached: ['קובץ מצורף'],
    attached: ['מצורף'],
    omitted: {
      image: ['התמונה הושמטה'],
      video: ['סרטון הווידאו הושמט'],
      audio: ['קטע קול הושמט'],
      sticker: ['סטיקר הושמט'],
      gif: ['GIF הושמט'],
      contact: ['כרטיס איש קשר הושמט'],
      document: ['מסמך הושמט'],
    },
    deleted: ['הודעה זו נמחקה', 'מחקת הודעה זו', 'מחקת את ההודעה הזו', 'ההודעה נמחקה על ידי מנהל/ת'],
    calls: ['שיחה קולית שלא נענתה', 'שיחת וידאו שלא נענתה', 'שיחה קולית קבוצתית שלא נענתה', 'שיחת וידאו קבוצתית שלא נענתה'],
    liveLocation: ['משתף מיקום בשידור חי'],
    location: ['מיקום'],
    encrypted: [
      'ההודעות והשיחות מוצפנות מקצה-לקצה. לאף אחד מחוץ לצ\'אט זה, גם לא ל-WhatsApp, אין אפשרות לקרוא אותן או להאזין להן.',
      'ההודעות שהנך שולח/ת והשיחות הקוליות שהנך מבצע/ת מאובטחות עם הצפנה מקצה לקצה, כך ש-WhatsApp או גורמי צד שלישי אינם יכולים לקרוא או להאזין להן.',
      'כעת השיחות וההודעות הנשלחות בצ\'אט זה מאובטחות עם הצפנה מקצה לקצה. הקש/י למידע נוסף.',
      'כעת ההודעות הנשלחות בקבוצה זו מאובטחות עם הצפנה מקצה לקצה. הקש/י למידע נוסף.',
    ],
  },
  // Persian
  fa: {
    mediaOmitted: ['پيوست نما/آهنگ حذف شد', 'رسانه حذف شد'],
    fileAttached: [],
    fileAttachedBefore: ['فایل پیوست شد'],
    attached: ['پیوست'],
    omitted: {
      image: ['تصویر حذف شد'],
      video: ['ویدیو حذف شد'],
      audio: ['صدا حذف شد'],
      sticker: ['استیکر حذف شد'],
      gif: ['GIF حذف شد'],
      contact: ['برگ مخاطب حذف شد.'],
      document: ['سند حذف شد'],
    },
    deleted: ['این پیام حذف شد', 'شما این پیام را حذف کردید', 'این پیام حذف شده است', 'یکی از مدیران این پیام را حذف کرد'],
    calls: [
      'تماس صوتی پاسخ داده نشده',
      'تماس تصویری پاسخ داده نشده',
      'تماس تصویری بی‌پاسخ',
      'تماس صوتی گروهی پاسخ داده نشده',
      'تماس تصویری گروهی پاسخ داده نشده',
    ],
    liveLocation: ['مکان زنده به اشتراک گذاشته شد'],
    location: ['موقعیت'],
    encrypted: [
      'پیام‌ها و تماس‌ها سرتاسر رمزگذاری شده‌اند. هیچ شخصی خارج از این گفتگو، حتی واتساپ، نمی‌تواند آن‌ها را بخواند یا بشنود.',
      'پیام ها و تماس های شما رمزگذاری سرتاسری شده اند، یعنی واتساپ و طرف های ثالث نمی توانند آنها را بخوانند یا به آنها گوش دهند.',
      'پیام ها و تماس های این چت هم اکنون با رمزگذاری سرتاسری محفوظ شده اند. برای اطلاعات بیشتر اینجا بزنید.',
      'پیام ها به این گروه هم اکنون با رمزگذاری سرتاسری محفوظ شده اند. برای اطلاعات بیشتر اینجا بزنید.',
    ],
  },
  // Romanian
  ro: {
    mediaOmitted: ['Conținut media omis'],
    fileAttached: ['fișier atașat'],
    attached: ['atașare'],
    omitted: {
      image: ['Imagine omisă'],
      video: ['clip video omis'],
      audio: ['fără audio'],
      sticker: ['sticker omis'],
      gif: ['GIF omis'],
      contact: ['Carte de vizită contact omisă'],
      document: ['document omis'],
    },
    deleted: ['Acest mesaj a fost șters', 'Ați șters acest mesaj', 'Acest mesaj a fost șters de un admin'],
    calls: ['Apel vocal nepreluat', 'Apel video nepreluat', 'Apel vocal ratat', 'Apel video ratat', 'Apel vocal de grup ratat', 'Apel video de grup ratat'],
    liveLocation: ['locație în timp real distribuită'],
    location: ['locație'],
    encrypted: [
      'Mesajele și apelurile sunt criptate integral. Nicio persoană care nu participă la această conversație, nici măcar WhatsApp, nu le poate citi sau asculta.',
      'Mesajele dvs. și apelurile sunt securizate prin criptare integrală, ceea ce înseamnă că WhatsApp și terții nu le pot citi sau asculta.',
      'Mesajele către această conversație și apelurile sunt acum securizate prin criptare integrală. Apăsați pentru mai multe detalii.',
      'Mesajele către acest grup sunt acum securizate prin criptare integrală. Apăsați pentru mai multe detalii.',
    ],
    markedOnly: ['fără audio'],
  },
  // Swedish
  sv: {
    mediaOmitted: ['Media har utelämnats', 'media utelämnat'],
    fileAttached: ['bifogad fil'],
    attached: ['bifogat'],
    omitted: {
      image: ['bild utesluten'],
      video: ['video utesluten'],
      audio: ['ljud utelslutet'],
      sticker: ['sticker utesluten'],
      gif: ['GIF utesluten'],
      contact: ['Kontaktkort uteslutet'],
      document: ['dokument uteslutet'],
    },
    deleted: [
      'Detta meddelande raderades',
      'Du raderade detta meddelande',
      'Det här meddelandet raderades',
      'Du raderade det här meddelandet',
      'Du har tagit bort meddelandet',
      'Det här meddelandet togs bort av en administratör',
    ],
    calls: ['Missat röstsamtal', 'Missat videosamtal', 'Missat gruppröstsamtal', 'Missat gruppvideosamtal'],
    liveLocation: ['liveposition delad'],
    location: ['plats'],
    encrypted: [
      'Meddelanden och samtal är komplett krypterade. Ingen utanför denna chatt, inte ens WhatsApp, kan läsa dem eller lyssna på dem.',
      'Dina meddelanden och samtal är säkrade med komplett kryptering, vilket betyder att WhatsApp och tredje part inte kan läsa eller lyssna på dem.',
      'Meddelanden till denna chatt och samtal är nu säkrade med komplett kryptering. Tryck för mer info.',
      'Meddelanden till denna grupp är nu säkrade med komplett kryptering. Tryck för mer info.',
    ],
  },
};
