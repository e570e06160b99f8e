/**
 * One folding for every matcher of the Ask code (common.ts foldName/foldLetters): confusable
 * letters NFKD leaves whole (Ð/Đ, Ø, Ł, dotless ı, ß, æ, œ, þ) and fullwidth forms fold to
 * their base letters, and no other file of ask/ defines a lower-casing accent fold of its own
 * (a second fold is how "Ðà Lạt" stopped matching "Đà Lạt").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldName as foldPerson } from '../../identity/suggest';
import { cityName } from '../../geo/reverse-geocode';
import { foldLetters, foldName } from './common';

const ask = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the one fold', () => {
  it('folds confusable letters and fullwidth forms to their base letters', () => {
    expect(foldName('\u00d0à Lạt')).toBe(foldName('\u0110à Lạt'));
    expect(foldName('Đà Lạt')).toBe('da lat');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('Søren Ørsted')).toBe('soren orsted');
    expect(foldName('Kırıkkale')).toBe('kirikkale');
    expect(foldName('Straße')).toBe('strasse');
    expect(foldName('Ærøskøbing')).toBe('aeroskobing');
    expect(foldName('Œuvre')).toBe('oeuvre');
    expect(foldName('Þórshöfn')).toBe('thorshofn');
    expect(foldName('Ｈａｎｏｉ  ２０２４')).toBe('hanoi 2024');
    expect(foldLetters('Ngọc  Ánh!')).toBe('ngoc  anh!');
  });

  it('person names fold the same letters', () => {
    for (const [a, b] of [['\u00d0ỗ Thị Lan', 'Đỗ Thị Lan'], ['Paweł', 'Pawel'], ['Þóra', 'Thora'], ['Ｍａｉ', 'Mai']]) expect(foldPerson(a!)).toBe(foldPerson(b!));
  });

  it('city names outside Iceland and the Faroes write the D with stroke, not the eth', () => {
    expect(cityName('\u00d0à Lạt', 'VN')).toBe('\u0110à Lạt');
    expect(cityName('\u00d0akovo', 'HR')).toBe('\u0110akovo');
    expect(cityName('Hafnarfjör\u00f0ur', 'IS')).toBe('Hafnarfjör\u00f0ur');
  });

  it('no other file of the Ask code defines its own lower-casing accent fold', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && p !== path.join(ask, 'tools', 'common.ts')) {
          // A normalize and a toLowerCase within a few lines of each other; case-keeping folds
          // (a question read for its capitals) are another function.
          const text = fs.readFileSync(p, 'utf8');
          for (const m of text.matchAll(/\.normalize\('NFK?D'\)[^;]{0,120}toLowerCase\(\)|toLowerCase\(\)[^;]{0,120}\.normalize\('NFK?D'\)/g)) {
            offenders.push(`${path.relative(ask, p)}:${text.slice(0, m.index).split('\n').length}`);
          }
        }
      }
    };
    walk(ask);
    expect(offenders).toEqual([]);
  });
});
