/**
 * After an import that leaves Mnemo unsure who you are (#27): the question, "Which of these
 * is you?", is answered on your worlds' hub; this points there. Nothing while Mnemo is sure.
 */
import { ArrowRight, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useWorldOwner } from '../../../lib/queries/worlds';

export function OwnerNotice({ enabled = true }: { enabled?: boolean }) {
  const owner = useWorldOwner(enabled);
  if (!owner.data?.ask) return null;
  return (
    <Link
      to={`${paths.worlds}#owner`}
      className="flex items-center gap-3 rounded-xl border border-brand/40 bg-brand/10 p-3 text-left text-sm transition hover:border-brand/70 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <UserRound className="size-4 shrink-0 text-brand-2" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="font-medium text-fg">Which of these is you?</span>{' '}
        <span className="text-muted">
          {owner.data.guess ? `We think you are ${owner.data.guess.name}, but are not sure.` : 'We could not tell which participant is you.'} One click on your
          worlds sets it.
        </span>
      </span>
      <ArrowRight className="size-4 shrink-0 text-muted" aria-hidden />
    </Link>
  );
}
