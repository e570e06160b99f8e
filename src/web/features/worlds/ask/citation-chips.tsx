/**
 * An answer's citations as chips under it, each opening what proves the answer: a message
 * opens in its chat with the messages around it, a photo opens larger, a place opens on the
 * map, a person opens their page; a chat shows its title. Where the source has no such page
 * (a shared link has no person pages and one world), the chip shows its text and opens nothing.
 */
import { MapPin, MessageSquareText, MessagesSquare, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Citation, MessageCitation } from '../../../../contract/worlds-ask';
import { cn } from '../../../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import type { WorldSource } from '../world-source';
import { citationText, formatChipDate, photosInDateOrder } from './ask-format';
import { MessageContextDialog } from './message-context-dialog';

/** Where a chip leads: null when the source has no such page. */
export interface CitationLinks {
  place: (id: string) => string | null;
  person: (id: string) => string | null;
}

const CHIP =
  'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2.5 py-1 text-left text-xs text-fg [&_svg]:size-3.5 [&_svg]:shrink-0 [&_svg]:text-brand-2';
const ACTIVE = 'cursor-pointer transition hover:border-brand/60 hover:bg-brand/10';

type PhotoCitation = Extract<Citation, { kind: 'photo' }>;
type ChatCitation = Extract<Citation, { kind: 'chat' }>;

export function CitationChips({
  citations,
  source,
  links,
  onNavigate,
}: {
  citations: Citation[];
  source: WorldSource;
  links: CitationLinks;
  /** Called as a chip's link is followed (the panel closes so the page shows). */
  onNavigate: () => void;
}) {
  const [message, setMessage] = useState<MessageCitation | null>(null);
  const [photo, setPhoto] = useState<PhotoCitation | null>(null);
  if (citations.length === 0) return null;
  // Whether the cited message's chat is a group, when the answer cites that chat too.
  const isGroup = (chatId: string): boolean | null => {
    const chat = citations.find((c): c is ChatCitation => c.kind === 'chat' && c.id === chatId);
    return chat ? chat.isGroup : null;
  };
  return (
    <>
      <ul aria-label="Sources of this answer" className="mt-2 flex flex-wrap gap-1.5">
        {photosInDateOrder(citations).map((c) => (
          <li key={`${c.kind}:${c.id}`} className="min-w-0 max-w-full">
            <Chip citation={c} links={links} onNavigate={onNavigate} onMessage={setMessage} onPhoto={setPhoto} />
          </li>
        ))}
      </ul>
      {message && (
        <MessageContextDialog
          source={source}
          citation={message}
          isGroup={isGroup(message.chatId)}
          personHref={links.person}
          onNavigate={onNavigate}
          onClose={() => setMessage(null)}
        />
      )}
      {photo && <PhotoDialog photo={photo} onClose={() => setPhoto(null)} />}
    </>
  );
}

function Chip({
  citation: c,
  links,
  onNavigate,
  onMessage,
  onPhoto,
}: {
  citation: Citation;
  links: CitationLinks;
  onNavigate: () => void;
  onMessage: (c: MessageCitation) => void;
  onPhoto: (c: PhotoCitation) => void;
}) {
  const { text, name } = citationText(c);
  const label = <span className="truncate">{text}</span>;
  switch (c.kind) {
    case 'message':
      return (
        <button type="button" className={cn(CHIP, ACTIVE)} aria-label={name} title={c.text} onClick={() => onMessage(c)}>
          <MessageSquareText aria-hidden /> {label}
        </button>
      );
    case 'photo':
      return (
        <button type="button" className={cn(CHIP, ACTIVE, 'py-0.5 pl-0.5')} aria-label={name} onClick={() => onPhoto(c)}>
          <img src={c.thumbnailUrl} alt="" className="size-7 shrink-0 rounded-full object-cover" loading="lazy" />
          {label}
        </button>
      );
    case 'place':
      return (
        <LinkChip to={links.place(c.id)} name={name} onNavigate={onNavigate} icon={<MapPin aria-hidden />}>
          {label}
        </LinkChip>
      );
    case 'person':
      return (
        <LinkChip to={links.person(c.id)} name={name} onNavigate={onNavigate} icon={<UserRound aria-hidden />}>
          {label}
        </LinkChip>
      );
    case 'chat':
      return (
        <span className={CHIP} title={name}>
          <MessagesSquare aria-hidden />
          <span className="sr-only">{c.isGroup ? 'Group chat: ' : 'Chat: '}</span>
          {label}
        </span>
      );
  }
}

function LinkChip({ to, name, onNavigate, icon, children }: { to: string | null; name: string; onNavigate: () => void; icon: ReactNode; children: ReactNode }) {
  if (!to) {
    return (
      <span className={CHIP}>
        {icon} {children}
      </span>
    );
  }
  return (
    <Link to={to} className={cn(CHIP, ACTIVE)} aria-label={name} onClick={onNavigate}>
      {icon} {children}
    </Link>
  );
}

function PhotoDialog({ photo, onClose }: { photo: PhotoCitation; onClose: () => void }) {
  const details = [photo.placeName, photo.at ? formatChipDate(photo.at) : null].filter(Boolean).join(' · ');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="pr-8 break-words">{photo.fileName}</DialogTitle>
        <DialogDescription>{details || 'A photo this answer cites.'}</DialogDescription>
        <img src={photo.thumbnailUrl} alt={details ? `${photo.fileName}, ${details}` : photo.fileName} className="mt-4 max-h-[70vh] w-full rounded-xl bg-surface-2 object-contain" />
      </DialogContent>
    </Dialog>
  );
}
