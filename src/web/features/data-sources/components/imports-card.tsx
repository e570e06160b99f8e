import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Import } from '../../../../contract/worlds';
import { paths } from '../../../lib/paths';
import { useImports } from '../../../lib/queries/imports';
import { Button, buttonVariants } from '../../../ui/button';
import { Card, CardDescription, CardTitle } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useDeleteImport, useImportEvents } from '../api';
import { ImportStatus } from './import-status';
import { OwnerNotice } from './owner-notice';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function ImportRow({ imp }: { imp: Import }) {
  const remove = useDeleteImport();
  return (
    <li className="flex items-start gap-3 rounded-xl border border-border bg-bg/50 p-4">
      <div className="min-w-0 flex-1">
        <ImportStatus imp={imp} />
        <p className="mt-1 text-[11px] text-muted">Imported {dateFormat.format(new Date(imp.createdAt))}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${imp.fileName}`}
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(`Delete “${imp.fileName}” and everything it brought in?`)) remove.mutate(imp.id);
        }}
      >
        <Trash2 />
      </Button>
    </li>
  );
}

/** The user's imports with status, counts and delete; the way to add more. */
export function ImportsCard() {
  const imports = useImports();
  useImportEvents(true);
  const list = imports.data ?? [];
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="imports-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="imports-title">Your imports</CardTitle>
          <CardDescription>Chat exports, photos and location history you brought in.</CardDescription>
        </div>
        <Link to={paths.onboarding} className={buttonVariants({ size: 'sm' })}>
          <Plus /> Connect Data Sources
        </Link>
      </div>
      {imports.isLoading ? (
        <Spinner label="Loading imports…" />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">
          Nothing imported yet. Export a chat (WhatsApp, Telegram, Discord, Messenger, Instagram, Signal or iMessage), photos, your Google location history or GPS tracks and bring it in.
        </p>
      ) : (
        <>
          <OwnerNotice enabled={list.some((i) => i.status === 'done')} />
          <ul className="grid grid-cols-1 gap-3">
            {list.map((imp) => (
              <ImportRow key={imp.id} imp={imp} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
