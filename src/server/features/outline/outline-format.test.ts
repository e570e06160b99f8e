import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { OutlineNode } from '../../../contract/outline';
import { markdownToDelta } from '../../../contract/outline';
import { appendTree, docLinks, docToTree, treePlainText, treeToDoc } from './outline-doc';
import { fromMarkdown, fromOpml, readHeading, toMarkdown, toOpml } from './outline-format';

const n = (text: string, children: OutlineNode[] = [], extra: Partial<OutlineNode> = {}): OutlineNode => ({ text, children, ...extra });

const TREE: OutlineNode[] = [
  n('Launch plan', [n('Pick a date', [n('Ask **Ana** about Q3')], { checked: true }), n('Write the post', [], { checked: false })], { heading: 2 }),
  n('Research', [n('See [the notes](https://example.com/notes) and [[Reading list]]'), n('Compare `pg_trgm` with *full-text* search')], {
    collapsed: true,
  }),
  n('Plain item with ~~old~~ words & <angle> "quotes"'),
];

describe('markdown', () => {
  it('round-trips an outline: export then import gives the same tree and title', () => {
    const md = toMarkdown('Q3 plan', TREE);
    const back = fromMarkdown(md);
    expect(back.title).toBe('Q3 plan');
    // Markdown has no place for the collapsed state.
    const expected = JSON.parse(JSON.stringify(TREE).replace(/,"collapsed":true/g, '')) as OutlineNode[];
    expect(back.nodes).toEqual(expected);
  });

  it('writes one indented bullet per item with checkboxes and heading marks', () => {
    expect(toMarkdown('T', TREE).split('\n').slice(0, 6)).toEqual([
      '# T',
      '',
      '- ## Launch plan',
      '  - [x] Pick a date',
      '    - Ask **Ana** about Q3',
      '  - [ ] Write the post',
    ]);
  });

  it('reads other people\u2019s markdown: * and 1. bullets, tab indents, headings owning the bullets after them, paragraphs', () => {
    const md = ['# Notes', '', 'Intro line', '## Ideas', '* one', '\t* one point one', '1. two', '', '## Later', '- [X] done thing'].join('\n');
    const back = fromMarkdown(md);
    expect(back.title).toBe('Notes');
    expect(back.nodes).toEqual([
      n('Intro line'),
      n('Ideas', [n('one', [n('one point one')]), n('two')], { heading: 1 }),
      n('Later', [n('done thing', [], { checked: true })], { heading: 1 }),
    ]);
  });
});

describe('OPML', () => {
  it('round-trips an outline, collapsed state included', () => {
    const xml = toOpml('Q3 plan', TREE);
    expect(xml).toContain('<opml version="2.0">');
    expect(xml).toContain('_complete="true"');
    const back = fromOpml(xml);
    expect(back).toEqual({ title: 'Q3 plan', nodes: TREE });
  });

  it('reads a Workflowy-style export with entities and nested outlines', () => {
    const xml = `<?xml version="1.0"?><opml version="2.0"><head><title>WF</title></head><body>
      <outline text="Home &amp; garden" _complete="true"><outline text="Fix the gate"/></outline>
      <outline title="Only a title"/></body></opml>`;
    expect(fromOpml(xml)).toEqual({
      title: 'WF',
      nodes: [n('Home & garden', [n('Fix the gate')], { checked: true }), n('Only a title')],
    });
  });

  it('refuses text that is not OPML with a 400', () => {
    expect(() => fromOpml('<html><body>hi</body></html>')).toThrow(/not an OPML file/);
    expect(() => fromOpml('<<<')).toThrow(/not an OPML file/);
  });
});

describe('the Yjs document', () => {
  it('stores a tree and reads the same tree back, through a binary update', () => {
    const doc = treeToDoc(TREE, (t) => (t === 'Reading list' ? '11111111-2222-4333-8444-555555555555' : null));
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
    expect(docToTree(copy)).toEqual(TREE);
    expect(docLinks(copy)).toEqual(['11111111-2222-4333-8444-555555555555']);
    expect(treePlainText(docToTree(copy))).toContain('See the notes and Reading list');
  });

  it('appends items to an existing outline', () => {
    const doc = treeToDoc([n('first')]);
    appendTree(doc, [n('second', [n('child')])]);
    expect(docToTree(doc)).toEqual([n('first'), n('second', [n('child')])]);
  });

  it('reads inline markdown as marked runs', () => {
    expect(markdownToDelta('a **b** [c](https://x.y) [[P]] \\*d')).toEqual([
      { insert: 'a ' },
      { insert: 'b', attributes: { bold: {} } },
      { insert: ' ' },
      { insert: 'c', attributes: { link: { href: 'https://x.y' } } },
      { insert: ' ' },
      { insert: 'P', attributes: { pageLink: { pageId: null, title: 'P' } } },
      { insert: ' *d' },
    ]);
    // A javascript: link is kept as text, never as a link.
    expect(markdownToDelta('[x](javascript:alert(1))').some((r) => r.attributes && 'link' in r.attributes)).toBe(false);
  });
});

/**
 * #25: the heading and inline-mark regexes were replaced by linear scanners. On short
 * random strings (where the old regexes are fast) the scanners must read exactly what the
 * old regexes read; the long inputs are checked in the budget worker
 * (platform/user-text-thread.test.ts).
 */
describe('linear scanners read what the old regexes read (#25)', () => {
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the old pattern, as the reference, on short strings only
  const OLD_HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
  const OLD_INLINE =
    // eslint-disable-next-line regexp/no-super-linear-move -- the old pattern, as the reference, on short strings only
    /\[\[([^\]\n]+?)\]\]|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|~~([^~\n]+)~~|`([^`\n]+)`|\*([^*\n]+)\*|_([^_\n]+)_|\\([\\*_`~[\]])/g;
  /** A seeded generator (mulberry32): the same strings on every run. */
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const strings = (alphabet: string[], count: number, seed: number) => {
    const next = random(seed);
    return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 14) }, () => alphabet[Math.floor(next() * alphabet.length)]!).join(''));
  };

  it('headings: level and text as before (a line separator still makes no heading)', () => {
    for (const s of strings(['#', ' ', '\t', 'a', '\u2028', 'b'], 20_000, 1)) {
      const m = OLD_HEADING.exec(s);
      expect(readHeading(s), JSON.stringify(s)).toEqual(m ? { level: m[1]!.length, text: m[2] } : null);
    }
    // And as fromMarkdown uses it: the line is a paragraph, a heading a heading.
    expect(fromMarkdown('#' + ' '.repeat(400) + '\u2028x').nodes.map((x) => x.heading ?? null)).toEqual([null]);
    expect(fromMarkdown('# Title #\n## C# ##').nodes).toEqual([n('C#', [], { heading: 1 })]);
  });

  it('inline marks: the same runs as the old regex gave', () => {
    const old = (md: string): Array<{ insert: string; attributes?: object }> => {
      const out: Array<{ insert: string; attributes?: object }> = [];
      const push = (insert: string, attributes?: object) => {
        if (!insert) return;
        const prev = out[out.length - 1];
        if (prev && JSON.stringify(prev.attributes ?? {}) === JSON.stringify(attributes ?? {})) prev.insert += insert;
        else out.push(attributes ? { insert, attributes } : { insert });
      };
      let last = 0;
      for (const m of md.matchAll(OLD_INLINE)) {
        push(md.slice(last, m.index));
        last = m.index + m[0].length;
        if (m[1] !== undefined) push(m[1].trim(), { pageLink: { pageId: null, title: m[1].trim() } });
        else if (m[2] !== undefined) {
          const href = /^(https?:|mailto:)/i.test(m[3]!) ? m[3]! : null;
          for (const r of old(m[2])) push(r.insert, href ? { ...r.attributes, link: { href } } : r.attributes);
        } else if (m[4] !== undefined) push(m[4], { bold: {} });
        else if (m[5] !== undefined) push(m[5], { strike: {} });
        else if (m[6] !== undefined) push(m[6], { code: {} });
        else if (m[7] !== undefined) push(m[7], { italic: {} });
        else if (m[8] !== undefined) push(m[8], { italic: {} });
        else if (m[9] !== undefined) push(m[9]);
      }
      push(md.slice(last));
      return out;
    };
    for (const s of strings(['[', ']', '(', ')', '*', '_', '~', '`', '\\', '\n', ' ', 'a', 'http:', '\u00a0', '\u2028'], 20_000, 2)) {
      expect(markdownToDelta(s), JSON.stringify(s)).toEqual(old(s));
    }
  });
});
