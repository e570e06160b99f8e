import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the run contract defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.database).toMatchObject({ kind: 'pglite' });
    expect(c.brand.name).toBe('Mnemo');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('starts the recognizer in production and loads the NLP models on first use unless PRELOAD_ENGINES says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).voice.preload).toBe('recognizer');
    expect(loadConfig({ NODE_ENV: 'production', PRELOAD_ENGINES: 'true' }).voice.preload).toBe('all');
    expect(loadConfig({ NODE_ENV: 'production', PRELOAD_ENGINES: 'false' }).voice.preload).toBe('none');
    expect(loadConfig({ NODE_ENV: 'test' }).voice.preload).toBe('none');
    expect(loadConfig({ NODE_ENV: 'test', PRELOAD_ENGINES: 'true' }).voice.preload).toBe('all');
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', PUBLIC_URL: 'not a url' })).toThrow(/PORT[\s\S]*PUBLIC_URL/);
  });

  it('keeps uploads on disk under DATA_DIR by default, in a bucket when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/mnemo' }).storage).toEqual({ kind: 'disk', dir: '/srv/mnemo/uploads' });
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_URL: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      // A custom endpoint defaults to path-style addressing; AWS itself to virtual hosts.
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('lists S3 mistakes together with the other bad variables', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', S3_URL: 'not a url', S3_ACCESS_KEY_ID: 'id', S3_FORCE_PATH_STYLE: 'maybe' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/S3_URL/);
    expect(message).toMatch(/S3_FORCE_PATH_STYLE/);
    expect(message).toMatch(/S3_BUCKET: required when S3_URL is set/);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it('uses Redis as the shared store only when REDIS_URL is set, and only a redis:// or rediss:// URL', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '  ' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6379/2' }).redis).toEqual({ url: 'redis://:pw@10.0.0.5:6379/2' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380' }).redis).toEqual({ url: 'rediss://cache.example.com:6380' });
    for (const bad of ['http://10.0.0.5:6379', '10.0.0.5:6379', 'not a url']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    }
  });
});
