/**
 * Outgoing email through nodemailer's SMTP transport (SMTP_URL). Used for workspace
 * invitations; any feature may send through the one mailer app.ts builds.
 *
 * Behaviour and failure modes:
 * - Without SMTP_URL the mailer is disabled: `enabled` is false and `send` resolves
 *   false without trying, so callers can say truthfully that nothing was sent.
 * - `send` resolves true only when the SMTP server accepted the message for at least
 *   one recipient; a refused, unreachable or slow server (connection 10 s, whole
 *   exchange 20 s) resolves false and is logged as a warning, never thrown: an invite
 *   is stored either way and its link is shown to the inviter.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly enabled: boolean;
  send(message: MailMessage): Promise<boolean>;
  close(): void;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export function createMailer(smtp: { url: string; from: string } | undefined, log?: Logger): Mailer {
  if (!smtp) return { enabled: false, send: async () => false, close: () => {} };
  const transport: Transporter = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    enabled: true,
    async send(message) {
      try {
        const info = await transport.sendMail({ from: smtp.from, ...message });
        return (info.accepted?.length ?? 0) > 0;
      } catch (err) {
        log?.warn({ err, to: message.to }, 'could not send an email');
        return false;
      }
    },
    close: () => transport.close(),
  };
}

/** Escapes text for an HTML email body. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
