/**
 * "Ask" in the header of every world page (WorldShell): opens the Ask panel, whose code is
 * loaded on the first click (or as the pointer or focus reaches the button), never with the
 * page. Shown on your own world and the sample; on a shared link only when its owner allowed
 * visitors to ask.
 */
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestionMark } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { call } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { useWorldPeriod } from '../period';
import type { WorldSource } from '../world-source';

const loadPanel = () => import('./ask-panel');
const AskPanel = lazy(loadPanel);

export function AskButton({ source }: { source: WorldSource }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on and kept (closed) after, so an answer still on its way lands.
  const [mounted, setMounted] = useState(false);
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

  const preload = () => void loadPanel();
  return (
    <>
      <Button
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MessageCircleQuestionMark aria-hidden /> Ask
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <AskPanel source={source} open={open} onOpenChange={setOpen} period={period} sharedWorld={share.data?.world} />
        </Suspense>
      )}
    </>
  );
}
