/**
 * The AI Explorer Game through the API: the level (the sample world signed out and for a
 * player without places, their own world once they have places), and a player's progress
 * (saved, read back, kept per player and per world, reset, bad input refused with 4xx).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import { GAME_MAX_DISCOVERED, type GameLevel, type GameProgress } from '../../../contract/game';
import { createGameService, NO_PLACES_NOTICE, SIGN_IN_FOR_OWN_WORLD } from './game.service';

describe('/api/game', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const put = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/game/progress', payload: payload as object, headers: cookie ? sameOrigin(cookie) : {} });
  const del = (world: string, cookie?: string) => t.app.inject({ method: 'DELETE', url: `/api/game/progress?world=${world}`, headers: cookie ? sameOrigin(cookie) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  describe('the level', () => {
    let sample: GameLevel;
    beforeAll(async () => {
      const res = await get('/api/game/level');
      expect(res.statusCode, res.body).toBe(200);
      sample = json<GameLevel>(res);
    });

    it('is the sample world signed out: its places as locations, its friends as characters, photos and messages as memories', async () => {
      expect(sample.world).toBe('sample');
      expect(sample.notice).toBeNull();
      expect(sample.locations.length).toBeGreaterThan(5);
      // A location is labelled with its place's name (#27).
      const places = json<{ places: { id: string; name: string }[] }>(await get('/api/worlds/sample/places')).places;
      for (const l of sample.locations) expect(places.find((p) => p.id === l.id)?.name).toBe(l.label);
      expect(sample.characters.length).toBeGreaterThan(0);
      // Sam, the sample world's owner, is the player, never a character.
      expect(sample.characters.some((c) => c.name === 'Sam Rivera')).toBe(false);
      expect(sample.memories.some((m) => m.kind === 'photo' && m.photoId)).toBe(true);
      // The sample reader shows message text, so the game does too.
      expect(sample.messagesShown).toBe(true);
      expect(sample.memories.some((m) => m.kind === 'message' && m.text.length > 0)).toBe(true);
      // The same world, the same level.
      expect(json<GameLevel>(await get('/api/game/level?world=sample'))).toEqual(sample);
    });

    it('is the sample world, with a notice saying why, for a player without places; their own (empty) world when asked', async () => {
      const level = json<GameLevel>(await get('/api/game/level', a.cookie));
      expect(level.world).toBe('sample');
      expect(level.notice).toBe(NO_PLACES_NOTICE);
      expect(level.locations).toEqual(sample.locations);
      const own = json<GameLevel>(await get('/api/game/level?world=own', a.cookie));
      expect(own).toMatchObject({ world: 'own', notice: null, locations: [], memories: [] });
    });

    it('is the player’s own world once they have places, and only theirs', async () => {
      const api = importsApi(t.app);
      expect((await api.importFile(b.cookie, await jpeg({ color: '#3a7', takenAt: '2024:03:20 12:00:00', at: [52.5201, 13.4052] }), 'IMG_B1.jpg')).status).toBe('done');
      const level = json<GameLevel>(await get('/api/game/level', b.cookie));
      expect(level.world).toBe('own');
      expect(level.notice).toBeNull();
      expect(level.locations).toHaveLength(1);
      expect(level.memories).toEqual([expect.objectContaining({ kind: 'photo', title: 'IMG_B1.jpg', locationId: level.locations[0]!.id })]);
      // Another player still gets the sample; b can still ask for the sample.
      expect(json<GameLevel>(await get('/api/game/level', a.cookie)).world).toBe('sample');
      expect(json<GameLevel>(await get('/api/game/level?world=sample', b.cookie)).locations).toEqual(sample.locations);
    });

    it('refuses an own world signed out (401) and an unknown world (400)', async () => {
      const own = await get('/api/game/level?world=own');
      expect(own.statusCode).toBe(401);
      expect(json<{ message: string }>(own).message).toBe(SIGN_IN_FOR_OWN_WORLD);
      const bad = await get('/api/game/level?world=mars');
      expect(bad.statusCode).toBe(400);
      expect(json<{ message: string }>(bad).message).toContain('world must be own or sample.');
    });
  });

  describe('progress', () => {
    const found = ['photo:0b5d3c1e-0000-4000-8000-000000000001', 'message:0b5d3c1e-0000-4000-8000-000000000002:2024-01-02T20:00:00.000Z'];

    it('is empty at first, saved, read back and reset', async () => {
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie))).toEqual({ world: 'sample', discovered: [], position: null, updatedAt: null });
      const saved = await put({ world: 'sample', discovered: [...found, found[0]], position: { x: 12, y: 9 } }, a.cookie);
      expect(saved.statusCode, saved.body).toBe(200);
      // A memory found twice counts once.
      expect(json<GameProgress>(saved)).toMatchObject({ world: 'sample', discovered: found, position: { x: 12, y: 9 } });
      const read = json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie));
      expect(read).toMatchObject({ discovered: found, position: { x: 12, y: 9 } });
      expect(Date.parse(read.updatedAt!)).not.toBeNaN();
      // Saving again replaces it.
      expect((await put({ world: 'sample', discovered: [found[1]], position: null }, a.cookie)).statusCode).toBe(200);
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie))).toMatchObject({ discovered: [found[1]], position: null });
      const reset = await del('sample', a.cookie);
      expect(reset.statusCode).toBe(200);
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie))).toEqual({ world: 'sample', discovered: [], position: null, updatedAt: null });
    });

    it('is kept per player and per world', async () => {
      expect((await put({ world: 'sample', discovered: found, position: { x: 5, y: 6 } }, a.cookie)).statusCode).toBe(200);
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', b.cookie)).discovered).toEqual([]);
      expect(json<GameProgress>(await get('/api/game/progress?world=own', a.cookie)).discovered).toEqual([]);
      expect((await put({ world: 'own', discovered: [found[0]], position: { x: 1, y: 2 } }, b.cookie)).statusCode).toBe(200);
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie))).toMatchObject({ discovered: found, position: { x: 5, y: 6 } });
      // The account export carries it (each player's own only).
      const exported = json<{ gameProgress: unknown[] }>(await get('/api/auth/export', a.cookie));
      expect(exported.gameProgress).toEqual([{ world: 'sample', discovered: found, position: { x: 5, y: 6 }, updatedAt: expect.any(String) }]);
      // b's reset touches b's progress only.
      expect((await del('own', b.cookie)).statusCode).toBe(200);
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie)).discovered).toEqual(found);
    });

    it('needs a signed-in player (401), whatever the body', async () => {
      expect((await get('/api/game/progress?world=sample')).statusCode).toBe(401);
      expect((await put({ nonsense: true })).statusCode).toBe(401);
      expect((await del('sample')).statusCode).toBe(401);
    });

    it('refuses bad input with 400 and a message', async () => {
      const cases: [unknown, string][] = [
        [{ world: 'sample', discovered: 'photo:1', position: null }, 'discovered'],
        [{ world: 'moon', discovered: [], position: null }, 'world must be own or sample.'],
        [{ discovered: [], position: null }, 'world'],
        [{ world: 'sample', discovered: ['<script>'], position: null }, 'A memory id is photo:<id> or message:<place id>:<time>.'],
        [{ world: 'sample', discovered: ['photo:a\u0000b'], position: null }, 'Text must not contain control characters.'],
        [{ world: 'sample', discovered: [], position: { x: -1, y: 3 } }, 'position'],
        [{ world: 'sample', discovered: [], position: { x: 1.5, y: 3 } }, 'position'],
        [{ world: 'sample', discovered: Array.from({ length: GAME_MAX_DISCOVERED + 1 }, (_, i) => `photo:${i}`), position: null }, `At most ${GAME_MAX_DISCOVERED} memories.`],
      ];
      for (const [body, message] of cases) {
        const res = await put(body, a.cookie);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.body).toContain(message);
      }
      expect((await get('/api/game/progress', a.cookie)).statusCode).toBe(400);
      expect((await get('/api/game/progress?world=nope', a.cookie)).statusCode).toBe(400);
      // Nothing of it was stored.
      expect(json<GameProgress>(await get('/api/game/progress?world=sample', a.cookie)).discovered).toEqual(found);
    });
  });
});

describe('the level cache', () => {
  const placeDetail = (id: string, count: number) => ({
    id,
    lat: 51.5,
    lon: -0.1,
    label: id,
    name: id,
    customName: null,
    geoName: null,
    count,
    kinds: [],
    firstAt: null,
    lastAt: null,
    photos: [{ id: `${id}-photo`, fileName: `${id}.jpg`, at: '2024-01-01T00:00:00.000Z', width: null, height: null, people: [] }],
    photoCount: 1,
    messages: [],
    messageCount: 0,
    messagesShown: true,
  });

  it('makes a level once while the places stay the same, again when they change or after five minutes', async () => {
    let count = 3;
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const reads: string[] = [];
    const worlds = {
      places: async () => ({ places: [{ id: 'home', lat: 51.5, lon: -0.1, label: 'Home', name: 'Home', geoName: null, count, kinds: [], firstAt: '2024-01-01T00:00:00.000Z', lastAt: '2024-01-02T00:00:00.000Z' }] }),
      place: async (_u: string, id: string) => {
        reads.push(id);
        return placeDetail(id, count);
      },
      network: async () => ({ nodes: [] }),
    };
    const service = createGameService({ db: undefined as never, worlds, sample: { ready: async () => 'sample-owner' }, now: () => new Date(clock) });
    const [first, second] = await Promise.all([service.level('u1'), service.level('u1')]);
    expect(first.locations.map((l) => l.count)).toEqual([3]);
    expect(second).toEqual(first);
    expect(reads).toEqual(['home']);
    count = 4;
    expect((await service.level('u1')).locations.map((l) => l.count)).toEqual([4]);
    expect(reads).toHaveLength(2);
    clock += 4 * 60_000;
    await service.level('u1');
    expect(reads).toHaveLength(2);
    clock += 2 * 60_000;
    await service.level('u1');
    expect(reads).toHaveLength(3);
    // Another owner, another level; the sample's notice is per request, not cached.
    expect((await service.level('u2', 'sample')).notice).toBeNull();
    expect(reads).toHaveLength(4);
  });
});
