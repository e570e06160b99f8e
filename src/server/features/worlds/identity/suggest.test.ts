/** The suggestions engine on its own: which pairs, why, how sure, and which are merged without asking. */
import { describe, expect, it } from 'vitest';
import { normalisePhone, pairKey, suggestIdentities, suggestionId, type IdentityCandidate } from './suggest';

let n = 0;
function person(name: string, more: Partial<IdentityCandidate> = {}): IdentityCandidate {
  const compact = name.replace(/[\s().-]/g, '');
  const key = /^\+?\d{6,}$/.test(compact) ? `tel:${compact.replace(/^00/, '+')}` : `name:${name}`;
  return { id: `p${++n}`, key, name, chatIds: ['c1'], sources: ['whatsapp'], messageCount: 10, isSelf: false, ...more };
}
const pairs = (list: IdentityCandidate[], opts = {}) =>
  suggestIdentities(list, opts).map((s) => ({
    names: [list.find((p) => p.id === s.a)!.name, list.find((p) => p.id === s.b)!.name].sort(),
    kind: s.kind,
    auto: s.auto,
    confidence: s.confidence,
    reason: s.reason,
  }));

describe('phone numbers', () => {
  it('reads +49 170 1234567, 0170 1234567 (a German account) and 00491701234567 as one number', () => {
    expect(normalisePhone('+49 170 1234567')).toBe('+491701234567');
    expect(normalisePhone('0170 1234567', 'DE')).toBe('+491701234567');
    expect(normalisePhone('00491701234567')).toBe('+491701234567');
    expect(normalisePhone('491701234567')).toBe('+491701234567');
    // Without a country a national number is not guessed.
    expect(normalisePhone('0170 1234567')).not.toBe('+491701234567');
  });

  it('merges the same number in other formats automatically, and says so', () => {
    const list = [person('+49 170 1234567'), person('0170 1234567', { chatIds: ['c2'] }), person('00491701234567', { key: 'tel:00491701234567', chatIds: ['c3'] })];
    const found = pairs(list, { region: 'DE' });
    // (The import keys +49… and 0049… alike, tel:+49…; here each is its own row.)
    expect(found).toHaveLength(3);
    for (const s of found) expect(s).toMatchObject({ kind: 'phone', auto: true, confidence: 1, reason: 'Same phone number +49 170 1234567' });
    // Without the account's country the national form is left alone.
    expect(pairs(list).filter((s) => s.names.includes('0170 1234567'))).toEqual([]);
  });

  it('a WhatsApp contact whose phone a Telegram export gives', () => {
    const wa = person('+49 170 1234567', { sources: ['whatsapp'] });
    const tg = person('Maria Rossi', { sources: ['telegram'], chatIds: ['t1'], phones: ['+49 (170) 123-4567'] });
    expect(pairs([wa, tg])).toEqual([expect.objectContaining({ kind: 'phone', auto: true, names: ['+49 170 1234567', 'Maria Rossi'] })]);
  });

  it('a Matrix bridge’s puppet and the WhatsApp number it stands for', () => {
    const puppet = person('@whatsapp_491701234567:matrix.example.org', { sources: ['matrix'], chatIds: ['m1'] });
    const wa = person('+49 170 1234567');
    expect(pairs([puppet, wa])).toEqual([
      expect.objectContaining({ kind: 'puppet', auto: true, reason: 'Same phone number +49 170 1234567 (one of them is its Matrix bridge’s user)' }),
    ]);
  });

  it('the same Telegram account under two names (renamed between exports) is one person, automatically', () => {
    const before = person('Lena V.', { sources: ['telegram'], accounts: ['telegram:user4242'] });
    const after = person('Lena Vogel', { sources: ['telegram'], chatIds: ['t2'], accounts: ['telegram:user4242'] });
    expect(pairs([before, after])).toEqual([expect.objectContaining({ kind: 'account', auto: true, reason: 'Same Telegram account (user4242)' })]);
    expect(pairs([before, person('Lena V.', { accounts: ['telegram:user77'], chatIds: ['t3'] })])).toEqual([expect.objectContaining({ auto: false })]);
  });

  it('joins the owner with someone else only on the same number', () => {
    const me = person('+49 170 1234567', { isSelf: true });
    expect(pairs([me, person('0170 1234567')], { region: 'DE' })).toHaveLength(1);
    expect(pairs([person('Maria', { isSelf: true }), person('maria')])).toEqual([]);
  });
});

describe('name variants', () => {
  it('case, accents and emoji; a number added; a username', () => {
    const found = pairs([person('Maria'), person('María 🌸', { chatIds: ['c9'] })]);
    expect(found).toEqual([expect.objectContaining({ kind: 'variant', auto: false, reason: '“Maria” and “María 🌸” differ only in case, accents or emoji' })]);
    expect(pairs([person('Maria'), person('Maria2')])).toEqual([
      expect.objectContaining({ kind: 'digits', auto: false, reason: '“Maria2” looks like “Maria” with a number added' }),
    ]);
    expect(pairs([person('Maria Rossi'), person('@maria_rossi', { sources: ['telegram'] })])).toEqual([
      expect.objectContaining({ kind: 'username', auto: false, reason: '“@maria_rossi” looks like the username of “Maria Rossi”' }),
    ]);
  });

  it('cross-source: the same person’s WhatsApp contact name and Telegram display name is a little surer', () => {
    const same = pairs([person('Giuseppe Verdi'), person('giuseppe verdi', { chatIds: ['c2'] })])[0]!;
    const cross = pairs([person('Giuseppe Verdi'), person('giuseppe verdi', { sources: ['telegram'], chatIds: ['t1'] })])[0]!;
    expect(cross.confidence).toBeGreaterThan(same.confidence);
    expect(cross.auto).toBe(false);
  });

  it('a first name and a full name only when they write in the same chat', () => {
    expect(pairs([person('Maria', { chatIds: ['g'] }), person('Maria Rossi', { chatIds: ['g', 'x'] })])).toEqual([
      expect.objectContaining({ kind: 'first-name', auto: false, confidence: 0.6 }),
    ]);
    expect(pairs([person('Maria', { chatIds: ['a'] }), person('Maria Rossi', { chatIds: ['b'] })])).toEqual([]);
    // A group with four Marias of full name: the first name alone does not tell which.
    const group = ['Rossi', 'Bianchi', 'Verdi', 'Neri'].map((last) => person(`Maria ${last}`, { chatIds: ['g'] }));
    expect(pairs([person('Maria', { chatIds: ['g'] }), ...group])).toEqual([]);
  });

  it('two different people sharing a first name in different chats, or only an email, are not suggested', () => {
    expect(pairs([person('Maria Rossi', { chatIds: ['a'] }), person('Maria Bianchi', { chatIds: ['b'] })])).toEqual([]);
    // A family's address is no evidence that two people are one.
    const shared = pairs([
      person('Anna Weber', { emails: ['family@weber.de'] }),
      person('Jonas Weber', { emails: ['Family@Weber.de'], chatIds: ['c2'] }),
    ]);
    expect(shared).toEqual([]);
    // Beside a name match it makes the suggestion a little surer, and is said.
    const plain = pairs([person('Anna Weber'), person('anna weber', { chatIds: ['c2'] })])[0]!;
    const both = pairs([person('Anna Weber', { emails: ['anna@weber.de'] }), person('anna weber', { emails: ['anna@weber.de'], chatIds: ['c2'] })])[0]!;
    expect(both.confidence).toBeGreaterThan(plain.confidence);
    expect(both).toMatchObject({ kind: 'variant', auto: false });
    expect(both.reason).toContain('both also use anna@weber.de');
  });

  it('two known numbers that differ keep a name match apart: the identifier wins', () => {
    expect(pairs([person('Jonas', { phones: ['+49 170 1234567'] }), person('Jonas', { phones: ['+49 170 7654321'], sources: ['telegram'], chatIds: ['t'] })])).toEqual([]);
    expect(pairs([person('Maria', { phones: ['+49 170 1111111'] }), person('Maria2', { phones: ['+49 170 2222222'] })])).toEqual([]);
    // A number on one side only says nothing against the name.
    expect(pairs([person('Maria', { phones: ['+49 170 1111111'] }), person('Maria2')])).toEqual([expect.objectContaining({ kind: 'digits' })]);
    // Two numbers each, one shared: the same person (automatic).
    expect(pairs([person('Jonas', { phones: ['+49 170 1234567', '+49 30 1234567'] }), person('J.', { phones: ['030 1234567'] })], { region: 'DE' })).toEqual([
      expect.objectContaining({ kind: 'phone', auto: true }),
    ]);
  });

  it('folds names: a handle without separator, ü as ue (and ø, æ, å) both ways, "Last, First"', () => {
    expect(pairs([person('Tom Baker'), person('tombaker', { sources: ['matrix'], chatIds: ['m'] })])).toEqual([
      expect.objectContaining({ kind: 'username', auto: false, reason: '“tombaker” looks like the username of “Tom Baker”' }),
    ]);
    expect(pairs([person('Müller, Stefan'), person('Stefan Mueller', { chatIds: ['t'] })])).toEqual([
      expect.objectContaining({ kind: 'variant', auto: false, reason: '“Müller, Stefan” and “Stefan Mueller” are one name written another way (ü as ue, last name first or spaces)' }),
    ]);
    for (const [x, y] of [
      ['Jürgen Groß', 'Juergen Gross'],
      ['Juergen Gross', 'Jürgen Groß'],
      ['Jürgen', 'Jurgen'],
      ['Søren Kierkegaard', 'Soeren Kierkegaard'],
      ['Søren', 'Soren'],
      ['Ærø', 'Aeroe'],
      ['Åsa Lindström', 'Aasa Lindstroem'],
    ]) {
      expect(pairs([person(x!), person(y!, { chatIds: ['c7'] })]), `${x} ↔ ${y}`).toEqual([expect.objectContaining({ kind: 'variant', auto: false })]);
    }
    // Different people stay apart.
    expect(pairs([person('Katrin Vogel'), person('Kathrin Vogt', { chatIds: ['c7'] })])).toEqual([]);
    expect(pairs([person('Tom Baker'), person('Tom Hardy', { chatIds: ['c7'] })])).toEqual([]);
  });

  it('a very common name gives nothing', () => {
    const many = Array.from({ length: 40 }, (_, i) => person(i % 2 ? 'Alex' : 'alex', { chatIds: [`c${i}`] }));
    expect(pairs(many)).toEqual([]);
  });
});

describe('decisions', () => {
  it('skips a pair decided by any of its keys, and the id is the same from both sides', () => {
    const a = person('Maria');
    const b = person('Maria2', { keys: ['name:Maria2', 'tel:+491701234567'] });
    expect(pairs([a, b])).toHaveLength(1);
    expect(pairs([a, b], { decided: new Set([pairKey('tel:+491701234567', 'name:Maria')]) })).toEqual([]);
    expect(suggestionId('name:Maria', 'name:Maria2')).toBe(suggestionId('name:Maria2', 'name:Maria'));
  });
});
