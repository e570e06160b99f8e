import { Cpu, Sparkles } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * Which engine wrote an AI answer (AiMeta.engineLabel): "Offline analyst", or the
 * provider's model. Shown wherever an answer appears, so the product never passes off
 * the offline analyst's text as a large model's.
 */
export function EngineBadge({ label, className }: { label?: string; className?: string }) {
  if (!label) return null;
  const offline = label === 'Offline analyst';
  const Icon = offline ? Cpu : Sparkles;
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-border/80 bg-surface-2/70 px-1.5 py-px text-[10px] font-medium leading-4 text-muted',
        className,
      )}
      title={offline ? 'Written by the offline analyst: rules and templates on this server, no language model' : `Written by ${label}`}
      data-testid="engine-badge"
    >
      <Icon className="size-2.5 shrink-0" aria-hidden />
      <span className="sr-only">Answered by </span>
      <span className="truncate">{label}</span>
    </span>
  );
}
