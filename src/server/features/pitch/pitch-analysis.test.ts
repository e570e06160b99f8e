/**
 * The pitch coach's figures, on real recordings and on pitches with known answers.
 *
 * Hand-computed figures (worked out on paper, not by this code):
 * - LibriVox clips (pocketsphinx-testdata): the words of each reference transcript counted
 *   one by one (0870: 22, 0880: 8, 0890: 14, 0920: 19, 0930: 8 = 71 words), the clip lengths
 *   read from `soxi -D` (7.10, 2.99, 5.30, 6.05, 3.29 s = 24.73 s): 71 / 24.73 s × 60 =
 *   172.3 words a minute over the five clips. The coach measures over the speaking time
 *   (without the silence before and after), so its figure may be higher; the test allows
 *   10 % over the five clips. The clips are read prose: by hand, 0 fillers.
 * - Pasted pitches: fillers counted by hand against the rules in pitch-analysis.ts; the
 *   pace of pasted text is the stated rate by construction (times are estimated from it).
 * - espeak-ng recordings (made here, nothing downloaded): the structure of a pitch read by
 *   a synthetic voice, recognised by pocketsphinx. Synthetic speech is recognised poorly
 *   (PLATFORM-NOTES), so only the parts whose cue words survive are asserted.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { skipUnlessAvailable } from '../../../../tests/support/require-service';
import { LIBRIVOX_DIR, librivoxClips } from '../../../../tests/support/speech';
import { analyzePitch } from './pitch-analysis';
import { findFillers } from './pitch-lexicon';
import { createPitchRecognizer, parseHypseg } from './pitch-recognizer';
import { wordsFromText } from './pitch-words';

const noSpeech = skipUnlessAvailable(
  'pocketsphinx and the LibriVox clips',
  fs.existsSync(LIBRIVOX_DIR) && fs.existsSync('/usr/bin/pocketsphinx_batch'),
  'bash scripts/setup.sh --no-build installs pocketsphinx and pocketsphinx-testdata',
);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-pitch-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const recognizer = createPitchRecognizer({ modelDir: '/usr/share/pocketsphinx/model/en-us', workDir: work, maxSeconds: 180 });

const text = (t: string, wpm = 150) => analyzePitch({ source: 'text', words: wordsFromText(t, wpm), timesEstimated: true, assumedWpm: wpm });

describe('pasted pitches (hand-counted)', () => {
  it('counts fillers by the stated rules', () => {
    // By hand: um (1), like after a comma (2), basically (3), "you know" (4), uh (5), "I mean" at a sentence start (6).
    // Not fillers: "I like" (a verb), "looks like" (a comparison), "do you know" (a question).
    const a = text('Um, we help clinics. It is, like, basically broken, you know. I like this market. It looks like a fit. Do you know why? Uh, I mean it works.');
    expect(a.fillers.total).toBe(6);
    expect(Object.fromEntries(a.fillers.byWord.map((b) => [b.filler, b.count]))).toEqual({ um: 1, like: 1, basically: 1, 'you know': 1, uh: 1, 'i mean': 1 });
  });

  it('has the stated pace, and says its times are estimated', () => {
    const a = text('We help small clinics fill empty slots. '.repeat(10), 130);
    expect(a.wordCount).toBe(70);
    expect(a.wpm).toBe(130);
    expect(a.timesEstimated).toBe(true);
    expect(a.pauses).toEqual([]);
  });

  it('finds the parts of a pitch in order, the first number, the scores and the shut-up moment', () => {
    const a = text(
      'Clinics lose ten hours a week to phone scheduling. Our solution is an assistant that fills empty slots automatically. ' +
        'The market is 200,000 clinics. We have 120 paying customers. We charge $99 per month. Our team built scheduling software for six years. ' +
        'We are raising $1.5M to hire four engineers. ' +
        'And we also think about dentists and vets and pharmacies and all the analytics we could sell and the partnerships and everything else we could possibly do with that data later on. ' +
        'There is so much more we could do with it, honestly, across every kind of practice in every country.',
    );
    expect(a.structure.found.map((f) => f.kind)).toEqual(['problem', 'solution', 'market', 'traction', 'business-model', 'team', 'ask']);
    expect(a.structure.inOrder).toBe(true);
    expect(a.firstNumber?.text).toMatch(/^ten/);
    expect(a.firstNumber?.word).toBe(2); // by hand: "ten" is the third word
    expect(a.firstNumber?.at).toBe(Math.round(a.words[2]!.start * 10) / 10);
    const stop = a.shutUp.moments.find((m) => m.kind === 'stop');
    expect(stop?.sentence).toBe(6); // right after "We are raising $1.5M …"
    expect(a.shutUp.meter).toBeGreaterThan(0);
    expect(a.scores.ask.score).toBeGreaterThanOrEqual(7);
    expect(a.scores.ask.evidence).toContain('Names an amount.');
    expect(a.runOns.map((r) => r.sentence)).toEqual([7]);
    // The 60-second cut keeps the ask and drops the ramble after it.
    expect(a.cut.sentences).toContain(6);
    expect(a.cut.sentences).not.toContain(7);
    expect(a.cut.seconds).toBeLessThanOrEqual(60);
  });

  it('scores a pitch with no ask and no number low on ask and story', () => {
    const a = text('We love what we do. It is, like, a great thing for everyone and people will really enjoy it a lot.');
    expect(a.scores.ask.score).toBe(0);
    expect(a.firstNumber).toBeNull();
    expect(a.structure.missing).toContain('ask');
  });
});

describe('pocketsphinx word times', () => {
  it('parses -hypseg output into words with start and end times', () => {
    const line = 'u1 S 0 T -1 A -1 L -1 0 -5 0 <s> 21 -9 -2 but 34 -7 -4 mr 63 -7 -5 john(2) 98 -5 -5 <sil> 120 -3 -1 </s> 130';
    expect(parseHypseg(line)).toEqual([
      { w: 'but', start: 0.21, end: 0.34 },
      { w: 'mr', start: 0.34, end: 0.63 },
      { w: 'john', start: 0.63, end: 0.98 },
    ]);
  });
});

describe.skipIf(noSpeech)('real recordings', () => {
  it('measures the pace of the LibriVox clips within 10 % of the hand figure, with no fillers', { timeout: 120_000 }, async () => {
    let words = 0;
    let speaking = 0;
    for (const clip of librivoxClips()) {
      const heard = await recognizer.recognize(fs.readFileSync(clip.file));
      const a = analyzePitch({ source: 'upload', words: heard.words, timesEstimated: false, audioDurationSec: heard.audioDurationSec });
      expect(a.fillers.total).toBe(0); // by hand: read prose, no fillers
      expect(a.pauses).toEqual([]); // no silence of 1.5 s inside any clip
      words += a.wordCount;
      speaking += a.speakingSec;
    }
    const wpm = (words / speaking) * 60;
    const hand = (71 / 24.73) * 60; // 172.3
    expect(Math.abs(wpm - hand) / hand).toBeLessThan(0.1);
  });

  it('finds a long pause and the structure in an espeak-ng pitch', { timeout: 120_000 }, async () => {
    const say = (t: string, out: string) =>
      execFileSync('sh', ['-c', `espeak-ng -v en-gb-x-rp+m1 -s 130 "$0" --stdout | sox -t wav - -r 16000 -c 1 -b 16 "$1"`, t, out]);
    const a1 = path.join(work, 'p1.wav');
    const a2 = path.join(work, 'p2.wav');
    const silence = path.join(work, 'gap.wav');
    const both = path.join(work, 'pitch.wav');
    say('The problem is that clinics lose ten hours every week.', a1);
    say('We have two hundred customers. The market is large.', a2);
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', silence, 'trim', '0', '2.5']);
    execFileSync('sox', [a1, silence, a2, both]);
    const heard = await recognizer.recognize(fs.readFileSync(both));
    const a = analyzePitch({ source: 'upload', words: heard.words, timesEstimated: false, audioDurationSec: heard.audioDurationSec });
    // By construction: one silence of 2.5 s (plus espeak's own trailing silence) between the two sentences.
    expect(a.pauses.length).toBe(1);
    expect(a.pauses[0]!.end - a.pauses[0]!.start).toBeGreaterThanOrEqual(2.5);
    expect(a.structure.found[0]?.kind).toBe('problem');
    expect(a.firstNumber).not.toBeNull();
  });

  it('refuses bytes that are not audio', async () => {
    await expect(recognizer.recognize(Buffer.from('not audio at all'))).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('filler rules', () => {
  it('does not count "kind of" after an article', () => {
    const words = wordsFromText('What kind of clinic is it? It is kind of slow.', 150);
    expect(findFillers(words, new Set([0, 6])).map((f) => f.filler)).toEqual(['kind of']);
  });
});
