/**
 * The dashboard's "API Access" next step, live since #29: opens the token manager
 * (loaded on click, so the dashboard's chunk does not carry it).
 */
import { ArrowRight, Code2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../../ui/badge';

const AccessTokensDialog = lazy(() => import('./access-tokens-dialog'));

export function ApiAccessCard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex flex-col items-start gap-3 rounded-2xl border border-brand/40 bg-surface/70 p-5 text-left transition hover:border-brand hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span className="grid size-10 place-items-center rounded-xl bg-brand-2/10 text-brand-2">
          <Code2 className="size-5" aria-hidden />
        </span>
        <span className="font-medium">API Access</span>
        <span className="text-xs leading-relaxed text-muted">Ask your world from your own assistant: personal access tokens for the MCP endpoint.</span>
        <Badge tone="success" className="mt-auto">
          Live <ArrowRight className="size-3" aria-hidden />
        </Badge>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccessTokensDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
