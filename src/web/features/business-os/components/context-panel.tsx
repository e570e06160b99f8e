import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SESSION_LIMITS } from '../../../../contract/business-os-defaults';
import { useController, useWorkspace } from '../hooks/workspace-context';

type Field = 'businessOkrs' | 'lifeHistory' | 'lifeSummary';

const FIELDS: { key: Field; label: string; placeholder: string; rows: number }[] = [
  { key: 'businessOkrs', label: 'Business OKRs', placeholder: 'Objective and key results for this quarter…', rows: 5 },
  { key: 'lifeHistory', label: 'Life history', placeholder: 'Background, past companies, what shaped you…', rows: 3 },
  { key: 'lifeSummary', label: 'Life summary', placeholder: 'Who you are and what you are building, in a line or two…', rows: 2 },
];

/** One text field of the context, saved after a pause in typing and on blur. */
function ContextField({ field }: { field: (typeof FIELDS)[number] }) {
  const controller = useController();
  const value = useWorkspace((s) => s.doc[field.key]);
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (value !== synced && timer.current === null) {
    setSynced(value);
    setText(value);
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const commit = (v: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setSynced(v);
    controller.updateContext({ [field.key]: v });
  };
  const id = `bos-ctx-${field.key}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs text-fg/90">
        {field.label}
      </label>
      <textarea
        id={id}
        rows={field.rows}
        value={text}
        maxLength={SESSION_LIMITS.textChars}
        placeholder={field.placeholder}
        onChange={(e) => {
          const v = e.target.value;
          setText(v);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(v), 700);
        }}
        onBlur={(e) => commit(e.target.value)}
        className="w-full resize-y rounded-lg border border-border bg-surface-2 px-2.5 py-2 text-xs leading-relaxed text-fg outline-none placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/30"
      />
    </div>
  );
}

/** The founder context every commentary call and the export carry. */
export function ContextPanel() {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="flex flex-col gap-3">
      <Collapsible.Trigger className="group flex items-center gap-1.5 text-left text-xs font-semibold uppercase tracking-wider text-muted hover:text-fg">
        <ChevronRight className="size-3.5 transition group-data-[state=open]:rotate-90" aria-hidden />
        Business context
      </Collapsible.Trigger>
      <Collapsible.Content className="flex flex-col gap-3">
        {FIELDS.map((f) => (
          <ContextField key={f.key} field={f} />
        ))}
        <p className="text-[11px] leading-snug text-muted">Analyze Workspace reads this context, and it is part of the export.</p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
