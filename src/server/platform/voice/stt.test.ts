import { describe, expect, it } from 'vitest';
import { readHypothesis } from './stt';

/** What the engine read lines with before #25 (polynomial backtracking on long lines). */
function previousRead(line: string): { words: string; id: string } | undefined {
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the old reading, kept to compare with on short lines
  const m = /^(.*?)\s*\((\S+)\s+-?\d+\)\s*$/.exec(line);
  return m ? { words: m[1]!, id: m[2]! } : undefined;
}

describe('pocketsphinx hypothesis lines (#25)', () => {
  it('reads the words and the utterance id', () => {
    expect(readHypothesis('hello world (utt-3 -4521)')).toEqual({ words: 'hello world', id: 'utt-3' });
    expect(readHypothesis('(utt-3 0)  ')).toEqual({ words: '', id: 'utt-3' });
    expect(readHypothesis('a(b) (c 1)')).toEqual({ words: 'a(b)', id: 'c' });
    expect(readHypothesis('hello world')).toBeUndefined();
    expect(readHypothesis('hello (utt x)')).toBeUndefined();
  });

  it('gives what the previous pattern gave, odd lines included', () => {
    const lines = [
      'hello world (utt1 -3456)', ' (a 1) ', 'hi (( 2)', 'a(b 3)', 'a((b 3)', 'x (a b 3)', '(-5)', 'w (i --5)', 'w (i -5)\r',
      ' a (b\u2028 3)', '\r(b 3)', 'a\r b (c 3)', 'a \r(c 3)', 'a(\r 3)', '( 3)', '(( 3)', 'w  (id  12 )', 'w (id 12)x',
    ];
    for (const line of lines) expect(readHypothesis(line), JSON.stringify(line)).toEqual(previousRead(line));
  });

  it('reads long pathological lines (runs of spaces and brackets) in one pass', () => {
    const spaces = ' '.repeat(200_000);
    expect(readHypothesis(`a${spaces}(x${spaces}`)).toBeUndefined();
    expect(readHypothesis(`a${spaces}(utt 1)`)).toEqual({ words: 'a', id: 'utt' });
    expect(readHypothesis(`${'('.repeat(200_000)} 5)`)).toEqual({ words: '', id: '('.repeat(199_999) });
    expect(readHypothesis(`${'(a'.repeat(100_000)} 5)\u2028`)).toEqual({ words: '', id: `a${'(a'.repeat(99_999)}` });
  });
});
