/** The offline coach's wording of the figures (when no AI engine is configured). */
import { PITCH_SECTION_LABELS, type PitchAnalysis } from '../../../contract/pitch';
import { PACE } from './pitch-analysis';

/** The offline coach's advice: the three changes that would help most, from the figures. */
export function offlineFeedback(a: PitchAnalysis): string {
  const tips: string[] = [];
  const stop = a.shutUp.moments.find((m) => m.kind === 'stop');
  const after = a.shutUp.afterAsk;
  if (stop && after?.ask) {
    const cut = [
      after.trailing.length ? `“${after.trailing.join('”, “')}”` : '',
      after.newTopics.length ? `the new topic${after.newTopics.length === 1 ? '' : 's'} (${after.newTopics.map((t) => `“${clip(t.text)}”`).join(', ')})` : '',
    ].filter(Boolean);
    tips.push(
      `Stop at ${fmt(stop.at)}, right after ${after.ask.kind === 'ask' ? 'the ask' : 'your closing line'}: cut the ${after.words} word${after.words === 1 ? '' : 's'} after it` +
        (cut.length ? `, ${cut.join(' and ')}` : '') +
        '. Everything after the ask dilutes it.',
    );
  } else if (stop) tips.push(`Stop at ${fmt(stop.at)}, right after the ask; everything after it dilutes it.`);
  if (a.scores.ask.score < 5) tips.push('End with a concrete ask: the amount and what it buys (for example “We are raising $1M to reach 500 customers”).');
  if (a.fillers.total > 0) {
    const top = a.fillers.byWord[0];
    tips.push(`Drop the fillers: ${a.fillers.total} in ${fmt(a.speakingSec)}${top ? `, mostly “${top.filler}”` : ''}. Pause silently instead.`);
  }
  if (!a.firstNumber || a.firstNumber.at > 30) tips.push('Lead with a number in the first 30 seconds: a customer count, revenue or the size of the pain.');
  if (a.structure.missing.length) {
    tips.push(`Add the missing part${a.structure.missing.length === 1 ? '' : 's'}: ${a.structure.missing.map((k) => PITCH_SECTION_LABELS[k].toLowerCase()).join(', ')}.`);
  }
  if (a.runOns.length) tips.push(`Break up ${a.runOns.length === 1 ? 'the sentence' : `the ${a.runOns.length} sentences`} over ${a.runOnWords} words.`);
  const moveOn = a.shutUp.moments.find((m) => m.kind === 'move-on');
  if (moveOn) tips.push(`${moveOn.reason} (at ${fmt(moveOn.at)})`);
  if (a.wpm > PACE.max) tips.push(`Slow down: ${Math.round(a.wpm)} words a minute is hard to follow.`);
  if (a.wpm < PACE.min && !a.timesEstimated) tips.push(`Pick up the pace: ${Math.round(a.wpm)} words a minute drags.`);
  const head =
    a.shutUp.verdict === 'Shut up'
      ? `Verdict: shut up sooner. ${a.shutUp.meter}% of the talk time came after it should have stopped or moved on.`
      : a.shutUp.verdict === 'Tighten it'
        ? `Verdict: tighten it. ${a.shutUp.meter}% of the talk time is overtime.`
        : a.structure.found.length < 3 || a.scores.ask.score < 4
          ? 'Verdict: short enough, but it does not pitch anything yet.'
          : 'Verdict: tight. Little to cut.';
  const body = tips.slice(0, 3).map((t, i) => `${i + 1}. ${t}`);
  if (body.length === 0) body.push('1. Keep it as it is, and rehearse the ask until it lands the same way every time.');
  return [head, ...body].join('\n');
}

const clip = (t: string) => (t.length > 48 ? `${t.slice(0, 45).trimEnd()}…` : t);

export function fmt(sec: number): string {
  const s = Math.max(0, Math.round(sec));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
