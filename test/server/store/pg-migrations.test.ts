// Versioned migrations (server/store/pg-migrations.ts): three instances starting at once on an empty database apply
// each migration exactly once; a later start applies nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { MIGRATIONS, migrate } from '../../../server/store/pg-migrations.js';
import { openPgStore } from '../../../server/store/pg-store.js';
import { freshDatabase } from '../../fixtures/postgres.js';

const t = suite('postgres migrations');

t('three stores opening at once on an empty database apply every migration once, in order', async () => {
  const db = await freshDatabase('migrations');
  try {
    const stores = await Promise.all([1, 2, 3].map((i) => openPgStore(db.url, { instance: `m${i}`, log: () => undefined })));
    await stores[0]!.append('cup', { update: new Uint8Array([1]) });
    const pool = new pg.Pool({ connectionString: db.url });
    try {
      const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY applied_at, version');
      assert.equal(
        rows.map((r) => r.version),
        MIGRATIONS.map((m) => m.version),
      );
      assert.equal(await migrate(pool), [], 'a later start applies nothing');
    } finally {
      await pool.end();
    }
    await Promise.all(stores.map((s) => s.close()));
  } finally {
    await db.drop();
  }
});

t.run();
