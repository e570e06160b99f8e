import { describe, expect, it } from 'vitest';
import type { Insight } from '../../../../contract/business-os';
import { buildMindMapGraph, layoutMindMap, overlapping, wrap } from './mind-map';

const insight = (kind: Insight['kind'], label: string, value?: string): Insight => ({
  id: `${kind}:${label.toLowerCase()}`,
  kind,
  label,
  ...(value ? { value } : {}),
  mentions: 1,
  sources: [{ kind: 'question', ref: 'q1', excerpt: label }],
});

const SESSION: Insight[] = [
  insight('metric', 'MRR', '$40k'),
  insight('metric', 'Runway', '14 months'),
  insight('metric', 'Growth', '8%/month'),
  insight('decision', 'Raise now or wait'),
  insight('decision', 'Take them or focus on self-serve SMB growth while the seed round closes'),
  insight('topic', 'onboarding flow'),
  insight('topic', 'head of sales'),
  insight('topic', 'pricing change'),
  insight('person', 'Sarah Chen'),
  insight('company', 'Acme Corp'),
  insight('company', 'Sequoia'),
];

describe('mind map', () => {
  it('groups the insights under the session by kind, leaving out empty groups', () => {
    const { nodes, edges } = buildMindMapGraph('Investor Research', SESSION);
    expect(nodes[0]).toMatchObject({ id: 'root', kind: 'root', lines: ['Investor Research'] });
    expect(nodes.filter((n) => n.kind === 'group').map((n) => n.lines.join(' '))).toEqual(['Metrics', 'Decisions', 'Topics', 'People', 'Companies']);
    expect(nodes.find((n) => n.insightId === 'metric:mrr')).toMatchObject({ lines: ['MRR'], value: '$40k' });
    expect(edges).toContainEqual({ id: 'e:group:metric:node:metric:mrr', source: 'group:metric', target: 'node:metric:mrr' });
    const onlyTopics = buildMindMapGraph('', [insight('topic', 'onboarding flow')]);
    expect(onlyTopics.nodes.map((n) => n.id)).toEqual(['root', 'group:topic', 'node:topic:onboarding flow']);
    expect(onlyTopics.nodes[0]!.lines).toEqual(['This session']);
  });

  it('wraps a long label onto lines instead of cutting it', () => {
    const width = (s: string) => s.length * 7;
    expect(wrap('Take them or focus on self-serve SMB growth', 140, width)).toEqual(['Take them or focus', 'on self-serve SMB', 'growth']);
    const { nodes } = buildMindMapGraph('x', SESSION);
    const long = nodes.find((n) => n.insightId?.startsWith('decision:take'))!;
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.lines.join(' ')).toBe('Take them or focus on self-serve SMB growth while the seed round closes');
  });

  it('lays the nodes out so that no two boxes overlap, the tree left to right', () => {
    const { nodes, edges } = buildMindMapGraph('Investor Research', SESSION);
    const at = layoutMindMap(nodes, edges);
    const rects = nodes.map((n) => ({ id: n.id, ...at.get(n.id)!, width: n.width, height: n.height }));
    expect(overlapping(rects)).toEqual([]);
    const x = (id: string) => at.get(id)!.x;
    expect(x('root')).toBeLessThan(x('group:metric'));
    expect(x('group:metric')).toBeLessThan(x('node:metric:mrr'));
  });

  it('grows a large map to both sides of the session, still without overlaps', () => {
    const many = [...SESSION, ...['churn', 'hiring plan', 'seed round', 'board meeting'].map((l) => insight('topic', l)), insight('person', 'Priya Natarajan')];
    const { nodes, edges } = buildMindMapGraph('Investor Research', many);
    // In a wide area: both sides.
    const at = layoutMindMap(nodes, edges, 3);
    const rects = nodes.map((n) => ({ id: n.id, ...at.get(n.id)!, width: n.width, height: n.height }));
    expect(overlapping(rects)).toEqual([]);
    const root = rects.find((r) => r.id === 'root')!;
    const groups = rects.filter((r) => r.id.startsWith('group:'));
    const left = groups.filter((g) => g.x + g.width <= root.x);
    const right = groups.filter((g) => g.x >= root.x + root.width);
    expect(left.length + right.length).toBe(groups.length);
    expect(left.length).toBeGreaterThan(0);
    expect(right.length).toBeGreaterThan(0);
    // Each leaf sits on the side of its group.
    for (const e of edges.filter((x) => x.source.startsWith('group:'))) {
      const g = rects.find((r) => r.id === e.source)!;
      const leaf = rects.find((r) => r.id === e.target)!;
      expect(leaf.x < root.x).toBe(g.x < root.x);
    }
    // In a tall one: one side.
    const tall = layoutMindMap(nodes, edges, 0.5);
    expect(nodes.every((n) => n.id === 'root' || tall.get(n.id)!.x > tall.get('root')!.x)).toBe(true);
  });

  it('finds overlapping boxes', () => {
    expect(
      overlapping([
        { id: 'a', x: 0, y: 0, width: 10, height: 10 },
        { id: 'b', x: 5, y: 5, width: 10, height: 10 },
        { id: 'c', x: 10, y: 0, width: 5, height: 5 },
      ]),
    ).toEqual([['a', 'b']]);
  });
});
