import { describe, expect, it } from 'vitest';
import { contentDisposition, userFileType } from './user-files';

describe('userFileType: only types a browser cannot run survive (#25, ADR 049)', () => {
  it('sends what could run as application/octet-stream, never inline', () => {
    for (const t of ['text/javascript', 'application/javascript', 'text/html; charset=utf-8', 'image/svg+xml', 'application/xml', 'text/xml', 'application/xhtml+xml', 'application/pdf', 'text/css', 'text/x-opml', '', null, undefined, 'TEXT/HTML']) {
      expect(userFileType(t, true), String(t)).toEqual({ contentType: 'application/octet-stream', inline: false });
    }
  });

  it('keeps allow-listed types; inline only for raster images, audio and video', () => {
    expect(userFileType('image/PNG', true)).toEqual({ contentType: 'image/png', inline: true });
    expect(userFileType('audio/wav', true)).toEqual({ contentType: 'audio/wav', inline: true });
    expect(userFileType('image/jpeg')).toEqual({ contentType: 'image/jpeg', inline: false });
    expect(userFileType('text/plain; charset=latin1', true)).toEqual({ contentType: 'text/plain; charset=utf-8', inline: false });
    expect(userFileType('application/json')).toEqual({ contentType: 'application/json; charset=utf-8', inline: false });
  });
});

describe('contentDisposition (RFC 6266)', () => {
  it('plain ASCII names as they are; others with an ASCII fallback and filename*', () => {
    expect(contentDisposition('report.csv')).toBe('attachment; filename="report.csv"');
    expect(contentDisposition('ünï "x".js', 'inline')).toBe(`inline; filename="_n_ _x_.js"; filename*=UTF-8''%C3%BCn%C3%AF%20%22x%22.js`);
  });

  it('never lets a line break or control character into the header', () => {
    const value = contentDisposition('a\r\nSet-Cookie: x=1\u0000.txt');
    expect([...value].every((c) => c >= ' ' && c <= '~')).toBe(true);
    expect(value).toContain("filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%00.txt");
  });
});
