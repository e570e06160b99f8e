/**
 * /element: the Matrix client page (spec §2/§4/§5, issue 16). Starts disconnected in the
 * connect dialog (issue 31: password sign-in, deploy your own, or an access token); once connected: the room list (kinds, bridge icons, unread counts), the
 * selected room's messages with live updates, the input (send disabled when empty), the
 * §4 system message with the number of rooms found, floating analyze / mind map / metrics
 * cards from the AI layer, and 'Open Element UI'.
 */
import { ExternalLink, LogIn, MessagesSquare, PlugZap, Unplug } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { roomsFoundMessage, type MatrixInsightKind } from '../../../../contract/matrix';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { PageFrame } from '../../../ui/page-frame';
import { Spinner } from '../../../ui/spinner';
import { useDisconnectMatrix, useElementLink, useMatrixEvents, useMatrixRooms, useMatrixStatus } from '../client/api';
import { ConnectDialog } from '../client/connect-dialog';
import { InsightCards, type InsightCardSpec } from '../client/insight-cards';
import { MessagePane } from '../client/message-pane';
import { RoomList } from '../client/room-list';

export default function Page() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PageFrame className="max-w-7xl" actions={user ? <ElementButton enabled /> : undefined}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Matrix Client</h1>
          <p className="mt-1 text-sm text-muted">Read and send messages in your Matrix rooms, bridged chats included.</p>
        </div>
      </div>
      {isLoading ? <Spinner label="Loading…" /> : user ? <Client /> : <SignedOut />}
    </PageFrame>
  );
}

function SignedOut() {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <MessagesSquare className="mx-auto mb-3 size-8 text-violet-300" aria-hidden />
      <h2 className="text-lg font-semibold">Sign in to connect Matrix</h2>
      <p className="mt-1 text-sm text-muted">Your Matrix connection belongs to your account.</p>
      <Button asChild className="mt-5">
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.element)}`}>
          <LogIn aria-hidden /> Sign In
        </Link>
      </Button>
    </Card>
  );
}

function ElementButton({ enabled }: { enabled: boolean }) {
  const link = useElementLink(enabled);
  const [explain, setExplain] = useState(false);
  if (link.data?.url) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={link.data.url} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden /> Open Element UI
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setExplain(true)}>
        <ExternalLink aria-hidden /> Open Element UI
      </Button>
      <Dialog open={explain} onOpenChange={setExplain}>
        <DialogContent>
          <DialogTitle>Open Element</DialogTitle>
          <DialogDescription>
            Element is the full Matrix app (calls, encrypted rooms, settings). This site has no Element of its own, so use the public one and
            sign in there with the same Matrix account
            {link.data?.homeserverUrl ? (
              <>
                {' '}
                (homeserver <strong className="text-fg">{new URL(link.data.homeserverUrl).host}</strong>)
              </>
            ) : null}
            .
          </DialogDescription>
          <Button asChild className="mt-5">
            <a href={PUBLIC_ELEMENT} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> Open app.element.io
            </a>
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The public Element Web, for a site without ELEMENT_URL (its sign-in screen). */
const PUBLIC_ELEMENT = 'https://app.element.io/#/login';

let nextCardId = 1;

function Client() {
  const status = useMatrixStatus();
  const connected = status.data?.connected === true;
  const rooms = useMatrixRooms(connected);
  const disconnect = useDisconnectMatrix();
  const [dialogOpen, setDialogOpen] = useState(true);
  const [selected, setSelected] = useState<string | null>(null);
  const [showPane, setShowPane] = useState(false);
  const [foundMessage, setFoundMessage] = useState<string | null>(null);
  const [cards, setCards] = useState<InsightCardSpec[]>([]);

  useMatrixEvents(connected);

  const roomList = useMemo(() => rooms.data ?? [], [rooms.data]);
  const current = roomList.find((r) => r.id === selected) ?? null;
  const systemMessage = foundMessage ?? (rooms.data ? roomsFoundMessage(roomList.length) : null);

  if (status.isPending) return <Spinner label="Checking your Matrix connection…" />;

  if (!status.data?.connected) {
    return (
      <>
        <Card className="mx-auto max-w-lg p-8 text-center">
          <PlugZap className="mx-auto mb-3 size-8 text-violet-300" aria-hidden />
          <h2 className="text-lg font-semibold">Not connected</h2>
          <p className="mt-1 text-sm text-muted">
            Sign in with your Matrix account, deploy your own homeserver, or use an access token, and your rooms and bridged chats show here.
          </p>
          <Button className="mt-5" onClick={() => setDialogOpen(true)}>
            Connect to Matrix
          </Button>
        </Card>
        <ConnectDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          fixedHomeserver={status.data?.homeserverUrl}
          onConnected={(res) => {
            setDialogOpen(false);
            setFoundMessage(res.message);
            setSelected(res.rooms[0]?.id ?? null);
          }}
        />
      </>
    );
  }

  const s = status.data;
  const addCard = (kind: MatrixInsightKind) => {
    if (!current) return;
    setCards((c) => [...c.slice(-3), { id: nextCardId++, kind, roomId: current.id, roomName: current.name }]);
  };

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={s.sync === 'syncing' || s.sync === 'starting' ? 'success' : 'warning'}>
          {s.sync === 'backing_off' ? 'Reconnecting' : s.sync === 'token_invalid' ? 'Token rejected' : 'Connected'}
        </Badge>
        <span className="text-muted">
          as <span className="text-fg">{s.userId}</span> on {new URL(s.homeserverUrl).host}
        </span>
        {s.syncError && <span className="text-xs text-yellow-300">{s.syncError}</span>}
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
          <Unplug aria-hidden /> Disconnect
        </Button>
      </div>
      <Card className="grid h-[calc(100vh-14rem)] min-h-[28rem] overflow-hidden p-0 md:grid-cols-[300px_1fr]">
        <aside className={`min-h-0 overflow-y-auto border-border md:block md:border-r ${showPane && current ? 'hidden' : ''}`}>
          <h2 className="px-4 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-muted">Rooms · {roomList.length}</h2>
          {rooms.isPending ? (
            <Spinner label="Loading rooms…" className="p-4 text-sm" />
          ) : (
            <RoomList
              rooms={roomList}
              selected={selected}
              onSelect={(id) => {
                setSelected(id);
                setShowPane(true);
              }}
            />
          )}
        </aside>
        <section className={`min-h-0 md:block ${showPane && current ? '' : 'hidden md:block'}`}>
          {current ? (
            <MessagePane
              room={current}
              systemMessage={systemMessage}
              ownUserId={s.userId}
              onBack={() => setShowPane(false)}
              onInsight={addCard}
            />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-muted">
              {systemMessage && (
                <p className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs" data-testid="system-message">
                  {systemMessage}
                </p>
              )}
              <MessagesSquare className="size-8" aria-hidden />
              <p className="text-sm">Choose a room to read and send messages.</p>
            </div>
          )}
        </section>
      </Card>
      <InsightCards cards={cards} onClose={(id) => setCards((c) => c.filter((x) => x.id !== id))} />
    </>
  );
}
