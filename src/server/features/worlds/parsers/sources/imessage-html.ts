/**
 * imessage-exporter's HTML export (exporters/html.rs), read with htmlparser2's streaming
 * tokenizer: chunk by chunk, nothing but the current message (and its nested replies) kept. A message:
 *
 *   <div class="message">
 *     <div class="sent iMessage"> | <div class="received">
 *       <p><span class="timestamp">May 17, 2022  5:29:42 PM (Read by …)</span>   (newer: the time in an <a>)
 *       <span class="sender">+15558675309</span></p>
 *       [<span class="deleted">…</span>] [<p>Subject: <span class="subject">…</span></p>]
 *       <hr><div class="message_part">
 *         <span class="bubble">text</span> | <div class="attachment"><img|video|audio|a></div>
 *         | <div class="sticker">…</div> | <div class="app">…</div> | <div class="edited"><table>…</table></div>
 *         | <span class="unsent">…</span> | <span class="attachment_error">…</span>
 *       </div>
 *       [<span class="expressive">…</span>] [<div class="reactions|tapbacks">…</div>]
 *       [<div class="replies"><div class="reply"><div class="message">…</div></div>…</div>]
 *         (threaded replies: read, and their copy where sent dropped, see imessage-entry.ts)
 *       [<span class="reply_context">This message responded to an earlier message.</span>]
 *   </div></div>
 *
 * and an announcement: <div class ="announcement"><p><span class="timestamp">…</span> You renamed …</p></div>.
 */
import { Parser } from 'htmlparser2';
import type { ImportRecord } from '../types';
import type { IMessageEntry, IMessageTally } from './imessage-entry';
import { announcementRecord, createIMessageEmitter, imessageStamp, isUnsentText, mediaOfPath, NOTICES } from './imessage-entry';

interface Frame {
  name: string;
  classes: string[];
}

/** What the text being read belongs to. */
type Capture = 'timestamp' | 'sender' | 'bubble' | 'subject' | 'app' | 'edited-cell' | 'announcement' | 'notice' | 'unsent';

interface Building {
  /** Depth (stack length) of its <div class="message">. */
  depth: number;
  entry: IMessageEntry;
  stamp: string;
  sender: string;
  parts: string[];
  /** The last edit's text of an edited part (the cell of the table's last row). */
  editedCells: string[];
  app: string;
  appHref?: string;
  notice: string;
}

export function createIMessageHtmlReader(chatKey: string, tally: IMessageTally) {
  const emit = createIMessageEmitter(chatKey, tally);
  let out: ImportRecord[] = [];
  const stack: Frame[] = [];
  /** Depth (stack length) of the open announcement and tapback list. */
  let announcementDepth = -1;
  let tapbackDepth = -1;
  let capture: { what: Capture; depth: number; text: string } | undefined;
  /** The open message, then the replies nested in it (the innermost last). */
  const messages: Building[] = [];
  let current: Building | undefined;
  let announcement: { stamp: string; text: string } | undefined;
  let index = 0;

  const startCapture = (what: Capture) => {
    capture = { what, depth: stack.length, text: '' };
  };

  const endCapture = () => {
    const c = capture!;
    capture = undefined;
    const text = c.text;
    if (c.what === 'announcement' || (announcement && c.what === 'timestamp' && !current)) {
      if (c.what === 'timestamp') announcement!.stamp = text.trim();
      else announcement!.text += text;
      return;
    }
    if (!current) return;
    switch (c.what) {
      case 'timestamp':
        if (!current.stamp) current.stamp = text.trim();
        break;
      case 'sender':
        current.sender = text.trim();
        break;
      case 'bubble':
      case 'subject':
        current.parts.push(text);
        break;
      case 'app':
        current.app += text;
        break;
      case 'edited-cell':
        current.editedCells.push(text.trim());
        break;
      case 'notice':
        current.notice = text.replace(/\s+/g, ' ').trim();
        break;
      case 'unsent':
        current.entry.unsent = true;
        break;
    }
  };

  const newMessage = (depth: number): Building => {
    index++;
    return {
      depth,
      entry: { at: '', author: '', line: index, text: '', unsent: false, deleted: false, tapbacks: 0 },
      stamp: '',
      sender: '',
      parts: [],
      editedCells: [],
      app: '',
      notice: '',
    };
  };

  /** Completes the innermost open message: a top-level one is emitted, a nested reply kept in the message it answers. */
  const finishMessage = () => {
    const b = messages.pop()!;
    current = messages[messages.length - 1];
    const e = entryOf(b);
    if (!e) return;
    if (current) (current.entry.replies ??= []).push(e);
    else emit(e, false, out);
  };

  const entryOf = (b: Building): IMessageEntry | undefined => {
    const stamp = imessageStamp(b.stamp);
    if (!stamp || !b.sender) {
      tally.notices++;
      return undefined;
    }
    const e = b.entry;
    e.at = stamp.at;
    e.author = b.sender;
    const parts = [...b.parts];
    // An edited part: its table's last row holds the text as it reads now.
    if (b.editedCells.length) parts.push(b.editedCells[b.editedCells.length - 1]!);
    const app = b.app.replace(/\s+/g, ' ').trim();
    if (b.appHref && !app.includes(b.appHref)) parts.push(app ? `${b.appHref}\n${app}` : b.appHref);
    else if (app) parts.push(app);
    e.text = parts.filter((p) => p !== '').join('\n');
    if (b.notice && (NOTICES.has(b.notice) || b.notice.startsWith('SharePlay'))) e.notice = b.notice;
    if (isUnsentText(e.text)) {
      e.unsent = true;
      e.text = '';
    }
    return e;
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const classes = (attribs.class ?? '').split(/\s+/).filter(Boolean);
        stack.push({ name, classes });
        const depth = stack.length;
        const has = (c: string) => classes.includes(c);
        if (name === 'br' && capture) {
          capture.text += '\n';
          return;
        }
        if (!current) {
          if (name === 'div' && has('message')) {
            current = newMessage(depth);
            messages.push(current);
          } else if (name === 'div' && has('announcement')) {
            announcementDepth = depth;
            announcement = { stamp: '', text: '' };
            startCapture('announcement');
          } else if (announcement && name === 'span' && has('timestamp')) {
            // The announcement's time: read apart from its text.
            endCapture();
            startCapture('timestamp');
          }
          return;
        }
        const b = current;
        if (name === 'div' && (has('reactions') || has('tapbacks'))) {
          tapbackDepth = depth;
          return;
        }
        if (tapbackDepth >= 0) {
          if (name === 'div' && (has('reaction') || has('tapback'))) b.entry.tapbacks++;
          return;
        }
        if (capture?.what === 'app' && name === 'a' && !b.appHref && attribs.href) b.appHref = attribs.href;
        if (capture) return;
        if (name === 'div' && has('message')) {
          // A threaded reply nested in <div class="replies">.
          current = newMessage(depth);
          messages.push(current);
          return;
        }
        if (name === 'span' && has('timestamp') && !b.stamp) startCapture('timestamp');
        else if (name === 'span' && has('sender')) startCapture('sender');
        else if (name === 'span' && has('deleted')) b.entry.deleted = true;
        else if (name === 'span' && has('reply_context')) b.entry.reply = true;
        else if (name === 'span' && has('subject')) startCapture('subject');
        else if (name === 'span' && has('bubble')) startCapture('bubble');
        else if (name === 'span' && has('unsent')) startCapture('unsent');
        // A voice message's transcription: kept as its text, as the TXT export has it.
        else if (name === 'span' && has('transcription')) startCapture('bubble');
        else if (name === 'span' && (has('shareplay') || has('shared_location'))) startCapture('notice');
        else if (name === 'span' && has('attachment_error')) b.entry.media ??= 'other';
        else if (name === 'div' && has('sticker')) b.entry.media ??= 'sticker';
        else if (name === 'div' && has('app')) {
          startCapture('app');
          if (attribs.href) b.appHref = attribs.href;
        } else if (name === 'td' && stack.some((f) => f.classes.includes('edited'))) {
          // The second cell of an edit row holds the text (the first its time).
          const row = stack[stack.length - 2];
          if (row?.name === 'tr') startCapture('edited-cell');
        } else if (stack.some((f) => f.name === 'div' && f.classes.includes('attachment'))) {
          if (name === 'img') b.entry.media ??= 'image';
          else if (name === 'video') b.entry.media ??= 'video';
          else if (name === 'audio') b.entry.media ??= 'audio';
          else if (name === 'a') b.entry.media ??= mediaOfPath(attribs.href ?? '') ?? 'document';
          else if (name === 'p') b.entry.media ??= 'other';
        } else if ((name === 'img' || name === 'video' || name === 'audio') && stack.some((f) => f.classes.includes('message_part'))) {
          // Older markup (2022, the project's example page): the attachment straight in its part.
          b.entry.media ??= name === 'img' ? 'image' : name;
        }
      },
      ontext(text) {
        if (capture && tapbackDepth < 0) capture.text += text;
      },
      onclosetag() {
        const depth = stack.length;
        stack.pop();
        if (tapbackDepth >= 0) {
          if (depth === tapbackDepth) tapbackDepth = -1;
          return;
        }
        if (capture && depth === capture.depth) {
          endCapture();
          // The announcement's text goes on after its time stamp.
          if (announcement && announcementDepth >= 0 && depth > announcementDepth) startCapture('announcement');
        }
        if (depth === current?.depth) {
          finishMessage();
        } else if (depth === announcementDepth) {
          if (capture) endCapture();
          announcementDepth = -1;
          const a = announcement!;
          announcement = undefined;
          const stamp = imessageStamp(a.stamp);
          const text = a.text.replace(/\s+/g, ' ').trim();
          if (!stamp) tally.notices++;
          else out.push(announcementRecord(stamp.at, text, chatKey, tally));
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );

  return {
    /** Feeds a piece of the page; returns the records it completed. */
    write(text: string): ImportRecord[] {
      parser.write(text);
      const done = out;
      out = [];
      return done;
    },
    end(): ImportRecord[] {
      parser.end();
      const done = out;
      out = [];
      return done;
    },
  };
}
