import { describe, expect, it } from 'vitest';
import { SAMPLE_DECK, scoreDeck, splitSections } from './deck-scoring';

describe('deck rubric', () => {
  it('scores the sample deck 7/10 from its sections (spec §9), not from a literal', () => {
    const { score, sections } = scoreDeck(SAMPLE_DECK.text);
    expect(score).toBe(7);
    expect(sections.map((s) => s.name)).toEqual(['Problem', 'Solution', 'Market', 'Business model', 'Traction', 'Competition', 'Team', 'Ask']);
    expect(sections.map((s) => s.score)).toEqual([10, 7, 6, 7, 8, 6, 7, 5]);
  });

  it('reads headings alone on a line or followed by a colon, not sentences starting with the word', () => {
    const parts = splitSections('Problem: teams lose 5 hours\nFounders compare us with spreadsheets.\n\nTeam\nAna, CEO');
    expect([...parts.keys()]).toEqual(['problem', 'team']);
    expect(parts.get('problem')?.text).toContain('Founders compare us');
  });

  it('gives a missing section 0 and needs-work with what to add; an empty deck scores 0', () => {
    const { score, sections, review } = scoreDeck('Nothing here that looks like a deck at all, just words.');
    expect(score).toBe(0);
    expect(sections.map((s) => s.name)).toEqual(['Problem', 'Solution', 'Market', 'Traction', 'Business model', 'Competition', 'Team', 'Ask']);
    expect(sections.every((s) => s.status === 'needs-work' && s.score === 0)).toBe(true);
    expect(sections.find((s) => s.name === 'Ask')!.feedback).toMatch(/how much you raise/);
    expect(review).toMatch(/^No slide titles were recognised/);
  });

  it('lists the sections in the deck\'s order, then the missing standard ones; an optional section is scored only when present', () => {
    const { sections } = scoreDeck('Team\nAna, CEO, ex-Stripe.\n\nWhy Now\nSince 2024 open banking APIs are free in the EU.\n\nProblem\nShops lose 5% to fraud.');
    expect(sections.map((s) => s.name)).toEqual(['Team', 'Why now', 'Problem', 'Solution', 'Market', 'Traction', 'Business model', 'Competition', 'Ask']);
    expect(sections.find((s) => s.name === 'Why now')!.score).toBe(10);
  });

  it('moves the score when a fix is made: adding the market growth and a source lifts Market', () => {
    const before = scoreDeck(SAMPLE_DECK.text).sections.find((s) => s.name === 'Market')!.score;
    const fixed = SAMPLE_DECK.text.replace('SAM: $900M', 'SAM: $900M\nGrowing 12% per year (source: Gartner report).');
    const after = scoreDeck(fixed).sections.find((s) => s.name === 'Market')!;
    expect(before).toBe(6);
    expect(after).toMatchObject({ score: 10, status: 'complete' });
  });
});
