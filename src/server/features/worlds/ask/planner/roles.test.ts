/**
 * Who held a role at an event (#29): the person a message names beside the role word, or the
 * author who says it of themselves, in the languages the chats use (Greek in both scripts,
 * Polish, English), cited; a role no message states is not answered from here (the caller
 * answers otherwise, never with a guess).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';
import { readRole, roleMentioned } from './roles';

// Eleni (the sister): the wedding, Greeklish, naming the best man; later the christening, in Greek script typed
// without accents (as many do on a phone; accented Greek folds in search only once mnemo_fold folds Greek).
const ELENI = [
  line('10/01/2025', '20:00', 'Eleni', 'kaneis tipota?'),
  line('15/01/2025', '20:00', 'Eleni', 'O gamos 8a einai 13 Septemvriou. Koumparos o Petros!'),
  line('15/01/2025', '20:05', 'Me', 'teleia!!'),
  line('02/09/2026', '19:00', 'Eleni', 'η βαφτιση θα ειναι 18 Οκτωβριου, νονα η Μαρια'),
];
// Petros says it of himself; the owner's friend.
const PETROS = [
  line('16/01/2025', '12:00', 'Petros Nikolaou', 're file, 8a eimai koumparos ston gamo ths aderfhs sou!'),
  line('16/01/2025', '12:10', 'Me', 'xaxa to kseroume'),
];
const MARIA = [line('03/09/2026', '10:00', 'Maria Kosta', 'Είμαι πολύ χαρούμενη!'), line('03/09/2026', '10:05', 'Me', 'κι εγώ!')];
// Kasia (Polish): her wedding, with Tomek as the witness; Tom (English) thanks for a gift only.
const KASIA = [
  line('01/05/2024', '18:00', 'Kasia Wójcik', 'Świadkiem będzie Tomek, już się zgodził'),
  line('01/05/2024', '18:05', 'Me', 'super!'),
];
// Two people called Zosia: one saved under the bare first name, one with her surname; two Katerinas, one with an initial.
const ZOSIA = [line('20/10/2026', '18:00', 'Zosia', 'hej, jutro kawa?'), line('21/10/2026', '09:00', 'Me', 'jasne, o 10')];
const ZOSIA_NOWAK = [line('02/02/2024', '18:00', 'Zosia Nowak', 'dzięki za pomoc!'), line('02/02/2024', '18:30', 'Me', 'nie ma sprawy')];
const KATERINA = [line('25/11/2026', '10:00', 'Κατερίνα', 'ναι ναι'), line('25/11/2026', '10:05', 'Me', 'οκ')];
const KATERINA_N = [line('20/05/2023', '21:00', 'Κατερίνα Ν.', 'καλό καλοκαίρι!'), line('19/05/2023', '21:00', 'Me', 'τα λέμε')];
const TOMEK = [line('02/05/2024', '09:00', 'Tomek Zieliński', 'hej, widzimy się w sobotę?')];

const NOW = new Date('2026-11-27T12:00:00Z');

describe('who held a role', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });
  const cited = (r: AskOutcome) => messages(r.citations).map((c) => c.text);

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [ELENI, 'WhatsApp Chat with Eleni.txt'],
      [PETROS, 'WhatsApp Chat with Petros Nikolaou.txt'],
      [MARIA, 'WhatsApp Chat with Maria Kosta.txt'],
      [KASIA, 'WhatsApp Chat with Kasia Wójcik.txt'],
      [TOMEK, 'WhatsApp Chat with Tomek Zieliński.txt'],
      [ZOSIA, 'WhatsApp Chat with Zosia.txt'],
      [ZOSIA_NOWAK, 'WhatsApp Chat with Zosia Nowak.txt'],
      [KATERINA, 'WhatsApp Chat with Κατερίνα.txt'],
      [KATERINA_N, 'WhatsApp Chat with Κατερίνα Ν..txt'],
    ]));
  }, 240_000);
  afterAll(() => t.close());

  it('names the best man a message names, in Greek script or Greeklish, citing it', async () => {
    for (const q of ['ποιος ήταν ο κουμπάρος στον γάμο της αδερφής μου;', 'who was the koumbaros at the wedding?', 'Who was the best man at my sister’s wedding?']) {
      const r = await ask(q);
      expect(r.answer, q).toMatch(/^Petros Nikolaou/);
      expect(cited(r).some((x) => /koumparos/i.test(x)), q).toBe(true);
    }
  });

  it('names the godmother from a Greek-script message', async () => {
    const r = await ask('who is the godmother at the christening?');
    expect(r.answer).toMatch(/^Maria Kosta/);
    expect(cited(r).some((x) => x.includes('νονα'))).toBe(true);
  });

  it('a first question asking why something happened is a reason the chats do not record', async () => {
    const r = await ask('Why did Eleni pick September for the wedding?');
    expect(r.answered).toBe(false);
    expect(r.citations).toEqual([]);
    const angry = await ask('why exactly was Petros angry with me in 2025?');
    expect(angry.answered).toBe(false);
    // A thing done that day no message tells of: not answered with "wrote nothing".
    const cook = await ask('what did Petros cook for Christmas 2025?');
    expect(cook.answered).toBe(false);
  });

  it('a name with its initial is that person; a declined bare name is the person saved under it', async () => {
    const n = await ask('last time Katerina N. wrote to me?');
    expect(n.answer).toMatch(/20 May 2023/);
    const bare = await ask('When did Zosi last write to me?');
    expect(bare.answer).toMatch(/20 October 2026/);
  });

  it('a role in another question is read as the name of its holder', async () => {
    const r = await ask('how many messages did the koumbaros send me?');
    expect(r.answer).toMatch(/\b1 message/);
    expect(r.answer).toMatch(/Petros Nikolaou/);
    expect(cited(r).some((x) => /koumparos/i.test(x))).toBe(true);
  });

  it('reads a Polish witness in the instrumental ("Świadkiem będzie Tomek")', async () => {
    const r = await ask('who was the świadek at Kasia’s wedding?');
    expect(r.answer).toMatch(/^Tomek Zieliński/);
  });
});

describe('reading a role question', () => {
  it('takes who-questions with a role word in several languages', () => {
    expect(readRole('ποιος ήταν ο κουμπάρος;')?.role.event).toBe('wedding');
    expect(readRole('Who is the nonos at the baby’s vaftisi')?.role.event).toBe('baptism');
    expect(readRole('quién fue el padrino del bautizo?')?.role.event).toBe('baptism');
    expect(readRole('quién fue el padrino de la boda?')?.role.event).toBe('wedding');
    expect(readRole('kto był świadkiem na weselu?')?.role.event).toBe('wedding');
  });

  it('leaves other questions about the role holder, and non-who questions, alone', () => {
    expect(readRole('Who thanked me for being the godfather?')).toBeNull();
    expect(readRole('When did Petros say he would be best man?')).toBeNull();
    expect(readRole('Who was at the wedding?')).toBeNull();
  });

  it('reads a role in another question as a name to read in, not the role someone is thanked for', () => {
    expect(roleMentioned('how many photos is the koumbaros in?')?.words).toBe('the koumbaros');
    expect(roleMentioned('Who thanked me for being the godfather?')).toBeNull();
    expect(roleMentioned('did Eleni ask me to be the best man?')).toBeNull();
    expect(roleMentioned('what did the best man say about the speech?')?.words).toBe('the best man');
  });
});
