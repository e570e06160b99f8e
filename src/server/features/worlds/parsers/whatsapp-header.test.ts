import { describe, expect, it } from 'vitest';
import { clockOf, readHeader, startsLikeHeader, usStyleLayout } from './whatsapp-header';

/** What a header reads as: its three date numbers, its clock, and the body after it. */
function read(line: string) {
  const h = readHeader(line);
  return h && { date: [h.a, h.b, h.c], time: clockOf(h), body: line.slice(h.end) };
}

describe('readHeader (#28)', () => {
  it('reads the parts of each layout, with the body after it', () => {
    expect(read('12/31/20, 9:05 PM - Alice: hi')).toEqual({ date: [12, 31, 20], time: '21:05:00', body: 'Alice: hi' });
    expect(read('[31.12.20, 21:05:33] Bob: hey')).toEqual({ date: [31, 12, 20], time: '21:05:33', body: 'Bob: hey' });
    expect(read('13.6.2018 klo 21.25.15 - Matti: moi')).toEqual({ date: [13, 6, 2018], time: '21:25:15', body: 'Matti: moi' });
    expect(read('22:35, 12/07/2017 - Ana: oi')).toEqual({ date: [12, 7, 2017], time: '22:35:00', body: 'Ana: oi' });
    expect(read('١٣/٦/٢٠١٨، ٩:٢٥ م - أحمد: مرحبا')).toEqual({ date: [13, 6, 2018], time: '21:25:00', body: 'أحمد: مرحبا' });
    expect(read('13/6/2561 21:25 - สมชาย: สวัสดี')).toEqual({ date: [13, 6, 2018], time: '21:25:00', body: 'สมชาย: สวัสดี' });
    expect(read('[R2/01/05 21:25:15] 太郎: はい')).toEqual({ date: [2020, 1, 5], time: '21:25:15', body: '太郎: はい' });
    expect(read('12/31/20, 21:05: Alice: the old colon layout')).toEqual({ date: [12, 31, 20], time: '21:05:00', body: 'Alice: the old colon layout' });
    expect(read('12/31/20, 9:05 PM - ')).toEqual({ date: [12, 31, 20], time: '21:05:00', body: '' });
  });

  it('reads a 12-hour clock: 12 AM is midnight, 12 PM noon, 00 a. m. the midnight hour; 13 PM is 13:00 (the hour stands), 13 AM no time', () => {
    expect(read('1/2/20, 12:10 AM - A: x')?.time).toBe('00:10:00');
    expect(read('1/2/20, 12:10 PM - A: x')?.time).toBe('12:10:00');
    expect(read('1/2/20, 00:08 a. m. - A: x')?.time).toBe('00:08:00');
    expect(read('1/2/20, 13:08 p. m. - A: x')?.time).toBe('13:08:00');
    expect(read('1/2/20, 13:08 a. m. - A: x')?.time).toBeUndefined();
    expect(read('1/2/20, 24:00 - A: x')?.time).toBeUndefined();
  });

  it('reads the same date again after a header that had it (the fast path) exactly as the first time', () => {
    const first = read('25/12/20, 9:05 - A: one');
    const again = read('25/12/20, 10:15 - B: two');
    expect(first).toEqual({ date: [25, 12, 20], time: '09:05:00', body: 'A: one' });
    expect(again).toEqual({ date: [25, 12, 20], time: '10:15:00', body: 'B: two' });
    // The same date followed by more spaces, or by no time, reads as the slow path does.
    expect(read('25/12/20,  10:16 - B: three')).toEqual({ date: [25, 12, 20], time: '10:16:00', body: 'B: three' });
    expect(read('25/12/20, we met')).toBeUndefined();
  });

  it('finds no header in text that only starts with numbers', () => {
    for (const line of [
      '',
      'hello',
      '12:30 was the time',
      '1/2/3 no time here',
      '2020-12-31T21:05:00 Alice: ISO times are no WhatsApp layout',
      '12/31/20, 9:05PMX - A: x',
      '12/31/20 9:05',
      'R2D2: beep',
      '[link](https://example.com)',
    ]) {
      expect(readHeader(line), line).toBeUndefined();
    }
  });

  it('tells lines that start like a header in an unknown layout', () => {
    expect(startsLikeHeader('2020-12-31T21:05:00 Alice: hi')).toBe(true);
    expect(startsLikeHeader('[2020-12-31 at 21:05] Alice: hi')).toBe(true);
    expect(startsLikeHeader('12/31/20 was a good day')).toBe(false);
    expect(startsLikeHeader('10:00 meeting')).toBe(false);
  });

  it('marks US-style layouts (slashes and a 12-hour clock) for the locale fallback', () => {
    expect(usStyleLayout(readHeader('1/2/20, 9:05 PM - A: x')!.layout)).toBe(true);
    expect(usStyleLayout(readHeader('1/2/20, 21:05 - A: x')!.layout)).toBe(false);
    expect(usStyleLayout(readHeader('1.2.20, 9:05 PM - A: x')!.layout)).toBe(false);
  });

  it('gives one layout per phone format and another to a different one', () => {
    const layout = (line: string) => readHeader(line)!.layout;
    expect(layout('1/2/20, 9:05 PM - A: x')).toBe(layout('12/31/21, 11:59 AM - B: y'));
    expect(layout('1/2/20, 9:05 PM - A: x')).not.toBe(layout('31.12.20, 21:05 - A: x'));
    expect(layout('25/1/21, 9:05 - A: x')).not.toBe(layout('[27/01/2021, 08:15:42] A: x'));
  });

  it('reads in time linear in nothing but a bounded start: a long line of digits and spaces costs no more than a short one', () => {
    const long = `${'1'.repeat(100_000)}/2/3, 10:00 - A: x`;
    expect(readHeader(long)).toBeUndefined();
    expect(readHeader(`1/2/20,${' '.repeat(100_000)}10:00 - A: x`)).toBeUndefined();
  });
});
