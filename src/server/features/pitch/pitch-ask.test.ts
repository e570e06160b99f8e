/**
 * The shut-up meter's headline job (#30): talk after the ask. Ten pitches written for this
 * test (expectations set before the coach was run on them), pasted and spoken: a spoken
 * transcript is what pocketsphinx gives, lower case, no punctuation, sentences cut by
 * silences, numbers in words.
 */
import { describe, expect, it } from 'vitest';
import type { PitchWord } from '../../../contract/pitch';
import { analyzePitch } from './pitch-analysis';
import { offlineFeedback } from './pitch-feedback';
import { wordsFromText } from './pitch-words';

const text = (t: string, wpm = 150) => analyzePitch({ source: 'text', words: wordsFromText(t, wpm), timesEstimated: true, assumedWpm: wpm });

/** A recognised recording: each phrase's words 0.3 s apart, 0.8 s of silence between phrases. */
function spoken(phrases: string[]) {
  const words: PitchWord[] = [];
  let t = 0.4;
  for (const p of phrases) {
    for (const w of p.split(' ')) {
      words.push({ w, start: Math.round(t * 100) / 100, end: Math.round((t + 0.26) * 100) / 100 });
      t += 0.3;
    }
    t += 0.8;
  }
  return analyzePitch({ source: 'recording', words, timesEstimated: false, audioDurationSec: t + 0.5, recognizer: 'test' });
}

const BODY =
  'Every month, accountants at small firms lose twelve hours chasing receipts by email. ' +
  'We built Ledgerly, an app that pulls receipts from inboxes and matches them automatically. ' +
  'The market is 400,000 accounting firms in Europe. ' +
  'We have 85 paying firms and revenue grows 15% month over month. ' +
  'We charge $40 per seat per month. ' +
  'Our team built invoicing at Xero for eight years. ';

describe('after the ask (ten pitches)', () => {
  it('1. a pitch that ends on its ask and says thank you is tight', () => {
    const a = text(`${BODY}We are raising $1M to hire three engineers and reach 500 firms. Thank you.`);
    expect(a.shutUp.afterAsk?.words).toBe(0);
    expect(a.shutUp.verdict).toBe('Tight');
    expect(a.shutUp.moments.filter((m) => m.kind === 'stop')).toEqual([]);
    expect(a.scores.ask.evidence).toContain('Ends on the ask.');
  });

  it('2. rambling on after "we\'re looking for" with "so yeah" and new ventures says shut up', () => {
    const a = text(
      `${BODY}We're looking for $800k from angels to finish the pilot. So yeah, I think that's about it. ` +
        "We're also building a marketplace, and we might do hardware at some point.",
    );
    const after = a.shutUp.afterAsk!;
    expect(after.ask?.text).toMatch(/looking for \$800k/);
    expect(after.words).toBeGreaterThan(15);
    expect(after.trailing).toEqual(expect.arrayContaining(['so yeah']));
    expect(after.newTopics.length).toBeGreaterThanOrEqual(1);
    expect(a.shutUp.verdict).toBe('Shut up');
    expect(a.shutUp.meter).toBeGreaterThan(0);
    expect(offlineFeedback(a)).toMatch(/Stop at \d:\d\d, right after the ask: cut the \d+ words after it/);
  });

  it('3. an ask used as an opening hook and made again at the end: measured from the last one', () => {
    const a = text(`We're raising $2M. ${BODY}So we are raising $2M to hire our first sales team. Thanks for your time.`);
    expect(a.shutUp.afterAsk?.ask?.text).toMatch(/^So we are raising \$2M/);
    expect(a.shutUp.afterAsk?.words).toBe(0);
    expect(a.shutUp.verdict).toBe('Tight');
  });

  it('4. the use of funds after the ask belongs to it; "happy to take questions" is a sign-off', () => {
    const a = text(`${BODY}We are raising a $1.5M seed round. Half of it goes to engineering, the rest to sales. That gives us 18 months of runway. Happy to take questions.`);
    expect(a.shutUp.afterAsk?.words).toBe(0);
    expect(a.shutUp.verdict).toBe('Tight');
    expect(a.shutUp.afterAsk?.stopAt).toBeGreaterThan(a.sentences.find((s) => s.text.startsWith('That gives us'))!.start);
  });

  it('5. going back to traction after the ask is talk after the ask, with a topic named', () => {
    const a = text(`${BODY}We're raising $1M to hire engineers. As I said, we have 85 paying firms and revenue is growing every month.`);
    const after = a.shutUp.afterAsk!;
    expect(after.words).toBeGreaterThan(10);
    expect(after.newTopics.map((t) => t.text)).toEqual([expect.stringMatching(/^As I said/)]);
    expect(a.shutUp.verdict).not.toBe('Tight');
    expect(a.scores.ask.evidence.at(-1)).toMatch(/Keeps talking after the ask/);
  });

  it('6. no ask, but a closing line and then "one more thing": measured after the closing line', () => {
    const a = text(`${BODY}That's it, thank you. Actually one more thing, we have a waitlist of 2,000 firms.`);
    const after = a.shutUp.afterAsk!;
    expect(after.ask?.kind).toBe('closing');
    expect(after.words).toBeGreaterThan(5);
    expect(a.shutUp.verdict).toBe('Shut up');
    expect(a.shutUp.moments.find((m) => m.kind === 'stop')?.reason).toMatch(/^You said “That's it, thank you”, then kept talking/);
  });

  it('7. no ask and no closing line: nothing to measure after, the ask score says so', () => {
    const a = text(BODY);
    expect(a.shutUp.afterAsk).toMatchObject({ ask: null, stopAt: null, words: 0 });
    expect(a.scores.ask.score).toBe(0);
    expect(a.structure.missing).toEqual(['ask']);
  });

  it('8. spoken: a recording that trails off after its ask and adds an app says shut up', () => {
    const a = spoken([
      'small clinics lose ten hours every week to phone scheduling',
      'we built an assistant that fills empty slots automatically',
      'we have one hundred twenty paying clinics',
      'we are raising one million dollars to hire two engineers',
      'um so yeah i guess that is it',
      'oh and we also have a mobile app for patients',
    ]);
    const after = a.shutUp.afterAsk!;
    expect(after.ask?.text).toMatch(/^we are raising one million/);
    expect(after.trailing).toEqual(expect.arrayContaining(["I guess that's it", 'so yeah']));
    expect(after.newTopics.map((t) => t.text)).toEqual(['oh and we also have a mobile app for patients']);
    expect(a.shutUp.verdict).toBe('Shut up');
    expect(a.shutUp.meter).toBeGreaterThanOrEqual(20);
  });

  it('9. spoken: a recording that stops after its ask and a thank you is tight', () => {
    const a = spoken([
      'small clinics lose ten hours every week to phone scheduling',
      'we built an assistant that fills empty slots automatically',
      'we have one hundred twenty paying clinics',
      'we are looking for five hundred thousand dollars from angel investors',
      'thank you',
    ]);
    expect(a.shutUp.afterAsk?.words).toBe(0);
    expect(a.shutUp.verdict).toBe('Tight');
  });

  it('the page\'s sample pitch: its ramble after the ask is a new topic, trailing off with "and all sorts of things"', () => {
    const a = text(
      "Um, every week a small clinic loses ten hours to phone scheduling. It's like, basically, a broken process. Our solution is Slotly, an assistant that fills empty slots automatically. " +
        'The market is 200,000 clinics in the US alone. We have 120 paying customers and revenue grows 20% month over month. We charge $99 per month per clinic. ' +
        'Our team built scheduling at Zocdoc for six years. We are raising $1.5M to hire four engineers. ' +
        'And, you know, we also think about expanding to dentists and vets and maybe pharmacies later, and there is a lot more we could do with the data, you know, analytics and benchmarking and all sorts of things.',
    );
    const after = a.shutUp.afterAsk!;
    expect(after.newTopics).toHaveLength(1);
    expect(after.trailing).toEqual(['and all sorts of things']);
    expect(a.shutUp.verdict).toBe('Shut up');
  });

  it('10. a long pitch with two trailing words after the ask is not "Tight", though the share is small', () => {
    const long =
      `${BODY}Before Ledgerly, our CEO ran a twenty-person practice and did this by hand every Friday. ` +
      'Banks now expose receipts through open APIs, which was impossible three years ago. ' +
      'Firms connect their inboxes in two minutes and see matched receipts the same afternoon. ' +
      'Our churn is under two percent a month and most firms add seats after the first quarter. ' +
      'Competitors like Dext need the client to photograph every receipt; we need nothing from the client. ' +
      'We sell through accounting associations, which brought 40 of our firms at almost no cost. ' +
      'We are raising $1M to hire engineers. Anyway, yeah.';
    const a = text(long);
    expect(a.shutUp.afterAsk?.words).toBe(2);
    expect(a.shutUp.afterAsk?.trailing).toContain('anyway');
    expect(a.shutUp.verdict).toBe('Tighten it');
  });
});
