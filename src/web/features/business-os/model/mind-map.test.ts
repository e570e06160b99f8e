import { describe, expect, it } from 'vitest';
import { buildMindMap, topicsOf } from './mind-map';

describe('mind map builder', () => {
  it('finds noun-phrase topics and drops pronouns and filler', () => {
    const topics = topicsOf('We need to close the seed round before the investor meeting.');
    expect(topics).toEqual(expect.arrayContaining(['seed round', 'investor meeting']));
    expect(topics).not.toContain('we');
  });

  it('builds a graph from the OKRs, the conversation, the AI answers and the files', () => {
    const map = buildMindMap({
      title: 'Investor Research',
      okrs: 'Objective: Build a qualified investor pipeline for the next round.',
      transcript: 'Our customer churn is too high. The sales pipeline needs work before the seed round.',
      userMessages: ['How should we price the enterprise plan?'],
      aiMessages: ['Fix customer churn before the seed round; investors will ask about retention.'],
      files: [{ name: 'metrics.csv', excerpt: 'month,revenue,churn\nJan,10000,5%' }],
    });
    const labels = map.nodes.map((n) => n.label);
    expect(labels[0]).toBe('Investor Research');
    expect(labels).toEqual(expect.arrayContaining(['Goals & OKRs', 'Conversation', 'AI Insights', 'Files', 'metrics.csv', 'customer churn', 'seed round']));
    const ids = new Set(map.nodes.map((n) => n.id));
    for (const e of map.edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
    // Every node but the root hangs off the tree.
    const treeTargets = new Set(map.edges.filter((e) => e.kind === 'tree').map((e) => e.target));
    expect(map.nodes.filter((n) => n.id !== 'root').every((n) => treeTargets.has(n.id))).toBe(true);
    // Topics said together are linked.
    expect(map.edges.some((e) => e.kind === 'related' && [e.source, e.target].includes('topic:customer churn'))).toBe(true);
    // Mentioned twice (conversation and AI answer) makes churn heavier than a single mention.
    const churn = map.nodes.find((n) => n.id === 'topic:customer churn')!;
    const price = map.nodes.find((n) => n.id === 'topic:enterprise plan');
    expect(churn.weight).toBeGreaterThan(price?.weight ?? 0);
  });

  it('is only the root for an empty session', () => {
    const map = buildMindMap({ title: '', okrs: '', transcript: '', userMessages: [], aiMessages: [], files: [] });
    expect(map.nodes).toHaveLength(1);
    expect(map.nodes[0]!.label).toBe('This session');
    expect(map.topicCount).toBe(0);
  });
});
