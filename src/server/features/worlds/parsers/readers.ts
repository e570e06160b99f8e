/**
 * The readers of the formats added in #28, in the order detection asks them (the most
 * specific first; Signal before WhatsApp, whose layout its markdown shares).
 */
import type { SourceReader } from './source-reader';
import type { ImportSource } from './types';
import { discordReader } from './sources/discord';
import { instagramReader, messengerReader } from './sources/meta';
import { signalReader } from './sources/signal';
import { imessageReader } from './sources/imessage';
import { gpsTrackReader } from './sources/gps-track';

export const READERS: SourceReader[] = [discordReader, messengerReader, instagramReader, signalReader, imessageReader, gpsTrackReader];

export function readerFor(source: ImportSource): SourceReader | undefined {
  return READERS.find((r) => r.source === source);
}
