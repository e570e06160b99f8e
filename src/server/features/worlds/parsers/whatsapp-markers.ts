/**
 * What WhatsApp writes into a chat export besides people's words: media placeholders,
 * attachment names, location links and system notices, in the languages phones export
 * most. Matching is on the text after invisible direction marks are removed.
 */

/** Android: the whole message is a placeholder in angle brackets. */
const OMITTED_PLACEHOLDERS = new Set(
  [
    '<media omitted>', // en
    '<multimedia omitido>', // es
    '<archivo omitido>', // es
    '<medien ausgeschlossen>', // de
    '<médias omis>', // fr
    '<media omessi>', // it
    '<mídia oculta>', // pt-BR
    '<arquivo de mídia oculto>', // pt
    '<media weggelaten>', // nl
    '<без медиафайлов>', // ru
    '<medya dahil edilmedi>', // tr
    '<multimèdia omès>', // ca
    '<media dihilangkan>', // id
    '<pominięto multimedia>', // pl
  ].map((s) => s.normalize('NFC')),
);

/** iOS: "image omitted" and friends: the kind by its first word, then the "omitted" word. */
const OMITTED_IOS = /^(.{3,24}?)\s+(?:omitted|omitida|omitido|weggelassen|absente|omis|omise|omessa|omesso|ocultada|ocultado|oculto|weggelaten|отсутствует)$/i;
const OMITTED_KIND: Record<string, string> = {
  image: 'image',
  photo: 'image',
  imagen: 'image',
  bild: 'image',
  immagine: 'image',
  imagem: 'image',
  afbeelding: 'image',
  foto: 'image',
  изображение: 'image',
  video: 'video',
  vídeo: 'video',
  vidéo: 'video',
  gif: 'video',
  audio: 'audio',
  áudio: 'audio',
  sticker: 'sticker',
  autocollant: 'sticker',
  document: 'document',
  documento: 'document',
  dokument: 'document',
  'contact card': 'other',
  'tarjeta de contacto': 'other',
  kontaktkarte: 'other',
};

/**
 * iOS zip exports: "<attached: 00000012-PHOTO-2020-01-01-12-00-00.jpg>". The name starts
 * after the spaces (\S.*), or is the last space when there is nothing else, as `\s*(.+)`
 * gave, without trading spaces between two quantifiers (polynomial, #25).
 */
const ATTACHED = /^<(?:attached|adjunto|anhang|pièce jointe|allegato|anexado|bijlage|прикреплено)\s?:\s*(\S.*|[^\S\n\r\u2028\u2029])>$/i;

/** Android zip exports: "IMG-20200101-WA0001.jpg (file attached)". */
const FILE_ATTACHED =
  /^(.+?\.[A-Za-z0-9]{1,5})\s+\((?:file attached|archivo adjunto|datei angehängt|fichier joint|file allegato|arquivo anexado|bestand bijgevoegd|файл прикреплен|dosya ekli)\)$/i;

/**
 * Returns the media kind when the text is (or starts with) an attachment or a placeholder.
 * Runs on every message: cheap checks on the first line go first.
 */
export function mediaKind(text: string): string | undefined {
  const nl = text.indexOf('\n');
  const first = (nl < 0 ? text : text.slice(0, nl)).trim();
  if (first.length > 200 || first.length < 3) return undefined;
  const last = first.charCodeAt(first.length - 1);
  if (first.charCodeAt(0) === 60 && last === 62) {
    // "<Media omitted>" (Android) or "<attached: …>" (iOS zip)
    if (OMITTED_PLACEHOLDERS.has(first.toLowerCase().normalize('NFC'))) return 'other';
    const attached = ATTACHED.exec(first);
    return attached ? kindOfFile(attached[1]!) : undefined;
  }
  if (last === 41) {
    // "IMG-….jpg (file attached)"
    const attached = FILE_ATTACHED.exec(first);
    return attached ? kindOfFile(attached[1]!) : undefined;
  }
  if (first.length <= 40) {
    const omitted = OMITTED_IOS.exec(first);
    if (omitted) return OMITTED_KIND[omitted[1]!.toLowerCase()];
  }
  return undefined;
}

export function kindOfFile(name: string): string {
  const upper = name.toUpperCase();
  if (/(^|-)(IMG|PHOTO)-/.test(upper) || /\.(JPE?G|PNG|HEIC|WEBP)$/.test(upper)) {
    return /STK-|STICKER/.test(upper) || upper.endsWith('.WEBP') ? 'sticker' : 'image';
  }
  if (/STK-|STICKER/.test(upper)) return 'sticker';
  if (/(^|-)(VID|VIDEO|GIF)-/.test(upper) || /\.(MP4|MOV|3GP|GIF)$/.test(upper)) return 'video';
  if (/(^|-)(AUD|PTT|AUDIO)-/.test(upper) || /\.(OPUS|OGG|M4A|MP3|AAC|AMR|WAV)$/.test(upper)) return 'audio';
  if (/\.(PDF|DOCX?|XLSX?|PPTX?|TXT|CSV|ZIP|VCF)$/.test(upper)) return 'document';
  return 'other';
}

/** A Google Maps link with coordinates, as WhatsApp writes a shared location. */
const MAPS =
  /https?:\/\/(?:maps\.google\.[a-z.]+\/(?:maps)?\?q=|(?:www\.)?google\.[a-z.]+\/maps(?:\/search\/\?api=1&query=|\/place\/|\/?\?q=|\/@))(-?\d{1,2}(?:\.\d+)?)(?:,|%2C)\s?(-?\d{1,3}(?:\.\d+)?)/i;

export function mapsLocation(text: string): { lat: number; lon: number } | undefined {
  if (!text.includes('google.')) return undefined;
  const m = MAPS.exec(text);
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return undefined;
  return { lat, lon };
}

/**
 * Notices WhatsApp writes with a chat's name where an author would be
 * ("Pokemon Chat: Messages and calls are end-to-end encrypted…").
 */
const SYSTEM_TEXT =
  /end-to-end encrypted|end-to-end encryption|cifrad[oa]s? de extremo a extremo|ende-zu-ende-verschlüsselt|chiffrés de bout en bout|crittografia end-to-end|crittografati end-to-end|criptografia de ponta a ponta|protegidas com a criptografia|end-to-end versleuteld|сквозным шифрованием|uçtan uca şifreli/i;

export function isSystemText(text: string): boolean {
  // Notices are short: long texts skip the regex.
  return text.length < 400 && SYSTEM_TEXT.test(text);
}
