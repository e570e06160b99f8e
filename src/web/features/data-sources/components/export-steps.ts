import type { ImportSourceName } from '../../../../contract/worlds';

export interface SourceGuide {
  source: ImportSourceName;
  title: string;
  blurb: string;
  /** File types the picker offers (the server decides by content anyway). */
  accept: string;
  /** Where the export is made ("Android", "iPhone", "Desktop app"…), each with its steps. */
  platforms: { label: string; steps: string[] }[];
}

/** How to get each export out of a phone: short, the menu names as the apps show them. */
export const SOURCE_GUIDES: SourceGuide[] = [
  {
    source: 'whatsapp',
    title: 'WhatsApp',
    blurb: 'One chat at a time, as a .txt or a .zip with media.',
    accept: '.txt,.zip,text/plain,application/zip',
    platforms: [
      { label: 'Android', steps: ['Open the chat.', 'Tap ⋮ → More → Export chat.', 'Choose “Without media” (smaller) or “Include media”.', 'Save the .txt or .zip, then upload it here.'] },
    { label: 'iPhone', steps: ['Open the chat and tap its name at the top.', 'Scroll down, tap Export Chat.', 'Choose “Without Media”, then Save to Files.', 'Upload the .zip (or the _chat.txt inside it).'] },
    ],
  },
  {
    source: 'telegram',
    title: 'Telegram',
    blurb: 'The JSON export of Telegram Desktop: one chat or everything.',
    accept: '.json,application/json',
    platforms: [
      {
        label: 'Telegram Desktop',
        steps: [
          'The phone apps cannot export: install Telegram Desktop (Windows, macOS or Linux) and sign in.',
          'One chat: open it, ⋮ → Export chat history, format “Machine-readable JSON”.',
          'Everything: Settings → Advanced → Export Telegram data, format JSON.',
          'Upload the result.json.',
        ],
      },
    ],
  },
  {
    source: 'photos',
    title: 'Photos',
    blurb: 'JPEG, PNG, HEIC or WebP, one by one or as a .zip; time and place come from the photos.',
    accept: 'image/*,.heic,.zip,application/zip',
    platforms: [
      { label: 'Android', steps: ['Open Google Photos and select the photos.', 'Tap Share → Save to device (or Download).', 'Upload the files, or a .zip of a folder.', 'Keep location on when sharing, so places show up.'] },
    { label: 'iPhone', steps: ['Open Photos and select the photos.', 'Tap Share → Options → turn on Location, then Save to Files.', 'Upload the files (HEIC is fine), or a .zip of the folder.', 'Duplicates are recognised and counted once.'] },
    ],
  },
  {
    source: 'google-location',
    title: 'Google location',
    blurb: 'Your Timeline: the places you went, with times.',
    accept: '.json,.zip,application/json',
    platforms: [
      { label: 'Android', steps: ['Settings → Location → Location services → Timeline.', 'Tap “Export Timeline data” and save Timeline.json.', 'Older accounts: Google Takeout → Location History gives Records.json.', 'Upload the .json file.'] },
    { label: 'iPhone', steps: ['Open Google Maps, tap your picture → Your Timeline.', 'Tap ⋯ → Location and privacy settings → Export Timeline data.', 'Save Timeline.json to Files.', 'Upload the .json file.'] },
    ],
  },
];
