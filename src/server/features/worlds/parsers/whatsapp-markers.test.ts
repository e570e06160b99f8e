/**
 * WhatsApp's markers (#28 failure classes 1–6 and 11, and the rule that deleted messages and
 * calls are events): classifyBody on bodies as phones write them, then the same through the
 * parser where the parser adds something (places, the deleted note, the chat's time range).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { collect, ofKind, tempDir } from '../../../../../tests/support/import-files';
import { parseRecords } from './parse-records';
import { classifyBody, isMarked, markerNotes, mediaKind, newMarkerTally, tallyBody } from './whatsapp-markers';

const ios = (body: string) => classifyBody(body, { marked: true });
const android = (body: string) => classifyBody(body, { marked: false, android: true });
const media = (kind: string) => ({ kind: 'message', media: kind });
const DELETED = { kind: 'event', why: 'deleted' };
const CALL = { kind: 'event', why: 'call' };
const NOTICE = { kind: 'event', why: 'notice' };
const MESSAGE = { kind: 'message' };

const tmp = tempDir('whatsapp-markers');
afterAll(() => tmp.remove());
let n = 0;
async function parse(lines: string[]) {
  const fileName = `WhatsApp Chat with Alice ${n++}.txt`;
  const { records } = await collect(parseRecords(tmp.write(fileName, lines.join('\n') + '\n'), { source: 'whatsapp', fileName }));
  return { records, messages: ofKind(records, 'message'), events: ofKind(records, 'event'), places: ofKind(records, 'place'), notes: ofKind(records, 'note') };
}

describe('1. iOS media placeholders in other languages are messages with media, never notices', () => {
  it.each([
    ['obrázek vynechán', 'image'], // cs
    ['video vynecháno', 'video'],
    ['zvukový soubor vynechán', 'audio'],
    ['nálepka vynechána', 'sticker'],
    ['Vizitka vynechána', 'document'],
    ['GIF vynechán', 'video'],
    ['Bild weggelassen', 'image'], // de
    ['Kontaktkarte ausgelassen', 'document'],
    ['GIF weggelassen', 'video'],
    ['sticker non incluso', 'sticker'], // it
    ['video omesso', 'video'],
    ['immagine omessa', 'image'],
    ['стикер не добавлен', 'sticker'], // ru
    ['изображение отсутствует', 'image'],
    ['audio omitido', 'audio'], // es
    ['Video omitido', 'video'], // capitalised as one app version writes it, lower case as another
    ['video omitido', 'video'],
    ['imagen omitida', 'image'],
    ['image absente', 'image'], // fr
    ['imagem não revelada', 'image'], // pt-PT
    ['afbeelding weggelaten', 'image'], // nl
    ['görüntü dahil edilmedi', 'image'], // tr
    ['gambar tidak disertakan', 'image'], // id
    ['لم يتم إدراج الصورة', 'image'], // ar
    ['फ़ोटो हटाई गई', 'image'], // hi
    ['画像は含まれていません', 'image'], // ja
    ['スタンプは含まれていません', 'sticker'],
    ['đã bỏ qua hình ảnh', 'image'], // vi
    ['ไม่มีรูปภาพ', 'image'], // th
    ['Наклейку не додано', 'sticker'], // uk
    ['зображення відсутнє', 'image'],
    ['obraz pominięty', 'image'], // pl
    ['이미지 생략됨', 'image'], // ko
    ['照片已忽略', 'image'], // zh
  ])('%s → %s', (body, kind) => {
    expect(ios(body)).toEqual(media(kind));
    expect(android(body)).toEqual(media(kind));
  });

  it('through the parser: a marked placeholder under a name is a message of that person', async () => {
    const { messages, events } = await parse(['[27/03/2022, 21:41:35] Dmitry: Ahoj', '\u200E[27/03/2022, 21:41:55] Dmitry: \u200Eobrázek vynechán', '[27/03/2022, 21:47:54] Elon: \u200EVizitka vynechána']);
    expect(messages.map((m) => [m.author, m.text, m.media ?? null])).toEqual([
      ['Dmitry', 'Ahoj', null],
      ['Dmitry', 'obrázek vynechán', 'image'],
      ['Elon', 'Vizitka vynechána', 'document'],
    ]);
    expect(events).toEqual([]);
  });
});

describe('2. location shares are messages and places', () => {
  it.each(['Location', 'Standort', 'Poloha', 'Местоположение', 'Ubicación', 'Localização', 'Posizione', 'Localisation', '位置情報', 'Vị trí', 'ตำแหน่งที่ตั้ง', 'Розташування', 'लोकेशन', 'Lokasi', 'موقع'])(
    'iOS "%s: <maps link>" (marked) is a message with a place',
    (label) => {
      expect(ios(`${label}: https://maps.google.com/?q=51.5021456,-0.127397`)).toEqual({ kind: 'message', place: { lat: 51.5021456, lon: -0.127397 } });
    },
  );

  it('Android "location: …" and its translations, Japanese with a full-width colon', () => {
    for (const label of ['location: ', 'местоположение: ', 'lokasi : ', '位置情報：']) {
      expect(android(`${label}https://maps.google.com/?q=51.5,-0.12`)).toEqual({ kind: 'message', place: { lat: 51.5, lon: -0.12 } });
    }
  });

  it('live locations are messages without a place; a foursquare venue is a message', () => {
    for (const body of ['live location shared', 'Live-Standort wird geteilt', 'Геоданные отправлены', 'byla sdílena aktuální poloha', 'ubicación en tiempo real compartida']) expect(android(body)).toEqual(MESSAGE);
    expect(android('Pimlico Gardens (London, United Kingdom): https://foursquare.com/v/4e89af95e5fa82ad4c0aa03b')).toEqual(MESSAGE);
  });

  it('through the parser: an iOS location is a message of its author and a place at its time', async () => {
    const { messages, events, places } = await parse(['[27/03/2022, 21:56:45] Dmitry: \u200EPoloha: https://maps.google.com/?q=51.5021456,-0.127397']);
    expect(events).toEqual([]);
    expect(messages.map((m) => [m.author, m.at])).toEqual([['Dmitry', '2022-03-27T21:56:45']]);
    expect(places).toEqual([{ kind: 'place', lat: 51.5021456, lon: -0.127397, at: '2022-03-27T21:56:45', via: 'message', chatKey: messages[0]!.chatKey, author: 'Dmitry' }]);
  });
});

describe('3. iOS documents are media "document"', () => {
  it.each([
    'Some file.txt document omitted',
    'Resume.pdf • 2 pages document omitted',
    'Rechnung.pdf • 2 Seiten Dokument weggelassen',
    'Resume.pdf • 2 strany dokument vynechán',
    'Some file.txt documento não revelado',
    'Resume.pdf • 2 страницы документ отсутствует',
    'Resume.pdf • ページ数: 2 ドキュメントは含まれていません',
    'Some file.txt ละเว้นเอกสาร',
    'Some file.txt đã bỏ qua tài liệu',
    'Resume.pdf • 2 pages <attached: 00000047-Resume.pdf>',
    'document omitted',
    'Dokument weggelassen',
  ])('%s', (body) => {
    expect(ios(body)).toEqual(media('document'));
  });

  it('placeholders people also type ("ei kuvaa": no picture) are media only with the mark', () => {
    expect(ios('ei kuvaa')).toEqual(media('image'));
    expect(android('ei kuvaa')).toEqual(MESSAGE);
    expect(ios('fără audio')).toEqual(media('audio'));
    expect(android('fără audio')).toEqual(MESSAGE);
  });

  it('a sentence that merely ends in those words without a space before them, or is longer, is text', () => {
    expect(android('my document omitted yesterday')).toEqual(MESSAGE);
    expect(android('the image omitted')).toEqual(MESSAGE);
  });
});

describe('4. deleted-message markers are events on every platform and in every language', () => {
  it.each([
    'This message was deleted',
    'This message was deleted.',
    'You deleted this message',
    'You deleted this message.',
    'This message was deleted by an admin.',
    'Diese Nachricht wurde gelöscht.',
    'Du hast diese Nachricht gelöscht.',
    'Se eliminó este mensaje.',
    'Eliminaste este mensaje.',
    'Este mensaje fue eliminado',
    'Questo messaggio è stato eliminato',
    'Hai eliminato questo messaggio.',
    'Это сообщение удалено',
    'Данное сообщение удалено',
    'Вы удалили данное сообщение.',
    'Tato zpráva byla odstraněna.',
    'Tuto zprávu jste smazal/a.',
    'Ce message a été supprimé.',
    'Esta mensagem foi apagada',
    'Dit bericht is verwijderd.',
    'Bu mesaj silindi.',
    'Pesan ini dihapus.',
    'تم حذف هذه الرسالة.',
    'यह मैसेज डिलीट कर दिया गया है.',
    'このメッセージは削除されました。',
    'Tin nhắn này đã bị xóa.',
    'ข้อความนี้ถูกลบแล้ว',
    'Це повідомлення було видалено.',
    'Ta wiadomość została usunięta.',
    'Ez az üzenet törlésre került.',
    'Tämä viesti poistettiin.',
    "Aquest missatge s'ha suprimit.",
    '이 메시지는 삭제되었습니다.',
    '此訊息已刪除。',
    'הודעה זו נמחקה.',
    'این پیام حذف شده است.',
    'Acest mesaj a fost șters.',
    'Det här meddelandet raderades.',
  ])('%s', (body) => {
    expect(android(body)).toEqual(DELETED);
    expect(ios(body)).toEqual(DELETED);
  });

  it('a message that quotes the words on two lines, or says more, stays a message', () => {
    expect(android('This message was deleted\nby me, sorry')).toEqual(MESSAGE);
    expect(android('This message was deleted by mistake')).toEqual(MESSAGE);
  });

  it('the tally and its note', () => {
    const tally = newMarkerTally();
    expect(markerNotes(tally)).toEqual([]);
    tallyBody(tally, android('This message was deleted'));
    expect(markerNotes(tally)).toEqual([{ kind: 'note', message: '1 deleted message kept as an event (a deleted message has no text).' }]);
    tallyBody(tally, ios('Se eliminó este mensaje.'));
    tallyBody(tally, android('Missed voice call'));
    expect(markerNotes(tally)[0]!.message).toBe('2 deleted messages kept as events (a deleted message has no text).');
  });

  it('through the parser: Android and iOS deleted markers are events, and the import says how many', async () => {
    const { messages, events, notes } = await parse([
      '27.03.22 13:44 - Dmitry: Tato zpráva byla odstraněna.',
      '27.03.22 13:45 - Dmitry: Ahoj',
      '27.03.22 15:14 - Elon: Tuto zprávu jste odstranil/a.',
      '27.03.22 15:15 - Elon: This message was deleted',
    ]);
    expect(messages.map((m) => m.text)).toEqual(['Ahoj']);
    expect(events.map((e) => e.text)).toEqual(['Dmitry: Tato zpráva byla odstraněna.', 'Elon: Tuto zprávu jste odstranil/a.', 'Elon: This message was deleted']);
    expect(notes.map((x) => x.message)).toContain('3 deleted messages kept as events (a deleted message has no text).');
  });
});

describe('5. missed calls are events and do not stretch the chat', () => {
  it.each(['Missed voice call', 'Missed video call', 'Missed group video call', 'Llamada de voz perdida', 'Verpasster Sprachanruf', 'Appel vocal manqué', 'Chiamata vocale persa', 'Пропущенный аудиозвонок', 'Zmeškaný hlasový hovor', 'Cevapsız sesli arama', 'Panggilan suara tak terjawab', 'مكالمة صوتية فائتة', '不在着信', 'Cuộc gọi nhỡ', 'สายที่ไม่ได้รับ', 'Пропущений аудіодзвінок', 'Gemist spraakgesprek', 'Chamada de voz perdida'])('%s', (body) => {
    expect(android(body)).toEqual(CALL);
    expect(ios(body)).toEqual(CALL);
  });

  it('newer iOS call lines (marked) are calls; the same words typed without the mark are text', () => {
    expect(ios('Missed voice call, Tap to call back')).toEqual(CALL);
    expect(ios('Voice call, 12 min')).toEqual(CALL);
    expect(ios('Video call, 1 hr 5 min')).toEqual(CALL);
    expect(android('Video call, tomorrow?')).toEqual(MESSAGE);
  });

  it('through the parser: calls before and after the messages leave the chat’s first and last message where they were', async () => {
    const { messages, events } = await parse([
      '13/1/21, 08:00 - Bob: Missed voice call',
      '14/1/21, 10:00 - Alice: hi',
      '15/1/21, 11:00 - Bob: hello',
      '16/1/21, 12:00 - Alice: Llamada de voz perdida',
    ]);
    expect(messages.map((m) => m.at)).toEqual(['2021-01-14T10:00:00', '2021-01-15T11:00:00']);
    expect(events.map((e) => e.text)).toEqual(['Bob: Missed voice call', 'Alice: Llamada de voz perdida']);
  });
});

describe('6. localised Android attachments and placeholders, and the view-once "null"', () => {
  it.each([
    ['Alex.vcf (soubor byl přiložen)', 'document'],
    ['IMG-20220323-WA0002.jpg (файл добавлен)', 'image'],
    ['PTT-20220323-WA0000.opus (Datei angehängt)', 'audio'],
    ['VID-20220327-WA0001.mp4 (fichier joint)', 'video'],
    ['STK-20220327-WA0000.webp (archivo adjunto)', 'sticker'],
    ['IMG-1.jpg (archivo adjuntado)', 'image'],
    ['IMG-1.jpg (file allegato)', 'image'],
    ['IMG-1.jpg (arquivo anexado)', 'image'],
    ['IMG-1.jpg (bestand bijgevoegd)', 'image'],
    ['IMG-1.jpg (dosya ekli)', 'image'],
    ['IMG-1.jpg (file terlampir)', 'image'],
    ['IMG-1.jpg (załączony plik)', 'image'],
    ['IMG-1.jpg (添付ファイル有り)', 'image'],
    ['IMG-1.jpg (الملف مرفق)', 'image'],
    ['IMG-1.jpg (tệp đính kèm)', 'image'],
    ['IMG-1.jpg (ไฟล์ที่แนบ)', 'image'],
    ['IMG-1.jpg (файл додано)', 'image'],
    ['فایل پیوست شد IMG-1.jpg', 'image'],
    ['<Media omitted>', 'other'],
    ['‹Média vynechány>', 'other'],
    ['<Média vynechány>', 'other'],
    ['< Média vynechána >', 'other'],
    ['<Без медиафайлов>', 'other'],
    ['<Медіафайли пропущено>', 'other'],
    ['<Medien weggelassen>', 'other'],
    ['<メディアは含まれていません>', 'other'],
    ['<تم استبعاد الوسائط>', 'other'],
    ['<मीडिया के बिना>', 'other'],
    ['<Bỏ qua Media>', 'other'],
    ['<สื่อถูกลบ>', 'other'],
    ['<Media tidak disertakan>', 'other'],
    ['null', 'other'],
  ])('%s → %s', (body, kind) => {
    expect(android(body)).toEqual(media(kind));
  });

  it('a caption below a placeholder or an attachment keeps the media', () => {
    expect(android('<Média vynechány>\nCaption')).toEqual(media('other'));
    expect(android('report.pdf (file attached)\nthe numbers')).toEqual(media('document'));
  });

  it('"null" is media only under an Android header (iOS never writes it)', () => {
    expect(classifyBody('null', { marked: false })).toEqual(MESSAGE);
    expect(classifyBody('null', { marked: false, android: false })).toEqual(MESSAGE);
  });

  it('"null" only as the whole body; brackets that name no attachment are text', () => {
    expect(android('null pointer again')).toEqual(MESSAGE);
    expect(android('null\nreally')).toEqual(MESSAGE);
    expect(android('see (attached)')).toEqual(MESSAGE);
    expect(android('I <3 you >')).toEqual(MESSAGE);
    expect(android('(file attached)')).toEqual(MESSAGE);
  });
});

describe('11. every spelling of an iOS attachment', () => {
  it.each([
    ['<attached: 00000012-PHOTO-2020-01-01-12-00-00.jpg>', 'image'],
    ['< attached: 00000012-PHOTO-2020-01-01-12-00-00.jpg >', 'image'],
    ['file.jpg <attached>', 'image'],
    ['<Anhang: 00000014-VIDEO-2021-01-13-10-00-00.mp4>', 'video'],
    ['< pièce jointe : 00000013-AUDIO-2021-01-13-10-00-00.opus >', 'audio'],
    ['<прикреплено: 00000043-STICKER-2022-03-27-21-49-16.webp>', 'sticker'],
    ['<附件：00000042-TR.vcf>', 'document'],
    ['<00000012-PHOTO-2020-01-01-12-00-00.jpg eklendi>', 'image'],
    ['<attached: 00000051-GIF-2022-03-27-21-51-57.mp4>', 'video'],
  ])('%s → %s', (body, kind) => {
    expect(ios(body)).toEqual(media(kind));
    expect(mediaKind(body)).toBe(kind);
  });
});

describe('notices stay events; a message with the same words stays a message', () => {
  it('iOS notices are recognised by the mark after the colon, whatever their words', () => {
    for (const body of ['Alice added Bob', 'You created group “Trip”', 'Your security code with Elon changed. Tap to learn more.', 'Bezpečnostní kód mezi vámi a uživatelem Elon byl změněn.']) expect(ios(body)).toEqual(NOTICE);
  });

  it('without the mark, the same words are a person’s message', () => {
    for (const body of ['I left early', 'Alice added Bob to the list', 'I changed the subject, sorry']) expect(android(body)).toEqual(MESSAGE);
  });

  it.each([
    'Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
    'Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them.',
    'Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen oder anhören, nicht einmal WhatsApp.',
    'Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.',
    'Сообщения и звонки защищены сквозным шифрованием. Третьи лица, включая WhatsApp, не могут прочитать ваши сообщения или прослушать звонки.',
    'Zprávy a hovory jsou opatřeny koncovým šifrováním. Nikdo, kdo není přímým účastníkem této konverzace, ji nemůže sledovat ani poslouchat. Dokonce ani WhatsApp.',
    'الرسائل والمكالمات مشفرة تمامًا بين الطرفين، بحيث لا يستطيع أحد خارج هذه الدردشة، ولا حتى شركة واتساب نفسها، قراءتها أو الاستماع إليها.',
    'メッセージと通話はエンドツーエンド暗号化されています。チャットの参加者以外は、たとえWhatsAppでも読んだり聞いたりすることはできません。',
  ])('the encryption notice under the chat’s name, unmarked: %s', (body) => {
    expect(android(body)).toEqual(NOTICE);
  });

  it('isMarked: U+200E right after "Name: ", or a doubled U+200F (right-to-left notices); a single U+200F can be typed', () => {
    expect(isMarked('[1/2/21, 10:00:00] Alice: \u200Eimage omitted')).toBe(true);
    expect(isMarked('[1/2/21, 10:00:00] Elon: \u200F\u200Fتغيّر رمز أمانك')).toBe(true);
    expect(isMarked('[1/2/21, 10:00:00] Alice: \u200Fhello')).toBe(false);
    expect(isMarked('[1/2/21, 10:00:00] Alice: hello')).toBe(false);
  });

  it('through the parser: an iOS group whose name only writes notices is titled by it, even when a person’s first line is a deleted marker', async () => {
    const fileName = '_chat.txt';
    const text = [
      '[13/01/2021, 10:00:00] Family: \u200EMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      '[13/01/2021, 10:00:05] Mum: \u200EThis message was deleted.',
      '[13/01/2021, 10:00:06] Mum: dinner?',
      '[13/01/2021, 10:01:00] Dad: \u200EMissed voice call',
      '[13/01/2021, 10:02:00] Sam: yes',
    ].join('\n');
    const { records } = await collect(parseRecords(tmp.write(fileName, text), { source: 'whatsapp', fileName }));
    expect(records[0]).toMatchObject({ kind: 'chat', title: 'Family' });
    expect(ofKind(records, 'message').map((m) => m.author)).toEqual(['Mum', 'Sam']);
  });
});
