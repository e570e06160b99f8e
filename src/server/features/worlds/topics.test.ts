import { describe, expect, it } from 'vitest';
import { topicsOf } from './topics';

const counts = (words: string[]) => words.map((word, i) => ({ word, count: 100 - i }));

describe('topicsOf', () => {
  it('drops the function words and chat fillers of the languages people chat in', async () => {
    const topics = (await topicsOf(counts(['que', 'amor', 'meu', 'boa', 'não', 'nao', 'mal', 'ruf', 'sooo', 'wie', 'und', 'les', 'della', 'bir', 'jest', 'och', 'yang', 'caução', 'apfelkuchen', 'pizza'])))
      .map((t) => t.word);
    expect(topics).toEqual(['caução', 'apfelkuchen', 'pizza']);
  });

  it('keeps English nouns and drops English function words', async () => {
    expect((await topicsOf(counts(['the', 'about', 'pizza', 'holiday']))).map((t) => t.word)).toEqual(['pizza', 'holiday']);
  });
});
