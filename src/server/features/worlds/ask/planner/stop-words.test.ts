/** Topic words (#29): function words and filler of the common chat languages are not topics. */
import { describe, expect, it } from 'vitest';
import { isTopicWord } from './stop-words';

describe('isTopicWord', () => {
  it('drops short and function words of several languages and chat filler', () => {
    for (const w of ['que', 'mal', 'ruf', 'wie', 'sooo', 'the', 'meu', 'boa', 'this', 'nicht', 'muito', 'hahaha', 'Also']) expect(isTopicWord(w), w).toBe(false);
  });
  it('keeps words that say something', () => {
    for (const w of ['caixas', 'wedding', 'Apfelkuchen', 'wohnung', 'amor', 'Lisboa']) expect(isTopicWord(w), w).toBe(true);
  });
});
