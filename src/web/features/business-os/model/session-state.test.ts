import { describe, expect, it } from 'vitest';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import { findFreePosition, raiseBlock, sessionReducer, tidyBlocks, TIDY_GRID } from './session-state';

describe('session reducer', () => {
  it('never closes the three default blocks, closes others', () => {
    let s = defaultSessionState();
    for (const b of s.blocks) s = sessionReducer(s, { type: 'closeBlock', id: b.id });
    expect(s.blocks).toHaveLength(3);
    s = sessionReducer(s, { type: 'addBlock', blockType: 'custom', id: 'note-1' });
    expect(s.blocks.find((b) => b.id === 'note-1')?.closeable).toBe(true);
    s = sessionReducer(s, { type: 'closeBlock', id: 'note-1' });
    expect(s.blocks.map((b) => b.id)).not.toContain('note-1');
  });

  it('raises a block above all others, renumbering before the stacking numbers reach their cap', () => {
    const blocks = defaultSessionState().blocks.map((b, i) => ({ ...b, z: [5, 999_999, 7, 1][i] }));
    const raised = raiseBlock(blocks, 'live-transcript');
    expect(raised.map((b) => b.z)).toEqual([4, 3, 2, 1]);
    expect(raiseBlock(raised, 'live-transcript')).toBe(raised);
    const again = raiseBlock(raised, 'ai-metrics');
    expect(again.map((b) => b.z)).toEqual([4, 3, 5, 1]);
  });

  it('tidies blocks onto the grid, in reading order, keeping their sizes and overlapping none', () => {
    let s = defaultSessionState();
    for (let i = 0; i < 6; i++) s = sessionReducer(s, { type: 'addBlock', blockType: 'custom', id: `n${i}` });
    // Everything piled up in one corner.
    const piled = s.blocks.map((b, i) => ({ ...b, position: { x: 30 + i * 3, y: 30 + i * 5 } }));
    const tidy = tidyBlocks(piled, 1000);
    expect(tidy.map((b) => b.size)).toEqual(piled.map((b) => b.size));
    expect(tidy[0]!.position).toEqual({ x: TIDY_GRID, y: TIDY_GRID });
    for (const b of tidy) {
      expect(b.position.x % TIDY_GRID).toBe(0);
      expect(b.position.y % TIDY_GRID).toBe(0);
      expect(b.position.x + b.size.width).toBeLessThanOrEqual(1000);
    }
    for (let i = 0; i < tidy.length; i++)
      for (let j = i + 1; j < tidy.length; j++) {
        const [a, b] = [tidy[i]!, tidy[j]!];
        const apart =
          a.position.x >= b.position.x + b.size.width || a.position.x + a.size.width <= b.position.x || a.position.y >= b.position.y + b.size.height || a.position.y + a.size.height <= b.position.y;
        expect(apart, `${a.id} / ${b.id}`).toBe(true);
      }
  });

  it('places a new block where it overlaps nothing', () => {
    const s = defaultSessionState();
    const pos = findFreePosition(s.blocks, { width: 300, height: 200 }, 1000);
    for (const b of s.blocks) {
      const apart =
        pos.x >= b.position.x + b.size.width || pos.x + 300 <= b.position.x || pos.y >= b.position.y + b.size.height || pos.y + 200 <= b.position.y;
      expect(apart).toBe(true);
    }
  });

  it('adds the key-metrics block once, with the opening commentary', () => {
    let s = sessionReducer(defaultSessionState(), { type: 'chooseGoal', goal: 'investor-research', okrs: 'Objective: raise' });
    expect(s.businessOkrs).toBe('Objective: raise');
    expect(s.welcomed).toBe(true);
    s = sessionReducer(s, { type: 'openingReady', commentary: 'Focus set.' });
    s = sessionReducer(s, { type: 'openingReady', commentary: 'Focus set.' });
    expect(s.blocks.filter((b) => b.type === 'keymetrics')).toHaveLength(1);
    expect(s.commentary).toBe('Focus set.');
  });

  it('counts AI responses and adds their tokens', () => {
    let s = defaultSessionState();
    s = sessionReducer(s, { type: 'aiResponse', usage: { total_tokens: 100, prompt_tokens: 70, completion_tokens: 30 } });
    expect(s.stats.aiResponses).toBe(1);
    expect(s.tokenUsage.used).toBe(100);
    expect(s.tokenUsage.cost).toBeCloseTo(0.002);
  });

  it('keeps block moves on the canvas and rounds them', () => {
    let s = defaultSessionState();
    s = sessionReducer(s, { type: 'moveBlock', id: 'live-transcript', position: { x: -40.4, y: 120.6 } });
    expect(s.blocks[0]!.position).toEqual({ x: 0, y: 121 });
  });
});

describe('business context', () => {
  it('edits the OKRs, life history and summary', () => {
    let s = defaultSessionState();
    s = sessionReducer(s, { type: 'context', patch: { lifeHistory: 'Ex-engineer at a bank', lifeSummary: 'Fintech founder' } });
    expect([s.businessOkrs, s.lifeHistory, s.lifeSummary]).toEqual(['', 'Ex-engineer at a bank', 'Fintech founder']);
  });
});
