import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import { migrate } from './migrations';

describe.each(ENGINES)('the database on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers every query with its own answer after SQL errors', async () => {
    // PGlite's node-postgres adapter answered each query after an error with the previous one's.
    await expect(db.query('SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    await expect(db.query('SELECT $1::int / 0', [1])).rejects.toThrow(/division by zero/);
    expect((await db.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
    expect((await db.query('SELECT $1::int AS n', [3])).rows).toEqual([{ n: 3 }]);
    await expect(
      db.query("INSERT INTO platforms (id, name, fee) VALUES ('Bad Id', 'x', 1)"),
    ).rejects.toThrow();
    expect((await db.query('SELECT $1::text AS t', ['still here'])).rows).toEqual([
      { t: 'still here' },
    ]);
  });

  it('rolls a transaction back whole when its work throws, and commits it otherwise', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO platforms (id, name, fee) VALUES ('rolled-back', 'x', 1)");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO platforms (id, name, fee) VALUES ('also-rolled-back', 'x', 1)");
        await tx.query('SELECT 1 / 0');
      }),
    ).rejects.toThrow(/division by zero/);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO platforms (id, name, fee) VALUES ($1, $2, $3)', [
        'kept',
        'Kept',
        5,
      ]);
    });
    const ids = (await db.query<{ id: string }>('SELECT id FROM platforms ORDER BY id')).rows.map(
      (row) => row.id,
    );
    expect(ids).toEqual(['kept']);
  });

  it('migrates once: running the migrations again changes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
