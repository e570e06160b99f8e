import { useState } from 'react';
import { INVESTOR_CSV_COLUMNS, type ImportPreview } from '../../../../contract/julia-crm';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Label } from '../../../ui/label';
import { Textarea } from '../../../ui/input';
import { toast } from '../../../ui/use-toast';
import { previewImport, useImportInvestors } from './api';

/** CSV import: choose or paste a file, see every row's problems, then import the good rows. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const doImport = useImportInvestors();

  const reset = () => {
    setCsv('');
    setFileName('');
    setPreview(null);
    setError('');
  };
  const runPreview = async (text: string) => {
    setPreviewing(true);
    setError('');
    try {
      setPreview(await previewImport(text));
    } catch (err) {
      setPreview(null);
      setError(errorMessage(err, 'Could not read the file.'));
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent className="max-w-3xl">
        <DialogTitle>Import investors from CSV</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Columns: {INVESTOR_CSV_COLUMNS.join(', ')} (name and firm are required; lists separated by “;”). An export reads back as it is. Match scores come from your founder profile, never from the file.
        </DialogDescription>
        <div className="mt-4 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <Label htmlFor="csv-file" className="sr-only">
              CSV file
            </Label>
            <input
              id="csv-file"
              type="file"
              accept=".csv,text/csv"
              className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface-2 file:px-3 file:py-1.5 file:text-fg"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                const text = await file.text();
                setFileName(file.name);
                setCsv(text);
                await runPreview(text);
              }}
            />
            {fileName && <span className="text-xs text-muted">{fileName}</span>}
          </div>
          <Label htmlFor="csv-text">…or paste CSV</Label>
          <Textarea id="csv-text" rows={4} value={csv} onChange={(e) => { setCsv(e.target.value); setPreview(null); }} placeholder="name,firm,focus,checkMinUsd,checkMaxUsd" className="font-mono text-xs" />
          <div className="flex justify-end">
            <Button variant="outline" disabled={!csv.trim() || previewing} onClick={() => void runPreview(csv)}>
              {previewing ? 'Reading…' : 'Preview'}
            </Button>
          </div>
          {error && <p role="alert" className="text-sm text-red-300">{error}</p>}
          {preview && (
            <div className="space-y-3" data-testid="import-preview">
              {preview.fileErrors.map((m) => (
                <p key={m} role="alert" className="text-sm text-red-300">{m}</p>
              ))}
              <p className="text-sm">
                <strong className="text-green-300">{preview.valid} ready to import</strong>
                {' · '}
                <strong className={preview.invalid ? 'text-red-300' : 'text-muted'}>{preview.invalid} with problems</strong>
                {preview.ignoredColumns.length > 0 && <span className="text-muted"> · ignored columns: {preview.ignoredColumns.join(', ')}</span>}
              </p>
              {preview.rows.length > 0 && (
                <div className="max-h-64 overflow-auto rounded-lg border border-border">
                  <table className="w-full text-left text-xs">
                    <thead className="sticky top-0 bg-surface-2 text-muted">
                      <tr>
                        <th className="px-3 py-2">Line</th>
                        <th className="px-3 py-2">Name</th>
                        <th className="px-3 py-2">Firm</th>
                        <th className="px-3 py-2">Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.rows.map((r) => (
                        <tr key={r.line} className="border-t border-border">
                          <td className="px-3 py-1.5 tabular-nums">{r.line}</td>
                          <td className="px-3 py-1.5">{r.name || '—'}</td>
                          <td className="px-3 py-1.5">{r.firm || '—'}</td>
                          <td className="px-3 py-1.5">{r.errors.length ? <span className="text-red-300">{r.errors.join('; ')}</span> : <span className="text-green-300">OK</span>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <div className="flex justify-end">
                <Button
                  disabled={preview.valid === 0 || doImport.isPending}
                  onClick={() =>
                    doImport.mutate(csv, {
                      onSuccess: (res) => {
                        toast({ title: `Imported ${res.imported} investor${res.imported === 1 ? '' : 's'}`, description: res.skipped ? `${res.skipped} row(s) skipped` : undefined, variant: 'success' });
                        reset();
                        onOpenChange(false);
                      },
                    })
                  }
                >
                  {doImport.isPending ? 'Importing…' : `Import ${preview.valid} investor${preview.valid === 1 ? '' : 's'}`}
                </Button>
              </div>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
