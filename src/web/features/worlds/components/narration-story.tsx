/**
 * A story as the narration endpoint tells it: each sentence followed by the numbers of the
 * messages it cites, and those messages as footnotes below (who, when, what), so a claim
 * about a period can be checked against the messages it rests on. Which engine wrote it,
 * and why a model's story was set aside when it was.
 */
import type { Narration } from '../../../../contract/worlds';
import { formatDayTime } from './social-format';

export function NarrationStory({ story }: { story: Narration }) {
  // One footnote per cited message, numbered in order of first citation.
  const notes: Narration['sentences'][number]['citations'] = [];
  const numberOf = new Map<string, number>();
  const sentences = story.sentences.map((s) => ({
    text: s.text,
    refs: s.citations.map((c) => {
      const key = `${c.at}|${c.id}`;
      if (!numberOf.has(key)) {
        notes.push(c);
        numberOf.set(key, notes.length);
      }
      return numberOf.get(key)!;
    }),
  }));
  return (
    <div>
      <p className="max-w-3xl leading-7">
        {sentences.map((s, i) => (
          <span key={i}>
            {i > 0 && ' '}
            {s.text}
            {s.refs.length > 0 && (
              <sup className="ml-0.5 text-xs text-brand-fg">
                {s.refs.map((n, j) => (
                  <a key={n} href={`#story-note-${n}`} aria-label={`message ${n}`} className="hover:underline">
                    {j > 0 && ','}
                    {n}
                  </a>
                ))}
              </sup>
            )}
          </span>
        ))}
      </p>
      {notes.length > 0 && (
        <ol aria-label="Messages the story cites" className="mt-3 flex max-w-3xl flex-col gap-1 border-t border-border pt-3 text-xs">
          {notes.map((c, i) => (
            <li key={`${c.at}|${c.id}`} id={`story-note-${i + 1}`} className="flex gap-2">
              <span className="w-5 shrink-0 text-right text-brand-fg">{i + 1}.</span>
              <span className="min-w-0 break-words">
                <span className="font-medium">{c.author}</span>
                <span className="text-muted">, {formatDayTime(c.at)}: </span>
                {c.text ?? <span className="text-muted italic">message text not shared</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
      {story.meta.fallback && <p className="mt-2 text-xs text-warning">{story.meta.fallback}</p>}
    </div>
  );
}
