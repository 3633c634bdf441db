import type { Queryable } from '../db/database';

export interface Platform {
  id: string;
  /** As its distributor writes it; a seeded platform's name is translated by id instead. */
  name: string;
  /** The distribution fee it sets per licence, in cents: applies to new quotes only. */
  fee: number;
  seeded: boolean;
}

interface PlatformRow {
  id: string;
  name: string;
  fee: number;
  seeded: boolean;
}

const fromRow = (row: PlatformRow): Platform => ({
  id: row.id,
  name: row.name,
  fee: row.fee,
  seeded: row.seeded,
});

export async function listPlatforms(db: Queryable): Promise<Platform[]> {
  const result = await db.query<PlatformRow>(
    'SELECT id, name, fee, seeded FROM platforms ORDER BY seeded DESC, name, id',
  );
  return result.rows.map(fromRow);
}

/** The platforms of these ids, in the order asked; ids that name none are left out. */
export async function platformsByIds(db: Queryable, ids: readonly string[]): Promise<Platform[]> {
  if (ids.length === 0) return [];
  const result = await db.query<PlatformRow>(
    'SELECT id, name, fee, seeded FROM platforms WHERE id = ANY($1::text[])',
    [ids],
  );
  const found = new Map(result.rows.map((row) => [row.id, fromRow(row)]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

export async function insertPlatforms(
  db: Queryable,
  platforms: readonly Platform[],
): Promise<void> {
  for (const platform of platforms) {
    await db.query(
      `INSERT INTO platforms (id, name, fee, seeded) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [platform.id, platform.name, platform.fee, platform.seeded],
    );
  }
}
