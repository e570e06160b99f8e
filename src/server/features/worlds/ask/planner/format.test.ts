/** Quoting a message around the words it was found by (#29): the fact after a long opening is not cut off. */
import { describe, expect, it } from 'vitest';
import { quote, quoteAround } from './format';

const LONG = 'So you land on Saturday the 14th and the flight is late as usual I bet? You can stay at my place in Kreuzberg, the sofa is yours.';

describe('quoteAround', () => {
  it('starts a few words before the first word asked about', () => {
    expect(quote(LONG, 70)).not.toContain('Kreuzberg');
    const q = quoteAround(LONG, ['stay'], 70);
    expect(q).toContain('stay at my place in Kreuzberg');
    expect(q.startsWith('“…')).toBe(true);
  });

  it('matches folded words and word starts, and quotes short texts whole', () => {
    expect(quoteAround('Ο γάμος θα είναι στις 13 Σεπτεμβρίου στη Θεσσαλονίκη, κράτα την ημερομηνία και έλα νωρίτερα να βοηθήσεις με τα μπομπονιέρες', ['Θεσσαλονικη'], 60)).toContain('Θεσσαλονίκη');
    expect(quoteAround('short one', ['one'], 70)).toBe('“short one”');
    expect(quoteAround(LONG, ['nothinghere'], 70)).toBe(quote(LONG, 70));
  });
});
