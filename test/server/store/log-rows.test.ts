// The desk log's rows keep their message beside the English sentence (docs/translating.md, The desk log), on LMDB and
// on PostgreSQL: a row written before messages existed (no `said`) reads back as it was and shows its English; a new
// row's `said` and `why` come back whole after the store is closed and opened again, and say it in German.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventRow } from '../../../server/tournament/hub-types.js';
import { wordsFor } from '../../../shared/i18n/catalogues.js';
import { logDetailIn } from '../../../shared/view/log-detail.js';
import { lmdbHome, pgHome, type Home } from '../../fixtures/store-homes.js';

/** As rows were written before the log kept messages: no `said`. */
const OLD: EventRow = { at: 1, actor: 'Marta', action: 'court', detail: 'court 2 pause (net repair)', ok: true };
const NEW: EventRow = {
  at: 2,
  actor: 'Marta',
  action: 'court',
  detail: 'court 1 pause (rain)',
  ok: true,
  said: { key: 'desk.logCourt', values: { court: 1, op: 'pause', hasReason: 'yes', reason: 'rain' } },
};
const REFUSED: EventRow = {
  at: 3,
  actor: 'Marta',
  action: 'phase',
  detail: 'phase live: Generate pools or a bracket before going live.',
  ok: false,
  said: { key: 'desk.logPhase', values: { phase: 'live' } },
  why: { key: 'refusal.liveNoDraw' },
};

for (const [name, makeHome] of [
  ['lmdb', lmdbHome],
  ['postgres', pgHome('log_rows')],
] as const) {
  const t = suite(`log rows on ${name}`);
  let home: Home;
  t.before.each(async () => {
    home = await makeHome();
  });
  t.after.each(async () => {
    await home.cleanup();
  });

  t('old rows read back as written and show their English; new rows keep their message across a reopen', async () => {
    const first = await home.open();
    await first.append('cup', { event: OLD });
    await first.append('cup', { event: NEW });
    await first.append('cup', { event: REFUSED });
    await first.close();
    const store = await home.open();
    try {
      const rows = store.events('cup');
      assert.equal(rows, [OLD, NEW, REFUSED], 'every row as written, old and new');
      const de = wordsFor('de');
      assert.is(logDetailIn(rows[0]!, de), 'court 2 pause (net repair)', 'an old row: its stored English');
      assert.is(logDetailIn(rows[1]!, de), 'Feld 1 pausiert (rain)');
      assert.is(logDetailIn(rows[2]!, de), `Phase: läuft: ${de.t('refusal.liveNoDraw')}`);
      // English readers get the stored sentence, byte for byte
      for (const r of rows) assert.is(logDetailIn(r, wordsFor('en')), r.detail);
    } finally {
      await store.close();
    }
  });

  t.run();
}
