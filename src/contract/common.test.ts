import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, stripControlCharacters, text, TEXT_MESSAGE } from './common';

describe('text(): the string builder of every request schema', () => {
  const Name = text().trim().max(10, 'Too long');

  it('accepts ordinary text, including tab, line feed, carriage return, emoji and non-Latin scripts', () => {
    for (const s of ['Ada', 'a\tb', 'line\nline', 'crlf\r\n', 'Zoë 😀', 'München', '東京', 'مرحبا', '\u00a0nbsp', '\u007f\u0085']) {
      expect(Name.safeParse(s).success, JSON.stringify(s)).toBe(true);
    }
  });

  it('refuses NUL, the other C0 controls and lone surrogates with one message', () => {
    const bad = ['Ada\u0000', '\u0001', 'a\u0008b', 'vt\u000b', 'ff\u000c', 'esc\u001b[31m', 'us\u001f', '\ud800', 'x\udfffy', 'end\ud83d', '\ude00start'];
    for (const s of bad) {
      const r = Name.safeParse(s);
      expect(r.success, JSON.stringify(s)).toBe(false);
      expect(r.error?.issues[0]?.message, JSON.stringify(s)).toBe(TEXT_MESSAGE);
    }
  });

  it('checks the text as sent, before trimming, and keeps the other checks', () => {
    expect(Name.safeParse('  ok \u0000').success).toBe(false);
    expect(Name.parse('  ok  ')).toBe('ok');
    expect(Name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Too long');
    expect(text({ error: 'Required' }).safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });

  it('hasForbiddenCharacters and stripControlCharacters agree', () => {
    const dirty = 'a\u0000b\u0007c\td\ne\ud800f😀';
    expect(hasForbiddenCharacters(dirty)).toBe(true);
    const clean = stripControlCharacters(dirty);
    expect(clean).toBe('abc\td\ne\ufffdf😀');
    expect(hasForbiddenCharacters(clean)).toBe(false);
  });
});
