/** The shared section taxonomy (#30, ADR 064): titles, cues, strong cues, what is standard. */
import { describe, expect, it } from 'vitest';
import { classifySentence, cueScore, SECTION_IDS, SECTIONS, standardSections, strongSection, textWords, titleOf } from './coaching-sections';

describe('coaching sections', () => {
  it('has each part once, with a label, titles and cues; the standard parts of a deck and a pitch', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual([...SECTION_IDS]);
    for (const s of SECTIONS) expect(s.titles.length * s.cues.length * s.strong.length * s.label.length).toBeGreaterThan(0);
    expect(standardSections('deck')).toEqual(['problem', 'solution', 'market', 'traction', 'business-model', 'competition', 'team', 'ask']);
    expect(standardSections('pitch')).toEqual(['problem', 'solution', 'market', 'traction', 'business-model', 'team', 'ask']);
  });

  it('reads slide titles, not sentences that start with a title word', () => {
    expect(titleOf('Meet the Team')).toEqual({ id: 'team', rest: '' });
    expect(titleOf('## 3. Use of Funds:')).toEqual({ id: 'ask', rest: '' });
    expect(titleOf('Slide 4 — Market: $4B TAM')).toEqual({ id: 'market', rest: '$4B TAM' });
    expect(titleOf('GO-TO-MARKET')).toEqual({ id: 'go-to-market', rest: '' });
    expect(titleOf('Growth Strategy')).toEqual({ id: 'go-to-market', rest: '' });
    expect(titleOf('Why now?')).toEqual({ id: 'why-now', rest: '' });
    expect(titleOf('Problem solved in three clicks.')).toBeNull();
    expect(titleOf('Teams waste time')).toBeNull();
    expect(titleOf('Asking for feedback is hard')).toBeNull();
    expect(titleOf('Team of 4 engineers')).toBeNull();
  });

  it('scores a cue phrase 2 and a cue word 1, each once, and places a sentence by its strongest part', () => {
    expect(cueScore(textWords('Revenue grew month over month, month over month.'), 'traction')).toBe(2 + 1 + 1); // the phrase, "revenue", "grew"
    expect(classifySentence(textWords('We are raising a seed round to hire a team.'))).toBe('ask');
    expect(classifySentence(textWords('Our go-to-market is outbound through partnerships.'))).toBe('go-to-market');
    expect(classifySentence(textWords('The weather was nice.'))).toBeNull();
  });

  it('places an untitled block only on two strong cues or a strong phrase', () => {
    expect(strongSection('TAM is $12B and SAM is $2B.')).toBe('market');
    expect(strongSection('Our CEO and CTO met at Stripe.')).toBe('team');
    expect(strongSection('We care about customers.')).toBeNull();
  });
});
