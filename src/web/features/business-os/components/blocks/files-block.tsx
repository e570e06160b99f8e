import { ChevronRight, FileText } from 'lucide-react';
import { useWorkspace } from '../../hooks/workspace-context';
import { formatFileSize } from '../../model/files';

export function FilesBlock() {
  const files = useWorkspace((s) => s.doc.files);
  if (files.length === 0) return <p className="p-3 text-[13px] text-muted">Use Files to add .txt, .md, .csv, .json, .js, .ts or .py files.</p>;
  return (
    <ul className="flex flex-col gap-1.5 p-2" data-testid="files-list">
      {[...files].reverse().map((f) => (
        <li key={f.name}>
          <details className="group/file rounded-lg border border-border/60 bg-surface-2/40 open:bg-surface-2/70" open={files.length <= 2}>
            <summary className="flex cursor-pointer list-none items-center gap-2 px-2.5 py-1.5 text-[13px]">
              <ChevronRight className="size-3.5 shrink-0 text-muted transition group-open/file:rotate-90" aria-hidden />
              <FileText className="size-3.5 shrink-0 text-sky-300" aria-hidden />
              <span className="min-w-0 flex-1 truncate font-medium">{f.name}</span>
              <span className="shrink-0 text-[11px] tabular-nums text-muted">{formatFileSize(f.size)}</span>
            </summary>
            <pre className="mx-2 mb-2 max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-md bg-bg/70 p-2 font-mono text-[11px] leading-snug text-fg/80" data-testid="file-preview">
              {f.preview}
              {f.size > f.preview.length && <span className="text-muted">…</span>}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
