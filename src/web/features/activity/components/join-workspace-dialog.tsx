/**
 * Join Workspace (spec §5, §8): invite code required (trimmed, upper-cased), password
 * optional. Failure: the server's message, else the spec's fallback; success
 * 'Successfully joined workspace: {name}!'.
 */
import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { JoinWorkspaceBodySchema, WORKSPACE_MESSAGES } from '../../../../contract/workspaces';
import { errorMessage } from '../../../lib/api-client';
import { checkForm, maxLengthOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/use-toast';
import { useJoinWorkspace } from '../api';

export function JoinWorkspaceDialog({ open, onOpenChange, onJoined }: { open: boolean; onOpenChange: (open: boolean) => void; onJoined?: (id: string) => void }) {
  const ids = useId();
  const join = useJoinWorkspace();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    onOpenChange(false);
    setCode('');
    setPassword('');
    setError(null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    // Trimmed and upper-cased by the contract's schema, which also says what is wrong.
    const checked = checkForm(JoinWorkspaceBodySchema, { inviteCode: code, ...(password ? { password } : {}) });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0] ?? WORKSPACE_MESSAGES.joinFailed);
      return;
    }
    setError(null);
    join.mutate(
      checked.data,
      {
        onSuccess: (res) => {
          toast({ title: WORKSPACE_MESSAGES.joined(res.workspace.name), variant: 'success' });
          onJoined?.(res.workspace.id);
          close();
        },
        onError: (err) => setError(errorMessage(err, WORKSPACE_MESSAGES.joinFailed)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-5" noValidate>
          <div>
            <DialogTitle>Join Workspace</DialogTitle>
            <DialogDescription>Enter the invite code you were given, and the password if the workspace has one.</DialogDescription>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-code`}>Invite code</Label>
            <Input
              id={`${ids}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="e.g. K7Q2M9XA"
              className="font-mono uppercase tracking-widest"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              maxLength={maxLengthOf(JoinWorkspaceBodySchema.shape.inviteCode)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-password`}>
              Password <span className="font-normal text-muted">(if required)</span>
            </Label>
            <Input id={`${ids}-password`} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" maxLength={maxLengthOf(JoinWorkspaceBodySchema.shape.password)} />
          </div>
          {error && (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-red-200">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!code.trim() || join.isPending}>
              <LogIn /> {join.isPending ? 'Joining…' : 'Join Workspace'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
