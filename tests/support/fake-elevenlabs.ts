/** A local server speaking ElevenLabs' text-to-speech wire format (answers a few bytes of "MP3"). */
import { sendJson, startFakeServer } from './fake-http';

/** An MPEG-1 Layer III frame header followed by silence: enough for a client to call it MP3. */
export const FAKE_MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

export async function startFakeElevenLabs() {
  const server = await startFakeServer((req, res) => {
    if (req.method === 'POST' && /^\/v1\/text-to-speech\/[A-Za-z0-9]+$/.test(req.path)) {
      if (!req.headers['xi-api-key']) return sendJson(res, { detail: { status: 'invalid_api_key' } }, 401);
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      return void res.end(FAKE_MP3);
    }
    sendJson(res, { detail: 'not found' }, 404);
  });
  return { ...server, url: server.origin };
}
