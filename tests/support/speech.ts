/**
 * Real recorded speech for recognition tests and benchmarks: the LibriVox clips of
 * Debian's pocketsphinx-testdata (read speech, 16 kHz mono WAV, with reference
 * transcriptions), and word error rate.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

export interface Clip {
  id: string;
  file: string;
  reference: string;
}

/** The five LibriVox clips with their reference transcripts. */
export function librivoxClips(dir = LIBRIVOX_DIR): Clip[] {
  const lines = fs.readFileSync(path.join(dir, 'transcription'), 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => {
    const m = /^<s>(.*)<\/s>\s*\((\S+)\)$/.exec(line.trim());
    if (!m) throw new Error(`unexpected transcription line: ${line}`);
    const id = m[2]!;
    return { id, file: path.join(dir, `${id}.wav`), reference: m[1]!.trim() };
  });
}

/** Lower case, no punctuation; spoken and written forms of a few words made equal. */
export function normalizeWords(text: string): string[] {
  const same: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor' };
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => same[w] ?? w);
}

/** Word-level edit distance (substitutions + insertions + deletions). */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = normalizeWords(reference);
  const h = normalizeWords(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const cur = [i];
    for (let j = 1; j <= h.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return { errors: prev[h.length]!, words: r.length };
}

/** Word error rate over several (reference, hypothesis) pairs: total errors / total reference words. */
export function wordErrorRate(pairs: { reference: string; hypothesis: string }[]): number {
  let errors = 0;
  let words = 0;
  for (const p of pairs) {
    const e = wordErrors(p.reference, p.hypothesis);
    errors += e.errors;
    words += e.words;
  }
  return words ? errors / words : 0;
}
