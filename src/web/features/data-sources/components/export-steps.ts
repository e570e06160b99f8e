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
      {
        label: 'Google Takeout',
        steps: [
          'Go to takeout.google.com, click “Deselect all”, then tick Google Photos.',
          'Next step → export once, as .zip (split into 2 GB or larger parts).',
          'Download the zip(s) from the email Google sends.',
          'Upload each zip: the .json beside each photo gives its time and place when the photo lost them.',
        ],
      },
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
  {
    source: 'discord',
    title: 'Discord',
    blurb: 'Channels, DMs and threads, exported with DiscordChatExporter as JSON.',
    accept: '.json,.zip,application/json,application/zip',
    platforms: [
      {
        label: 'DiscordChatExporter (Windows, macOS, Linux)',
        steps: [
          'Discord itself exports no chats: download DiscordChatExporter (github.com/Tyrrrz/DiscordChatExporter, the DiscordChatExporter.*.zip of its latest release), unzip it and run it.',
          'Paste your Discord token in the box at the top (the app shows how to find it; never share it) and press Enter.',
          'Pick a DM under Direct Messages or a server’s channel (Ctrl or Shift picks several; threads show after choosing them in Settings → Show threads), then press the export button.',
          'Set Export format to “JSON”, then Export.',
          'Upload the .json file (or a .zip of several).',
        ],
      },
    ],
  },
  {
    source: 'messenger',
    title: 'Messenger',
    blurb: 'Facebook Messenger chats from Meta’s “Download your information”, in JSON.',
    accept: '.json,.zip,application/json,application/zip',
    platforms: [
      {
        label: 'Facebook (app or web)',
        steps: [
          'Open Meta Accounts Center → Your information and permissions → Download your information → Download or transfer information.',
          'Choose your Facebook profile, then “Specific types of information” → Messages → Next → Download to device.',
          'Format: JSON (not HTML); Date range: All time; then Create files. Meta emails you when the files are ready (minutes to days).',
          'Upload the .zip you download (a big export comes as several: upload each), or one message_1.json from messages/inbox/<chat>/.',
          'Chats that are end-to-end encrypted are left out of this download (Messenger offers them separately, in its own settings); Mnemo does not read that separate download yet.',
        ],
      },
    ],
  },
  {
    source: 'instagram',
    title: 'Instagram',
    blurb: 'Instagram direct messages from Meta’s “Download your information”, in JSON.',
    accept: '.json,.zip,application/json,application/zip',
    platforms: [
      {
        label: 'Instagram (app or web)',
        steps: [
          'Open Settings → Accounts Center → Your information and permissions → Download your information → Download or transfer information.',
          'Choose your Instagram account, then “Specific types of information” → Messages → Next → Download to device.',
          'Format: JSON (not HTML); Date range: All time; then Create files. Instagram emails you when the files are ready.',
          'Upload the .zip you download (a big export comes as several: upload each), or one message_1.json from your_instagram_activity/messages/inbox/<chat>/ (a single file is read as Messenger unless it shows it is Instagram’s: the .zip always does).',
        ],
      },
    ],
  },
  {
    source: 'signal',
    title: 'Signal',
    blurb: 'Signal Desktop’s chats, exported with signal-export (Markdown or JSON).',
    accept: '.md,.json,.zip,text/markdown,application/json,application/zip',
    platforms: [
      {
        label: 'Signal Desktop (Windows, macOS, Linux)',
        steps: [
          'Signal exports no chats itself: link Signal Desktop to your phone so it holds your history.',
          'Quit Signal Desktop, install signal-export (github.com/carderne/signal-export, `pip install signal-export`) and run `sigexport ~/signal-chats`.',
          'Each chat gets a folder named after the contact or group, with chat.md, data.json and its media.',
          'Upload a chat.md or data.json, or a .zip of the whole output folder.',
        ],
      },
    ],
  },
  {
    source: 'imessage',
    title: 'iMessage',
    blurb: 'Messages from a Mac, exported with imessage-exporter as TXT or HTML.',
    accept: '.txt,.html,.zip,text/plain,text/html,application/zip',
    platforms: [
      {
        label: 'Mac',
        steps: [
          'Make sure Messages in iCloud has synced your history to the Mac.',
          'Install imessage-exporter (github.com/ReagentX/imessage-exporter), e.g. `brew install imessage-exporter`.',
          'Give Terminal Full Disk Access (System Settings → Privacy & Security), so it can read your Messages.',
          'Run `imessage-exporter -f txt -o ~/imessage` (or `-f html`); keep yourself named “Me” (no `-m`).',
          'Upload one conversation’s file, or a .zip of the output folder.',
        ],
      },
    ],
  },
  {
    source: 'gps-track',
    title: 'GPS tracks',
    blurb: 'GPX, KML or TCX from a sports watch, a hiking app or Google My Maps: tracks and waypoints.',
    accept: '.gpx,.kml,.kmz,.tcx,.gz,.zip,application/gpx+xml,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/zip',
    platforms: [
      {
        label: 'Apps and devices',
        steps: [
          'Strava: open an activity → ⋯ → Export GPX. Garmin Connect: open an activity → ⚙ → Export to GPX (or TCX). Komoot: a tour → ⋯ → Download GPX.',
          'OsmAnd, Gaia GPS and most hiking apps: share a track as GPX.',
          'Google My Maps: ⋮ → Export to KML/KMZ. Google Earth: right-click a place or folder → Save place as (.kmz).',
          'Upload the .gpx, .kml, .kmz or .tcx files, or a .zip of them.',
        ],
      },
      {
        label: 'Strava (all activities)',
        steps: [
          'On strava.com: Settings → My Account → Download or Delete Your Account → Get Started → Request your archive.',
          'Download the export_….zip from the email Strava sends.',
          'Upload the zip as it is: the GPX files in activities/ (also .gpx.gz) are read; .fit files are not.',
        ],
      },
    ],
  },
];
