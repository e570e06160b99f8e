/**
 * The country a phone number without its country code is read in (a WhatsApp export of a
 * German phone writes "0170 1234567"): the country of the account's time zone, where the
 * zone belongs to one country. A zone not listed (or none set) gives undefined, and such a
 * number is then only read as international ("491701234567" → +49 170 1234567).
 */
import type { CountryCode } from 'libphonenumber-js';

/** IANA zone → ISO 3166 country, for the zones most accounts have (one country each). */
const ZONE_COUNTRY: Record<string, CountryCode> = {
  'Europe/Amsterdam': 'NL', 'Europe/Athens': 'GR', 'Europe/Belgrade': 'RS', 'Europe/Berlin': 'DE', 'Europe/Brussels': 'BE',
  'Europe/Bucharest': 'RO', 'Europe/Budapest': 'HU', 'Europe/Copenhagen': 'DK', 'Europe/Dublin': 'IE', 'Europe/Helsinki': 'FI',
  'Europe/Istanbul': 'TR', 'Europe/Kiev': 'UA', 'Europe/Kyiv': 'UA', 'Europe/Lisbon': 'PT', 'Europe/London': 'GB',
  'Europe/Luxembourg': 'LU', 'Europe/Madrid': 'ES', 'Europe/Moscow': 'RU', 'Europe/Oslo': 'NO', 'Europe/Paris': 'FR',
  'Europe/Prague': 'CZ', 'Europe/Rome': 'IT', 'Europe/Sofia': 'BG', 'Europe/Stockholm': 'SE', 'Europe/Vienna': 'AT',
  'Europe/Vilnius': 'LT', 'Europe/Warsaw': 'PL', 'Europe/Zagreb': 'HR', 'Europe/Zurich': 'CH', 'Europe/Riga': 'LV',
  'Europe/Tallinn': 'EE', 'Europe/Ljubljana': 'SI', 'Europe/Bratislava': 'SK', 'Atlantic/Reykjavik': 'IS',
  'America/New_York': 'US', 'America/Chicago': 'US', 'America/Denver': 'US', 'America/Los_Angeles': 'US', 'America/Phoenix': 'US',
  'America/Anchorage': 'US', 'Pacific/Honolulu': 'US', 'America/Toronto': 'CA', 'America/Vancouver': 'CA', 'America/Mexico_City': 'MX',
  'America/Sao_Paulo': 'BR', 'America/Argentina/Buenos_Aires': 'AR', 'America/Bogota': 'CO', 'America/Lima': 'PE', 'America/Santiago': 'CL',
  'Asia/Tokyo': 'JP', 'Asia/Seoul': 'KR', 'Asia/Shanghai': 'CN', 'Asia/Hong_Kong': 'HK', 'Asia/Taipei': 'TW', 'Asia/Singapore': 'SG',
  'Asia/Kolkata': 'IN', 'Asia/Calcutta': 'IN', 'Asia/Dubai': 'AE', 'Asia/Jerusalem': 'IL', 'Asia/Bangkok': 'TH', 'Asia/Jakarta': 'ID',
  'Asia/Manila': 'PH', 'Asia/Karachi': 'PK', 'Asia/Dhaka': 'BD', 'Asia/Ho_Chi_Minh': 'VN', 'Asia/Kuala_Lumpur': 'MY', 'Asia/Riyadh': 'SA',
  'Asia/Tehran': 'IR', 'Africa/Cairo': 'EG', 'Africa/Lagos': 'NG', 'Africa/Johannesburg': 'ZA', 'Africa/Nairobi': 'KE', 'Africa/Casablanca': 'MA',
  'Australia/Sydney': 'AU', 'Australia/Melbourne': 'AU', 'Australia/Brisbane': 'AU', 'Australia/Perth': 'AU', 'Australia/Adelaide': 'AU',
  'Pacific/Auckland': 'NZ',
};

export function regionOfTimeZone(timeZone: string | null | undefined): CountryCode | undefined {
  return timeZone ? ZONE_COUNTRY[timeZone] : undefined;
}
