import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { OutlineNode } from '../../../contract/outline';
import { markdownToDelta } from '../../../contract/outline';
import { appendTree, docLinks, docToTree, treePlainText, treeToDoc } from './outline-doc';
import { fromMarkdown, fromOpml, toMarkdown, toOpml } from './outline-format';

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
