/**
 * World settings on the hub of your own world (#27): who you are in your own exports, with
 * why Mnemo thinks so ("Guessed: in 3 of 3 one-to-one chats", "You chose this"); change it
 * (PUT /api/worlds/settings {selfPersonId}) or let Mnemo guess again (null, which asks again).
 */
import { Settings2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { WorldOwner } from '../../../../contract/worlds-owner';
import { errorMessage } from '../../../lib/api-client';
import { useWorldOwner } from '../../../lib/queries/worlds';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Label } from '../../../ui/label';
import { useSetOwner } from './owner-question';

const NUMBER = new Intl.NumberFormat('en-US');
const selectClass =
  'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-2 text-sm text-fg outline-none focus:border-brand focus:ring-2 focus:ring-brand/30';

export function WorldSettingsPanel() {
  const owner = useWorldOwner();
  if (!owner.data || owner.data.candidates.length === 0) return null;
  // Keyed by the owner: a new answer (or guess) resets the choice.
  return <SettingsCard key={`${owner.data.guess?.personId ?? ''}|${owner.data.confirmed}`} owner={owner.data} />;
}

function SettingsCard({ owner }: { owner: WorldOwner }) {
  const id = useId();
  const set = useSetOwner();
  const current = owner.guess?.personId ?? '';
  const [choice, setChoice] = useState(current);
  const choices = owner.candidates.some((c) => c.personId === current) || !owner.guess ? owner.candidates : [{ ...owner.guess, messageCount: 0, chatCount: 0 }, ...owner.candidates];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice) set.mutate(choice);
  };
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div className="flex items-center gap-2">
        <Settings2 className="size-4 text-muted" aria-hidden />
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          World settings
        </h2>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-start">
        <div className="min-w-0">
          <p className="text-sm text-muted">You are</p>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-base font-medium text-fg">{owner.guess?.name ?? 'Not known yet'}</span>
            {owner.confirmed ? <Badge tone="success">Confirmed</Badge> : owner.guess ? <Badge tone={owner.ask ? 'warning' : 'neutral'}>{owner.ask ? 'Unsure' : 'Guessed'}</Badge> : null}
          </p>
          <p className="mt-1 text-xs text-muted">{owner.guess?.reason || 'Mnemo could not tell which participant is you.'}</p>
        </div>
        <form onSubmit={submit} className="grid min-w-0 gap-1.5" aria-label="Change who you are">
          <Label htmlFor={`${id}-owner`}>Change who you are</Label>
          <div className="flex min-w-0 flex-wrap gap-2">
            <select id={`${id}-owner`} value={choice} onChange={(e) => setChoice(e.target.value)} className={`${selectClass} flex-1 basis-48`}>
              {!owner.guess && <option value="">Choose yourself…</option>}
              {choices.map((c) => (
                <option key={c.personId} value={c.personId}>
                  {c.name}
                  {c.messageCount ? ` (${NUMBER.format(c.messageCount)} messages)` : ''}
                </option>
              ))}
            </select>
            <Button type="submit" disabled={!choice || set.isPending || (owner.confirmed && choice === current)}>
              Save
            </Button>
          </div>
          {owner.confirmed && (
            <Button type="button" variant="link" size="sm" className="justify-self-start" disabled={set.isPending} onClick={() => set.mutate(null)}>
              Let Mnemo guess again
            </Button>
          )}
          {set.error && (
            <p role="alert" className="text-sm text-danger-fg">
              {errorMessage(set.error, 'Your answer could not be saved. Try again.')}
            </p>
          )}
        </form>
      </div>
    </Card>
  );
}
