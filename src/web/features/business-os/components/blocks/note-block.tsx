import { useEffect, useRef, useState } from 'react';
import { SESSION_LIMITS } from '../../../../../contract/business-os-defaults';
import { useController } from '../../hooks/workspace-context';

/** A free-text note; saved after a short pause in typing and on blur. */
export function NoteBlock({ id, content }: { id: string; content: string }) {
  const controller = useController();
  const [text, setText] = useState(content);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [synced, setSynced] = useState(content);

  // Adopt a newer saved value (e.g. the session was reloaded) when not mid-edit.
  if (content !== synced && timer.current === null) {
    setSynced(content);
    setText(content);
  }

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const commit = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setSynced(value);
    if (value !== content) controller.setBlockContent(id, value);
  };

  return (
    <textarea
      aria-label="Note"
      className="block h-full min-h-[7.5rem] w-full resize-none bg-transparent p-3 text-[13px] leading-relaxed text-fg outline-none placeholder:text-muted"
      placeholder="Write a note, an idea, a decision…"
      value={text}
      maxLength={SESSION_LIMITS.blockContentChars}
      onChange={(e) => {
        const value = e.target.value;
        setText(value);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(value), 600);
      }}
      onBlur={(e) => commit(e.target.value)}
    />
  );
}
