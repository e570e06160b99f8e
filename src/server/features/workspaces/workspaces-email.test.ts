/**
 * Invitations by email (SMTP_URL) against a real SMTP server on 127.0.0.1 that the test
 * starts (smtp-server), received and parsed as a mail client would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import type { CreateWorkspaceResponse, InviteRole, JoinWorkspaceResponse, WorkspaceDetail } from '../../../contract/workspaces';

interface Received {
  from: string;
  to: string[];
  data: string;
}

async function startSmtp(refuse: (to: string) => boolean) {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS certificate, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, cb) {
      if (refuse(address.address)) return cb(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The subject header, with folding and RFC 2047 Q-encoded words undone. */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/m.exec(header)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) => decodeURIComponent(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')));
}

/** The body of a quoted-printable text part, decoded enough to read links. */
function decodeQp(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('workspace invitations by email (SMTP_URL)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp((to) => to.startsWith('bounce'));
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SMTP_FROM: 'Mnemo <invites@mnemo.test>', PUBLIC_URL: 'https://mnemo.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends each invitee an email with a link that joins them with their role; a refused address is reported as not emailed', async () => {
    const owner = await signUpUser(t.app, { name: 'Grace Hopper' });
    const invites: { email: string; role: InviteRole }[] = [
      { email: 'ada@example.com', role: 'admin' },
      { email: 'bounce@example.com', role: 'member' },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/create',
      headers: { ...sameOrigin(owner.cookie), origin: 'https://mnemo.test' },
      payload: { name: 'Compilers & Co', description: '', inviteUsers: invites, accessCode: null, accessPassword: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = json<CreateWorkspaceResponse>(res);
    expect(created.emailEnabled).toBe(true);
    expect(created.invites.map((i) => [i.email, i.emailed])).toEqual([
      ['ada@example.com', true],
      ['bounce@example.com', false],
    ]);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('invites@mnemo.test');
    expect(mail.to).toEqual(['ada@example.com']);
    const body = decodeQp(mail.data);
    expect(subjectOf(mail.data)).toBe('Grace Hopper invited you to "Compilers & Co" on Mnemo');
    expect(body).toContain('Grace Hopper invited you to join the workspace "Compilers & Co" on Mnemo');
    expect(body).toContain('as an admin');
    const link = created.invites[0]!.link;
    expect(link).toMatch(/^https:\/\/mnemo\.test\/beta\/activity\?invite=[\w-]{20,}$/);
    expect(body).toContain(link);
    // The link is what joins (#25): the email does not send the invitee to sign up with this address.
    expect(body).not.toMatch(/sign up with ada@example\.com/i);

    // The invitee follows the link after signing up (with any address).
    const ada = await signUpUser(t.app, { email: 'ada.lovelace@example.com' });
    const token = new URL(link).searchParams.get('invite')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/workspaces/invitations/accept',
      headers: { ...sameOrigin(ada.cookie), origin: 'https://mnemo.test' },
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json<JoinWorkspaceResponse>(accepted)).toMatchObject({ workspace: { name: 'Compilers & Co', role: 'admin' }, message: 'Successfully joined workspace: Compilers & Co!' });

    const detail = json<WorkspaceDetail>(await t.app.inject({ url: `/api/workspaces/${created.workspace.id}`, headers: { cookie: owner.cookie } }));
    // The bounced invitation stays pending, shown as not emailed.
    expect(detail.invites).toEqual([expect.objectContaining({ email: 'bounce@example.com', emailed: false })]);
    expect(detail.members.map((m) => m.email).sort()).toEqual(['ada.lovelace@example.com', owner.user.email].sort());
  });
});
