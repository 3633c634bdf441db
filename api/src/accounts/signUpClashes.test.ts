import { describe, expect, it } from 'vitest';
import { testApiForSuite } from '../test/api';
import { TestBrowser } from '../test/accounts';
import { ENGINES, type TestDatabase } from '../test/databases';
import type { Api } from '../http/types';

describe.each(ENGINES)('sign-ups that clash on %s', (engine) => {
  let db: TestDatabase;
  let api: Api;
  testApiForSuite(engine, (suite) => ({ db, api } = suite));

  it('a passkey already registered opens no second account', async () => {
    const credentialId = Buffer.from('a repeated id 01');
    const first = await new TestBrowser(api).startSignUp(
      { displayName: 'First', role: 'author' },
      credentialId,
    );
    expect((await first()).statusCode).toBe(201);
    const second = await new TestBrowser(api).startSignUp(
      { displayName: 'Second', role: 'author' },
      credentialId,
    );
    const refused = await second();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().type).toBe('/api/problems/passkey-rejected');
    const accounts = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE display_name = 'Second'",
    );
    expect(accounts.rows[0]?.n).toBe(0);
  });

  it('two sign-ups finishing at once with one passkey: one account, the other refused, never a failure', async () => {
    for (let round = 0; round < 4; round++) {
      const credentialId = Buffer.from(`at once, round ${round}`);
      const finishes = await Promise.all(
        ['One', 'Other'].map((displayName) =>
          new TestBrowser(api).startSignUp({ displayName, role: 'author' }, credentialId),
        ),
      );
      const answers = await Promise.all(finishes.map((finish) => finish()));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // Refused before (the passkey is known) or, at the same moment, by the passkeys' index.
      expect([
        [201, 400],
        [201, 409],
      ]).toContainEqual(statuses);
      const refused = answers.find((answer) => answer.statusCode !== 201);
      expect(['/api/problems/passkey-rejected', '/api/problems/conflict']).toContain(
        refused?.json().type,
      );
    }
  });

  it('two distributors finishing at once with one platform id or one name: one platform each, or one told the name is taken', async () => {
    for (let round = 0; round < 4; round++) {
      // Names that differ only in accents make one id; in case only, one name.
      for (const [one, other, bothCreated] of [
        [`Música Livre ${round}`, `Musica Livre ${round}`, true],
        [`Race Books ${round}`, `race books ${round}`, false],
      ] as const) {
        const finishOne = await new TestBrowser(api).startSignUp({
          displayName: 'One',
          role: 'distributor',
          platform: { name: one, fee: 100 },
        });
        const finishOther = await new TestBrowser(api).startSignUp({
          displayName: 'Other',
          role: 'distributor',
          platform: { name: other, fee: 100 },
        });
        const answers = await Promise.all([finishOne(), finishOther()]);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        if (bothCreated) {
          expect(statuses, `${one} / ${other}`).toEqual([201, 201]);
          const ids = await db.query<{ id: string }>(
            'SELECT id FROM platforms WHERE name = ANY($1) ORDER BY id',
            [[one, other]],
          );
          expect(new Set(ids.rows.map((row) => row.id)).size).toBe(2);
        } else {
          expect(statuses, `${one} / ${other}`).toEqual([201, 409]);
          const refused = answers.find((answer) => answer.statusCode === 409);
          expect(refused?.json().type).toBe('/api/problems/platform-taken');
        }
      }
    }
  });
});
