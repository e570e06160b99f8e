/**
 * The world's own vocabulary (#29): who the owner calls what (their vocatives in a one-to-one
 * chat, through a kin table of many languages), what each group is (family, school, work,
 * friends: from its titles, earlier titles included, its members and its words), and the
 * groups' system lines as facts (renamed, left, added). A small world in Swahili, Polish and
 * English, none of it a question of an evaluation set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import { isKinWord, kindOfWord, kinWords, readSystemLine } from '../tools/vocabulary';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

// The owner calls Amina "Mama"; Amina and others also write "Mama" of someone else ("habari Mama").
const AMINA = [
  line('03/01/2025', '08:00', 'Me', 'Mama, nimefika salama'),
  line('03/01/2025', '08:05', 'Amina Otieno', 'asante Mungu. habari Mama Zawadi?'),
  line('10/01/2025', '19:00', 'Me', 'usiku mwema Mama'),
  line('11/01/2025', '07:30', 'Amina Otieno', 'habari Mama'),
  line('12/01/2025', '07:30', 'Amina Otieno', 'ok Mama'),
  line('13/01/2025', '07:30', 'Me', 'chai tayari'),
].join('\n');
// The owner addresses Zawadi by the Swahili word for a paternal aunt, once.
const ZAWADI = [line('04/01/2025', '12:00', 'Me', 'Shangazi, karibu Nairobi wiki ijayo!'), line('04/01/2025', '12:02', 'Zawadi Otieno', 'asante sana')].join('\n');
const PIOTR = [line('06/01/2025', '09:00', 'Piotr Zieliński', 'cześć, jutro spotkanie o 10'), line('06/01/2025', '09:03', 'Me', 'ok, będę')].join('\n');
// A family group renamed since (the file carries the new name); a work group someone left.
const FAMILY = [
  '01/01/2025, 10:00 - Juma Otieno created group "Otieno Fam"',
  line('01/01/2025', '10:01', 'Juma Otieno', 'karibuni wote'),
  line('01/01/2025', '10:02', 'Amina Otieno', 'asanteni'),
  line('02/01/2025', '10:03', 'Me', 'habari za asubuhi'),
  line('02/01/2025', '10:04', 'Zawadi Otieno', 'salama'),
  '20/02/2025, 18:00 - Juma Otieno changed the subject from "Otieno Fam" to "Nyumbani 🏡"',
  line('21/02/2025', '09:00', 'Amina Otieno', 'jina zuri'),
].join('\n');
const WORK = [
  '05/01/2025, 09:00 - Piotr Zieliński created group "Zespół Alfa"',
  line('05/01/2025', '09:01', 'Piotr Zieliński', 'spotkanie o 10, sprint review'),
  line('05/01/2025', '09:02', 'Ola Wiśniewska', 'ok'),
  line('05/01/2025', '09:03', 'Me', 'deploy po południu'),
  '30/03/2025, 17:00 - Ola Wiśniewska left',
  line('31/03/2025', '09:00', 'Piotr Zieliński', 'deadline w piątek'),
].join('\n');

const NOW = new Date('2025-06-01T12:00:00Z');

describe('the world vocabulary: tables', () => {
  it('kin words across languages share a row', () => {
    expect(kinWords('my aunt')).toEqual(expect.arrayContaining(['shangazi', 'mausi', 'ciocia', 'tia']));
    expect(kinWords('Aai')).toContain('mother');
    expect(kinWords('babcia')).toContain('grandma');
    expect(isKinWord('mjomba')).toBe(true);
    expect(isKinWord('chai')).toBe(false);
  });

  it('a question word names a kind of group in several languages', () => {
    expect(kindOfWord('rodzina')).toBe('family');
    expect(kindOfWord('uni')).toBe('school');
    expect(kindOfWord('kazi')).toBe('work');
    expect(kindOfWord('marafiki')).toBe('friends');
    expect(kindOfWord('pizza')).toBeNull();
  });

  it('system lines of several languages are events', () => {
    expect(readSystemLine('Ana changed the subject from "Old" to "New"')).toMatchObject({ type: 'renamed', actor: 'Ana', from: 'Old', to: 'New' });
    expect(readSystemLine('Jan hat den Betreff von „Alt“ zu „Neu“ geändert')).toMatchObject({ type: 'renamed', actor: 'Jan', from: 'Alt', to: 'Neu' });
    expect(readSystemLine('Lucía cambió el asunto a “Playa 2025”')).toMatchObject({ type: 'renamed', actor: 'Lucía', to: 'Playa 2025' });
    expect(readSystemLine('You created group “Trip”')).toMatchObject({ type: 'created', actor: 'You', to: 'Trip' });
    expect(readSystemLine('Bruno saiu')).toMatchObject({ type: 'left', actor: 'Bruno' });
    expect(readSystemLine('Kofi added Ama, Yaw and Esi')).toMatchObject({ type: 'added', actor: 'Kofi', targets: ['Ama', 'Yaw', 'Esi'] });
    expect(readSystemLine('Marie a retiré Paul')).toMatchObject({ type: 'removed', actor: 'Marie', targets: ['Paul'] });
    expect(readSystemLine('Messages and calls are end-to-end encrypted. No one outside of this chat can read them.')).toBeNull();
  });

  it('the event sentences of Meta, iMessage, Discord and other languages are one group history', () => {
    expect(readSystemLine('Wanjiru Kamau left the group.')).toMatchObject({ type: 'left', actor: 'Wanjiru Kamau' });
    expect(readSystemLine('Priya Raman added Arjun Pillai to the group.')).toMatchObject({ type: 'added', actor: 'Priya Raman', targets: ['Arjun Pillai'] });
    expect(readSystemLine('Olu removed Tayo from the group.')).toMatchObject({ type: 'removed', actor: 'Olu', targets: ['Tayo'] });
    expect(readSystemLine('Mẫn Thị Quế named the group Bếp chung 🍲.')).toMatchObject({ type: 'renamed', actor: 'Mẫn Thị Quế', to: 'Bếp chung 🍲' });
    expect(readSystemLine('You renamed the conversation to Weekend Hikers')).toMatchObject({ type: 'renamed', actor: 'You', to: 'Weekend Hikers' });
    expect(readSystemLine('Ines added Rafa to the conversation.')).toMatchObject({ type: 'added', actor: 'Ines', targets: ['Rafa'] });
    expect(readSystemLine('Kasia left the conversation.')).toMatchObject({ type: 'left', actor: 'Kasia' });
    // Discord: "Author: Added X to the group."
    expect(readSystemLine('Sven: Added Nils to the group.')).toMatchObject({ type: 'added', actor: 'Sven', targets: ['Nils'] });
    expect(readSystemLine('Tomasz dodał Agnieszkę do grupy')).toMatchObject({ type: 'added', actor: 'Tomasz', targets: ['Agnieszkę'] });
    expect(readSystemLine('Budi keluar dari grup')).toMatchObject({ type: 'left', actor: 'Budi' });
    expect(readSystemLine('Lê Văn Phúc đã thêm Hồ Thị Yến vào nhóm.')).toMatchObject({ type: 'added', actor: 'Lê Văn Phúc', targets: ['Hồ Thị Yến'] });
    // Not membership: admins, nicknames, photos, themes; and speech that mentions a group.
    expect(readSystemLine('Priya Raman added Arjun Pillai as a group admin.')).toBeNull();
    expect(readSystemLine('Olu set the nickname for Tayo to Tee.')).toBeNull();
    expect(readSystemLine('Olu changed the group photo.')).toBeNull();
    expect(readSystemLine('I think we should all leave the group soon, honestly')).toBeNull();
  });
});

describe('the world vocabulary over a small world', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskOutcome['state'] = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [AMINA, 'WhatsApp Chat with Amina Otieno.txt'],
      [ZAWADI, 'WhatsApp Chat with Zawadi Otieno.txt'],
      [PIOTR, 'WhatsApp Chat with Piotr Zieliński.txt'],
      [FAMILY, 'WhatsApp Chat with Nyumbani 🏡.txt'],
      [WORK, 'WhatsApp Chat with Zespół Alfa.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('the word the owner addresses someone with names them, over others writing it elsewhere', async () => {
    const r = await ask('how many messages did I send to Mama?');
    expect(r.answer).toContain('Amina Otieno');
    expect(r.answer).toMatch(/\b3\b/);
  });

  it('a kin word resolves through another language of its row, from one vocative', async () => {
    const r = await ask('how many messages did I send my aunt?');
    expect(r.answer).toContain('Zawadi Otieno');
    expect(r.answer).toMatch(/\b1\b/);
  });

  it('a group is found by its kind after a rename', async () => {
    const r = await ask('who is in the family group?');
    expect(r.answer).toContain('Juma Otieno');
    expect(r.answer).toContain('Zawadi Otieno');
    expect(r.answer).not.toContain('Piotr');
  });

  it('who renamed a group is read from its system line, cited', async () => {
    const r = await ask('who renamed the family group?');
    expect(r.answer).toMatch(/^Juma Otieno renamed/);
    expect(r.answer).toContain('Otieno Fam');
    expect(r.answer).toContain('20 February 2025');
    expect(r.citations.some((c) => c.kind === 'chat')).toBe(true);
    expect(r.citations.some((c) => c.kind === 'person' && c.name === 'Juma Otieno')).toBe(true);
  });

  it('a group said to be included widens a count instead of scoping it', async () => {
    // Piotr: 1 message in his chat, 2 in the work group.
    const r = await ask('how many messages did Piotr write, the work group included?');
    expect(r.answer).toMatch(/^3 messages/);
  });

  it('direct messages are the one-to-one chats only', async () => {
    // Amina: 3 in her chat, 2 more in the family group; Zawadi: 1 and 1.
    const r = await ask('who sent me more direct messages, Amina or Zawadi?');
    expect(r.answer).toContain('Amina Otieno');
    expect(r.answer).toMatch(/\b3\b/);
    expect(r.answer).not.toMatch(/\b5\b/);
  });

  it('who left the work group, found by its kind', async () => {
    const r = await ask('who left the work group?');
    expect(r.answer).toMatch(/^Ola Wiśniewska left Zespół Alfa on 30 March 2025/);
  });
});
