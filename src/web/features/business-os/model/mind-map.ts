/**
 * The session's mind map: topics (noun phrases, found with compromise) from the OKRs,
 * what was said or typed, the AI's answers and the uploaded files, grouped under one
 * branch per source and linked where they are mentioned together. Positions are a
 * radial layout, so the graph draws the same way every time for the same session.
 */
import nlp from 'compromise';

export interface MindMapInput {
  title: string;
  okrs: string;
  transcript: string;
  userMessages: string[];
  aiMessages: string[];
  files: { name: string; excerpt: string }[];
}

export type MindMapNodeKind = 'root' | 'branch' | 'topic' | 'file';
export type BranchId = 'goals' | 'conversation' | 'insights' | 'files';

export interface MindMapNode {
  id: string;
  label: string;
  kind: MindMapNodeKind;
  /** Mentions (topics) or child count (branches). */
  weight: number;
  branch?: BranchId;
  x: number;
  y: number;
}

export interface MindMapEdge {
  id: string;
  source: string;
  target: string;
  kind: 'tree' | 'related';
}

export interface MindMap {
  nodes: MindMapNode[];
  edges: MindMapEdge[];
  topicCount: number;
}

const BRANCH_LABELS: Record<BranchId, string> = {
  goals: 'Goals & OKRs',
  conversation: 'Conversation',
  insights: 'AI Insights',
  files: 'Files',
};

const STOP = new Set([
  'thing', 'things', 'lot', 'lots', 'way', 'ways', 'time', 'times', 'something', 'anything', 'everything', 'nothing',
  'someone', 'anyone', 'everyone', 'people', 'bit', 'kind', 'sort', 'stuff', 'today', 'tomorrow', 'yesterday', 'week',
  'day', 'days', 'year', 'years', 'month', 'months', 'objective', 'kr1', 'kr2', 'kr3', 'kr4', 'next step', 'step',
  'tip', 'ai', 'business os', 'yes', 'no', 'ok', 'okay', 'hello', 'hi', 'thanks', 'there', 'here', 'what', 'which',
  'who', 'whom', 'whose', 'this', 'that', 'these', 'those', 'one', 'ones', 'part', 'number', 'use', 'idea', 'ideas',
  'file', 'files', 'character', 'characters', 'question', 'questions', 'answer', 'words',
]);

/** Lower-cased noun-phrase roots of one sentence, without pronouns, numbers or filler. */
export function topicsOf(sentence: string): string[] {
  const doc = nlp(sentence);
  const found: string[] = [];
  for (const n of doc.nouns().json() as { noun?: { root?: string }; terms?: { tags?: string[] }[] }[]) {
    if (n.terms?.every((t) => t.tags?.includes('Pronoun'))) continue;
    const root = (n.noun?.root ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s&'-]/gu, ' ')
      .replace(/^(kr\d+|objective)\s+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (root.length < 3 || root.length > 40) continue;
    if (/^\d+$/.test(root) || STOP.has(root) || /^-|-$/.test(root)) continue;
    if (root.split(' ').length > 4) continue;
    found.push(root);
  }
  return [...new Set(found)];
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/^--- .* ---$/gm, '')
    .split(/(?<=[.!?\n])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
}

interface TopicStat {
  label: string;
  count: number;
  first: number;
  bySource: Map<BranchId, number>;
}

const MAX_TOPICS = 14;
const MAX_PER_BRANCH = 5;
const MAX_FILES = 6;
const MAX_RELATED = 14;

export function buildMindMap(input: MindMapInput): MindMap {
  const stats = new Map<string, TopicStat>();
  const pairs = new Map<string, number>();
  let order = 0;
  const fileTopics = new Map<string, Set<string>>();

  const addSentence = (sentence: string, source: BranchId, file?: string) => {
    const topics = topicsOf(sentence);
    for (const t of topics) {
      const s = stats.get(t) ?? { label: t, count: 0, first: order++, bySource: new Map() };
      s.count += 1;
      s.bySource.set(source, (s.bySource.get(source) ?? 0) + 1);
      stats.set(t, s);
      if (file) {
        const set = fileTopics.get(file) ?? new Set();
        set.add(t);
        fileTopics.set(file, set);
      }
    }
    for (let i = 0; i < topics.length; i++)
      for (let j = i + 1; j < topics.length; j++) {
        const key = [topics[i]!, topics[j]!].sort().join('\u0000');
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
  };

  for (const s of sentencesOf(input.okrs)) addSentence(s, 'goals');
  for (const s of sentencesOf(input.transcript)) addSentence(s, 'conversation');
  for (const m of input.userMessages) for (const s of sentencesOf(m)) addSentence(s, 'conversation');
  for (const m of input.aiMessages) for (const s of sentencesOf(m)) addSentence(s, 'insights');
  const files = input.files.slice(-MAX_FILES);
  for (const f of files) for (const s of sentencesOf(f.excerpt)) addSentence(s, 'files', f.name);

  const dominant = (s: TopicStat): BranchId => {
    let best: BranchId = 'conversation';
    let bestN = -1;
    for (const b of ['goals', 'conversation', 'insights', 'files'] as BranchId[]) {
      const n = s.bySource.get(b) ?? 0;
      if (n > bestN) {
        best = b;
        bestN = n;
      }
    }
    return best;
  };

  // The most mentioned topics, at most a few per branch so one long source (the OKRs)
  // cannot crowd out the conversation.
  const perBranch = new Map<BranchId, number>();
  const chosen: TopicStat[] = [];
  for (const s of [...stats.values()].sort((a, b) => b.count - a.count || a.first - b.first)) {
    if (chosen.length >= MAX_TOPICS) break;
    const b = dominant(s);
    const n = perBranch.get(b) ?? 0;
    if (n >= MAX_PER_BRANCH) continue;
    perBranch.set(b, n + 1);
    chosen.push(s);
  }
  const chosenSet = new Set(chosen.map((c) => c.label));

  const children = new Map<BranchId, { id: string; label: string; kind: MindMapNodeKind; weight: number }[]>();
  const push = (b: BranchId, c: { id: string; label: string; kind: MindMapNodeKind; weight: number }) => {
    const list = children.get(b) ?? [];
    list.push(c);
    children.set(b, list);
  };
  for (const f of files) push('files', { id: `file:${f.name}`, label: f.name, kind: 'file', weight: 1 });
  for (const c of chosen) push(dominant(c), { id: `topic:${c.label}`, label: c.label, kind: 'topic', weight: c.count });

  const rootLabel = input.title.trim() || 'This session';
  const nodes: MindMapNode[] = [{ id: 'root', label: rootLabel, kind: 'root', weight: chosen.length, x: 0, y: 0 }];
  const edges: MindMapEdge[] = [];
  const branches = (['goals', 'conversation', 'insights', 'files'] as BranchId[]).filter((b) => (children.get(b)?.length ?? 0) > 0);

  const BRANCH_R = 190;
  const LEAF_R = 150;
  branches.forEach((b, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / branches.length;
    const bx = Math.round(Math.cos(angle) * BRANCH_R);
    const by = Math.round(Math.sin(angle) * BRANCH_R);
    const kids = children.get(b)!;
    nodes.push({ id: `branch:${b}`, label: BRANCH_LABELS[b], kind: 'branch', weight: kids.length, branch: b, x: bx, y: by });
    edges.push({ id: `e:root:${b}`, source: 'root', target: `branch:${b}`, kind: 'tree' });
    const spread = Math.min(Math.PI * 0.9, (2 * Math.PI) / branches.length + 0.5);
    kids.forEach((k, j) => {
      const a = kids.length === 1 ? angle : angle - spread / 2 + (j * spread) / (kids.length - 1);
      const r = LEAF_R + (j % 2) * 45;
      nodes.push({ ...k, branch: b, x: Math.round(bx + Math.cos(a) * r), y: Math.round(by + Math.sin(a) * r) });
      edges.push({ id: `e:${b}:${k.id}`, source: `branch:${b}`, target: k.id, kind: 'tree' });
    });
  });

  const related = [...pairs.entries()]
    .map(([key, n]) => ({ pair: key.split('\u0000') as [string, string], n }))
    .filter(({ pair }) => chosenSet.has(pair[0]) && chosenSet.has(pair[1]))
    .sort((a, b) => b.n - a.n)
    .slice(0, MAX_RELATED);
  for (const { pair } of related) edges.push({ id: `r:${pair[0]}:${pair[1]}`, source: `topic:${pair[0]}`, target: `topic:${pair[1]}`, kind: 'related' });
  for (const [file, topics] of fileTopics) {
    if (!files.some((f) => f.name === file)) continue;
    for (const t of topics) if (chosenSet.has(t)) edges.push({ id: `f:${file}:${t}`, source: `file:${file}`, target: `topic:${t}`, kind: 'related' });
  }

  const nodeIds = new Set(nodes.map((n) => n.id));
  return { nodes, edges: edges.filter((e) => nodeIds.has(e.source) && nodeIds.has(e.target) && e.source !== e.target), topicCount: chosen.length };
}
