/**
 * "Ask" in the header of every world page (WorldShell): opens the Ask panel, whose code is
 * loaded on the first click (or as the pointer or focus reaches the button), never with the
 * page. Shown on your own world and the sample; on a shared link only when its owner allowed
 * visitors to ask.
 */
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestionMark } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { call } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { useWorldPeriod } from '../period';
import type { WorldSource } from '../world-source';

const loadPanel = () => import('./ask-panel');
const AskPanel = lazy(loadPanel);

/** The hash that opens the Ask panel on arrival (the app header's "Ask" leads to `/worlds#ask`). */
export const ASK_HASH = '#ask';

/**
 * `look="box"`: a wide button drawn like a question box (the hub's "Ask your world…"),
 * opening the same panel; the conversation is shared (ask-store.ts). The box has the id
 * `ask` and opens itself when the page is reached at `#ask`.
 */
export function AskButton({ source, look = 'button' }: { source: WorldSource; look?: 'button' | 'box' }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on and kept (closed) after, so an answer still on its way lands.
  const [mounted, setMounted] = useState(false);
  const { hash, key } = useLocation();
  useEffect(() => {
    // Each arrival at #ask (a new history entry: the header's link clicked again) opens it.
    if (look === 'box' && hash === ASK_HASH && source.kind !== 'share') {
      setMounted(true);
      setOpen(true);
    }
  }, [hash, key, look, source.kind]);
  const [period] = useWorldPeriod();
  const token = source.kind === 'share' ? source.token : '';
  // The same query (key and call) as the shared world page's, so it is answered from its cache.
  const share = useQuery({
    queryKey: ['worlds', 'share', token, 'info'],
    queryFn: () => call(worldsApi.sharedInfo, { params: { token } }),
    enabled: source.kind === 'share',
    retry: false,
  });
  if (source.kind === 'share' && !share.data?.allowAsk) return null;

  const opener = {
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: () => void loadPanel(),
    onFocus: () => void loadPanel(),
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  return (
    <>
      {look === 'box' ? (
        <button
          type="button"
          id={ASK_HASH.slice(1)}
          {...opener}
          className="flex w-full cursor-text items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-4 py-3 text-left transition hover:border-brand/60"
        >
          <MessageCircleQuestionMark aria-hidden className="size-5 shrink-0 text-brand-2" />
          <span className="min-w-0">
            <span className="block text-sm font-medium text-fg">Ask your world</span>
            <span className="block text-xs text-muted">Who, when, how much, where, what was said: every answer with its sources.</span>
          </span>
        </button>
      ) : (
        <Button size="sm" {...opener}>
          <MessageCircleQuestionMark aria-hidden /> Ask
        </Button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <AskPanel source={source} open={open} onOpenChange={setOpen} period={period} sharedWorld={share.data?.world} />
        </Suspense>
      )}
    </>
  );
}
