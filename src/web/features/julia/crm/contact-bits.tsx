import type { Contact } from '../../../../contract/julia-crm';

export function warmthTone(w: Contact['warmth']) {
  return w === 'Hot' ? ('danger' as const) : w === 'Warm' ? ('warning' as const) : ('neutral' as const);
}

/** Trust out of 10, as a bar and a figure. */
export function TrustMeter({ trust }: { trust: number }) {
  return (
    <span className="inline-flex items-center gap-1.5" title={`Trust ${trust}/10`}>
      <span className="h-1.5 w-14 overflow-hidden rounded-full bg-border" aria-hidden>
        <span className="block h-full rounded-full bg-brand" style={{ width: `${trust * 10}%` }} />
      </span>
      <span className="tabular-nums">{trust}/10</span>
    </span>
  );
}
