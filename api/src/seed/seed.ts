import { DISTRIBUTION_FEES, PLATFORMS, type ContentType, type Language } from '@fair/shared/rules';
import sampleCatalogue from '@fair/shared/sample-catalogue.json';
import type { Queryable } from '../db/database';
import { insertWorks, type NewWork } from '../catalogue/works';
import { insertPlatforms } from '../platforms/platforms';

/**
 * The four partner platforms of the specification, with their fees (`@fair/shared`'s pricing),
 * named by id (their names are translated by the site).
 */
export const SEED_PLATFORMS = PLATFORMS.map((id) => ({
  id,
  name: id,
  fee: DISTRIBUTION_FEES[id],
  seeded: true,
}));

interface SampleWork {
  id: string;
  title: string;
  author: string;
  type: string;
  language: string;
  contentFee: number;
  platforms: string[];
  description: string;
  addedOn: string;
}

/** The sample catalogue (`@fair/shared/sample-catalogue.json`), as the API stores works. */
export function sampleWorks(): NewWork[] {
  return (sampleCatalogue.works as SampleWork[]).map((work) => ({
    id: work.id,
    title: work.title,
    author: work.author,
    type: work.type as ContentType,
    language: work.language as Language,
    description: work.description,
    contentFee: work.contentFee,
    platforms: work.platforms,
    addedOn: `${work.addedOn}T00:00:00.000Z`,
  }));
}

/**
 * Puts the seed platforms and the sample catalogue in a database where they are missing; what is
 * there already (a work its author has edited since) is left as it is. Safe to run at every start.
 */
export async function seed(db: Queryable): Promise<{ platforms: number; works: number }> {
  await insertPlatforms(db, SEED_PLATFORMS);
  const works = await insertWorks(db, sampleWorks());
  return { platforms: SEED_PLATFORMS.length, works };
}
