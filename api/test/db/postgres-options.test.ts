import { createTestDatabase } from '../helpers/test-database';
import { testDatabaseKind } from '../helpers/test-env';

// The API's PostgreSQL connections run without JIT (docs/decisions/0011-hardening.md,
// "Load"), and keep the options of their URL (the tests' own search_path).

const onPostgres = testDatabaseKind() === 'postgres' ? it : it.skip;

describe('PostgreSQL connections', () => {
  onPostgres('turn JIT off and keep the search_path their URL sets', async () => {
    const db = await createTestDatabase({ blank: true });
    try {
      const { rows } = await db.query<{ jit: string; path: string }>(
        `SELECT current_setting('jit') AS jit, current_setting('search_path') AS path`,
      );
      expect(rows[0]).toEqual({ jit: 'off', path: expect.stringMatching(/^t_[0-9a-f]{12}$/) });
    } finally {
      await db.close();
    }
  });
});
