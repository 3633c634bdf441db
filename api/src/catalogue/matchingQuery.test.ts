import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fair/shared/rules';
import { ENGINES, testDatabase, type TestDatabase } from '../test/databases';
import { generatedVocabulary } from '../seed/generateWorks';
import { seedGeneratedWorks } from '../seed/seedGenerated';
import { NAMED_WORDS_AT_MOST } from './postgresSearch';
import { tsQueryText } from './search';
import { insertWorks } from './works';

const work = (id: string, title: string, description: string) => ({
  id,
  title,
  author: 'Vilja Qworbela',
  type: 'music' as const,
  language: 'fi' as const,
  description,
  contentFee: 100,
  platforms: ['ebook'],
});

describe.each(ENGINES)('the query a search’s words are matched with, on %s', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await testDatabase(engine);
    await insertWorks(db, [
      work('qworbel-one', 'Qworbel songs', 'Recorded live.'),
      work('qworbel-two', 'Quiet songs', 'The qworbelin of the north.'),
    ]);
    await seedGeneratedWorks(db, 400);
  });
  afterAll(async () => {
    await db?.close();
  });

  const matching = async (tsquery: string, most = NAMED_WORDS_AT_MOST) => {
    const { rows } = await db.query<{ q: string }>(
      'SELECT fair_matching_query($1, $2)::text AS q',
      [tsquery, most],
    );
    return rows[0]?.q;
  };

  it('names the words a beginning stands for when they are few, and otherwise keeps it', async () => {
    expect(await matching('songs & qwo:*')).toBe(
      "'songs' & ( 'qworbel' | 'qworbela' | 'qworbelin' )",
    );
    expect(await matching('Qwörbeli:*')).toBe("'qworbelin'");
    // More words than allowed, or none: the beginning as typed.
    expect(await matching('songs & qwo:*', 2)).toBe("'songs' & 'qwo':*");
    expect(await matching('zqxv:*')).toBe("'zqxv':*");
    // The same word typed whole too stays whole.
    expect(await matching('qworbel & qworbel:*')).toBe(
      "'qworbel' & ( 'qworbel' | 'qworbela' | 'qworbelin' )",
    );
    // Whole words are left whole.
    expect(await matching('quiet & songs')).toBe("'quiet' & 'songs'");
  });

  it('matches exactly the works the words typed match, in every column', async () => {
    // Beginnings of the generated catalogue's words, alone and after a whole word, in each language.
    const texts = ['qwo', 'songs qworbe', 'qworbel qworbel', 'zqxv'];
    for (const language of LANGUAGES as readonly Language[]) {
      const words = generatedVocabulary(language).words.slice(0, 6);
      for (const [index, word] of words.entries()) {
        texts.push(
          word.slice(0, 1),
          word.slice(0, 3),
          word,
          `${words[index - 1] ?? ''} ${word.slice(0, 2)}`,
        );
      }
    }
    let named = 0;
    for (const text of texts) {
      const tsquery = tsQueryText(text);
      if (tsquery === null) continue;
      const rewritten = await matching(tsquery);
      if (!rewritten?.includes(':*')) named += 1;
      for (const column of ['search', 'search_title']) {
        const { rows } = await db.query<{ typed: string[]; rewritten: string[] }>(
          `SELECT ARRAY(SELECT id FROM works WHERE ${column} @@ to_tsquery('simple', fair_unaccent($1))
                         ORDER BY id) AS typed,
                  ARRAY(SELECT id FROM works WHERE ${column} @@ fair_matching_query($1, $2)
                         ORDER BY id) AS rewritten`,
          [tsquery, NAMED_WORDS_AT_MOST],
        );
        expect(rows[0]?.rewritten, `${text} (${rewritten}) in ${column}`).toEqual(rows[0]?.typed);
      }
    }
    // Most of them became named words, no beginning left.
    expect(named).toBeGreaterThan(texts.length / 2);
  });

  it('still matches the works once a word is no work’s any more', async () => {
    await db.query(
      "UPDATE works SET description = 'Nothing of the kind.' WHERE id = 'qworbel-two'",
    );
    expect(await matching('qworbeli:*')).toBe("'qworbelin'");
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM works WHERE search @@ fair_matching_query('qworbe:*', 16)",
    );
    expect(rows[0]?.n).toBe(2);
  });
});
