/**
 * One files workspace (spec §3, §4, §5): the conversation with Julia and the files it
 * reads. Sending clears the input and reloads conversations and files; uploads take
 * .txt .md .csv .json .js .ts .py (several at once), each previewed by its first 300
 * characters. After an upload, each .csv, .json or .md file says how Julia read it as a
 * table of figures (rows and columns), or plainly why she could not (issue #30).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Send, Upload, Users } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ACCEPTED_FILE_EXTENSIONS, MAX_MESSAGE_CHARS, type FilesWorkspace, type WorkspaceFile } from '../../../../contract/julia';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EngineBadge } from '../../../ui/engine-badge';
import { Textarea } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { conversationsQuery, fileContentUrl, filesQuery, postMessage, uploadFile } from './api';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** What an upload's answer says about reading the file as a table; null for files that are not tables. */
export function tableNote(f: WorkspaceFile): { ok: boolean; text: string } | null {
  if (!f.table) return null;
  if (f.table.problem) return { ok: false, text: `${f.table.problem} The file is stored: fix it and upload it again for Julia to use its figures.` };
  const rows = `${f.table.rows} row${f.table.rows === 1 ? '' : 's'}`;
  return { ok: true, text: `${f.fileName}: Julia reads ${rows} of figures (${f.table.columns.join(', ')}).` };
}

export function FilesWorkspaceView({ workspace }: { workspace: FilesWorkspace }) {
  const qc = useQueryClient();
  const conversations = useQuery(conversationsQuery(workspace.id));
  const files = useQuery(filesQuery(workspace.id));
  const [draft, setDraft] = useState('');
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [tableNotes, setTableNotes] = useState<{ ok: boolean; text: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const reload = () =>
    Promise.all([qc.invalidateQueries({ queryKey: conversationsQuery(workspace.id).queryKey }), qc.invalidateQueries({ queryKey: filesQuery(workspace.id).queryKey })]);

  const send = useMutation({
    mutationFn: (message: string) => postMessage(workspace.id, message),
    onSettled: () => void reload(),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = draft.trim();
    if (!message || send.isPending) return;
    setDraft('');
    send.mutate(message);
  };

  const upload = async (list: FileList | null) => {
    if (!list?.length) return;
    setUploading(true);
    const errors: string[] = [];
    const notes: { ok: boolean; text: string }[] = [];
    for (const file of Array.from(list)) {
      try {
        const note = tableNote(await uploadFile(workspace.id, file));
        if (note) notes.push(note);
      } catch (err) {
        errors.push(errorMessage(err, `${file.name} could not be uploaded.`));
      }
    }
    setUploadErrors(errors);
    setTableNotes(notes);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
    void reload();
  };

  const messages = conversations.data ?? [];
  return (
    <section className="grid gap-4 lg:grid-cols-[1fr_320px]" aria-label={`Workspace ${workspace.name}`} data-testid="files-workspace">
      <div className="flex min-h-[420px] flex-col rounded-2xl border border-border bg-surface/80">
        <header className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
          <h3 className="font-semibold">{workspace.name}</h3>
          {workspace.sharedWorkspaceId && (
            <Badge tone="brand">
              <Users className="size-3" aria-hidden /> Shared
            </Badge>
          )}
          {workspace.role === 'member' && <Badge>Member</Badge>}
        </header>
        {/* Focusable: a long conversation scrolls, and the keyboard must reach it. */}
        <ol className="flex max-h-[420px] flex-1 flex-col gap-3 overflow-y-auto p-4" aria-label="Conversation" aria-live="polite" tabIndex={0}>
          {conversations.isLoading && <Spinner label="Loading the conversation…" />}
          {!conversations.isLoading && messages.length === 0 && (
            <li className="m-auto max-w-sm text-center text-sm text-muted">Ask Julia anything about your raise. Upload a CSV of metrics or your notes and she will read them.</li>
          )}
          {messages.map((m) => (
            <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-1', m.role === 'user' ? 'items-end self-end' : 'items-start self-start')}>
              <span className="text-[11px] text-muted">{m.role === 'assistant' ? 'Julia' : (m.author ?? 'Someone')}</span>
              <p className={cn('whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm', m.role === 'user' ? 'bg-brand text-white' : 'border border-border bg-surface-2')}>{m.message}</p>
              {m.engineLabel && <EngineBadge label={m.engineLabel} />}
            </li>
          ))}
          {send.isPending && (
            <li className="self-start text-sm text-muted" data-testid="julia-thinking">
              {'Analyzing...'}
            </li>
          )}
        </ol>
        {send.isError && <p className="px-4 pb-2 text-sm text-red-300">{errorMessage(send.error, 'The message could not be sent. Please try again.')}</p>}
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
          <label htmlFor={`msg-${workspace.id}`} className="sr-only">
            Message Julia
          </label>
          <Textarea
            id={`msg-${workspace.id}`}
            rows={2}
            maxLength={MAX_MESSAGE_CHARS}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
            placeholder="Ask about your metrics, your investors, your next step…"
            className="min-h-0 flex-1 resize-none"
          />
          <Button type="submit" disabled={!draft.trim() || send.isPending} aria-label="Send message">
            <Send aria-hidden />
          </Button>
        </form>
      </div>

      <aside className="rounded-2xl border border-border bg-surface/80 p-4" aria-label="Files">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">Files</h3>
          <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()} disabled={uploading}>
            <Upload aria-hidden />
            {uploading ? 'Uploading…' : 'Upload'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={ACCEPTED_FILE_EXTENSIONS.join(',')}
            className="sr-only"
            aria-label="Upload files"
            data-testid="files-input"
            onChange={(e) => void upload(e.target.files)}
          />
        </div>
        <p className="mt-1 text-xs text-muted">{ACCEPTED_FILE_EXTENSIONS.join(' ')} · up to 1 MB each</p>
        {uploadErrors.length > 0 && (
          <div role="alert">
            <ul className="mt-3 grid gap-1 text-xs text-red-300">
              {uploadErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}
        {tableNotes.length > 0 && (
          <div role="status">
            <ul className="mt-3 grid gap-1 text-xs" aria-label="How Julia read the upload">
              {tableNotes.map((n) => (
                <li key={n.text} className={n.ok ? 'text-emerald-300' : 'text-amber-300'}>
                  {n.text}
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul className="mt-3 grid gap-2" aria-label="Uploaded files">
          {files.data?.length === 0 && <li className="text-sm text-muted">No files yet.</li>}
          {files.data?.map((f) => (
            <li key={f.id} className="rounded-lg border border-border bg-surface-2/60 p-3">
              <div className="flex items-center gap-2">
                <FileText className="size-4 shrink-0 text-violet-300" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-sm font-medium" title={f.fileName}>
                  {f.fileName}
                </span>
                <a
                  href={fileContentUrl(workspace.id, f.id)}
                  className="grid size-7 place-items-center rounded-md text-muted hover:bg-bg hover:text-fg"
                  aria-label={`Download ${f.fileName}`}
                >
                  <Download className="size-3.5" aria-hidden />
                </a>
              </div>
              <p className="mt-1 text-[11px] text-muted">
                {kb(f.size)} · {new Date(f.uploadedAt).toLocaleString()}
              </p>
              <pre className="mt-2 max-h-24 overflow-hidden whitespace-pre-wrap break-words rounded bg-bg/60 p-2 text-[11px] leading-snug text-muted">{f.preview}</pre>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
