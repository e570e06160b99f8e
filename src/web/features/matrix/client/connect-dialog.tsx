import { ArrowLeft, ChevronRight, KeyRound, Server, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatrixConnectResponse } from '../../../../contract/matrix';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { PasswordLoginForm } from './password-login-form';
import { TokenConnectForm } from './token-connect-form';

type Way = 'choose' | 'password' | 'token';

/**
 * The connect dialog (spec §4: the page starts disconnected, in this modal). Its first screen
 * (issue 31) explains the three ways in: an account on a homeserver (user id and password),
 * deploying your own homeserver from the Bridge Center, or (advanced) an access token.
 */
export function ConnectDialog({
  open,
  onOpenChange,
  onConnected,
  fixedHomeserver,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected: (res: Extract<MatrixConnectResponse, { success: true }>) => void;
  /** MATRIX_HOMESERVER_URL, when the operator set one: no address is asked for. */
  fixedHomeserver?: string;
}) {
  const [way, setWay] = useState<Way>('choose');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setWay('choose');
      }}
    >
      <DialogContent className="max-w-xl p-5 sm:p-6">
        <DialogTitle>Connect to Matrix</DialogTitle>
        <DialogDescription>
          Matrix is an open chat network. Connect an account to read and send your rooms here, bridged WhatsApp, Telegram and Discord chats
          included.
        </DialogDescription>
        {way === 'choose' ? (
          <>
            <h3 className="mt-5 text-sm font-medium text-fg">Choose how to connect</h3>
            <ul className="mt-2 space-y-2" aria-label="Ways to connect">
              <li>
                <WayButton
                  icon={<UserRound className="size-5" aria-hidden />}
                  title="I have a Matrix account"
                  onClick={() => setWay('password')}
                >
                  Sign in with your user id (like @alice:matrix.org) and password. We find your homeserver.
                </WayButton>
              </li>
              <li>
                <Link
                  to={paths.matrixTest}
                  className="flex w-full items-start gap-3 rounded-xl border border-border bg-surface-2/40 p-3 text-left sm:p-4 transition hover:border-brand/60 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <WayBody icon={<Server className="size-5" aria-hidden />} title="Deploy your own homeserver">
                    The Bridge Center builds a ready-to-run bundle for your server and domain, WhatsApp, Telegram and Discord bridges
                    included. Then sign in here.
                  </WayBody>
                </Link>
              </li>
              <li>
                <WayButton icon={<KeyRound className="size-5" aria-hidden />} title="Advanced: use an access token" onClick={() => setWay('token')}>
                  Paste the user id and access token of a Matrix app you already use.
                </WayButton>
              </li>
            </ul>
            <p className="mt-4 text-xs text-muted">
              No account and no server? Any public homeserver works: create a free account at{' '}
              <a href="https://app.element.io/#/register" target="_blank" rel="noreferrer" className="text-violet-300 underline underline-offset-2">
                app.element.io
              </a>
              , then choose “I have a Matrix account”.
            </p>
          </>
        ) : (
          <div className="mt-5">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-semibold">{way === 'password' ? 'Sign in with your Matrix account' : 'Connect with an access token'}</h3>
              <Button variant="ghost" size="sm" onClick={() => setWay('choose')}>
                <ArrowLeft aria-hidden /> Other ways
              </Button>
            </div>
            {way === 'password' ? (
              <PasswordLoginForm fixedHomeserver={fixedHomeserver} onConnected={onConnected} />
            ) : (
              <TokenConnectForm fixedHomeserver={fixedHomeserver} onConnected={onConnected} />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function WayButton({ icon, title, children, onClick }: { icon: ReactNode; title: string; children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface-2/40 p-3 text-left sm:p-4 transition hover:border-brand/60 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <WayBody icon={icon} title={title}>
        {children}
      </WayBody>
    </button>
  );
}

function WayBody({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/15 text-violet-300">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-fg">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{children}</span>
      </span>
      <ChevronRight className="mt-2 size-4 shrink-0 text-muted" aria-hidden />
    </>
  );
}
