/** A person's identity in world_people.key: import-writer.ts writes it, owner.ts reads chat titles with it. */

const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A person's identity: the exact name, or the digits of a phone number ("+44 7700 900123" = "+447700900123"). */
export function personKey(author: string): { key: string; name: string } {
  const name = author.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim() || 'Unknown';
  const compact = name.replace(/[\s().\-\u00a0\u202f]/g, '');
  if (/^\+?\d{6,}$/.test(compact)) return { key: `tel:${compact.replace(/^00/, '+')}`, name };
  return { key: `name:${name}`, name };
}
