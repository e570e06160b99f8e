/**
 * mnemo_fold (migration 0031) folds every text exactly as 0027's did: the full-text index and
 * every query fold with it, so a text folded otherwise would not be found. 0027's body is read
 * from its migration and compared, on the database, with today's on every character of the
 * Basic Multilingual Plane's first 12,288 code points (each alone, upper and lower, in a word),
 * on mixes of letters of the Latin blocks the new body tells apart, and on null.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../../../tests/support/test-db';
import type { Database } from '../../../../db/client';
import { queryFn, type Query } from '../../sql';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../db/migrations');

describe('mnemo_fold', () => {
  let database: Database;
  let query: Query;
  beforeAll(async () => {
    database = await openTestDatabase();
    query = queryFn(database);
    const old = /AS \$\$ SELECT (.*) \$\$;/.exec(fs.readFileSync(path.join(migrations, '0027_ask-full-text.sql'), 'utf8'))![1]!;
    await query(`create function pg_temp.fold_0027(t text) returns text language sql immutable strict as $$ select ${old} $$`);
  });
  afterAll(() => database.close());

  const differences = async (texts: string) =>
    query<{ t: string; was: string; now: string }>(
      `select t, pg_temp.fold_0027(t) as was, mnemo_fold(t) as now from (${texts}) x(t) where pg_temp.fold_0027(t) is distinct from mnemo_fold(t) limit 5`,
    );

  it('gives 0027’s result for every character of U+0020–U+2FFF', async () => {
    // Surrogates are no characters; each character alone, with its upper case, and inside a word.
    expect(await differences(`select chr(c) || upper(chr(c)) || ' x' || chr(c) || 'y' from generate_series(32, 12287) c where c not between 55296 and 57343`)).toEqual([]);
  });

  it('gives 0027’s result for texts mixing the Latin blocks, plain text and other scripts', async () => {
    // Every letter of the Latin blocks beside a letter of each other block (and of none).
    const others = ['a', 'É', 'ß', 'Æ', 'ł', 'Ş', 'ı', 'İ', 'ơ', 'ǅ', 'ș', 'ẞ', 'ế', 'Ж', '😀', 'ع'];
    const list = others.map((o) => `'${o}'`).join(',');
    expect(
      await differences(`select 'Word ' || chr(c) || ' ' || o || ' end' from generate_series(192, 591) c, unnest(array[${list}]) o
        union all select 'Ngày ' || chr(c) || ' ' || o from generate_series(7680, 7935) c, unnest(array[${list}]) o`),
    ).toEqual([]);
    const [row] = await query<{ a: string; b: string | null }>(`select mnemo_fold('Éric Straße ÆON İzmir Kraków Nguyễn') as a, mnemo_fold(null) as b`);
    expect(row).toEqual({ a: 'eric strasse aeon izmir krakow nguyen', b: null });
  });
});
