// `npm run migrate -- --to <DATABASE_URL> [--from <DATA_DIR>] [--force]` (docs/operating.md, Moving from LMDB to
// PostgreSQL): copies an LMDB DATA_DIR into PostgreSQL through the Store interface of both stores: every tournament's and
// event's update log, events log, answered op ids, index entry and event record; the stored secrets and settings (meta);
// organizer sessions; push subscriptions with what the notifier already sent. Run it with the service stopped.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { open } from 'lmdb';
import { openStore } from '../server/store/lmdb-store.js';
import { openPgStore } from '../server/store/pg-store.js';
import type { Answer, Append, Store } from '../server/store/store.js';

export interface MigrateOptions {
  from: string;
  to: string;
  force: boolean;
  log?: (line: string) => void;
}

export interface Counts {
  tournaments: number;
  events: number;
  updates: number;
  logRows: number;
  answers: number;
  meta: number;
  sessions: number;
  pushSubscriptions: number;
  pushSent: number;
}

/**
 * What the Store interface reads one key at a time and cannot list: answered op ids, meta keys (generated secrets,
 * the password's fingerprint, VAPID keys, ...) and the notifier's sent marks, read from the LMDB environment itself
 * (the tables lmdb-store.ts writes), before the store opens it.
 */
function lmdbListings(dir: string): {
  answers: Map<string, [string, Answer][]>;
  meta: [string, unknown][];
  sent: Map<string, string[]>;
} {
  const env = open({ path: dir, maxDbs: 12, noSubdir: false, readOnly: true });
  try {
    const answers = new Map<string, [string, Answer][]>();
    for (const { key, value } of env.openDB<Answer, [string, string]>({ name: 'answers', encoding: 'msgpack' }).getRange()) {
      const list = answers.get(key[0]) ?? [];
      list.push([key[1], value]);
      answers.set(key[0], list);
    }
    // Index entries and event records live in meta under [kind, slug]; the Store lists those itself.
    const meta: [string, unknown][] = [];
    for (const { key, value } of env.openDB<unknown, string | [string, string]>({ name: 'meta', encoding: 'msgpack' }).getRange())
      if (typeof key === 'string') meta.push([key, value]);
    const sent = new Map<string, string[]>();
    for (const { key } of env.openDB<number, [string, string]>({ name: 'pushMarks', encoding: 'msgpack' }).getRange()) {
      const list = sent.get(key[0]) ?? [];
      list.push(key[1]);
      sent.set(key[0], list);
    }
    return { answers, meta, sent };
  } finally {
    env.close();
  }
}

/** Whether the target already holds anything a migration would write. */
function holdsData(pg: Store): boolean {
  return pg.index().length > 0 || pg.eventRecords().length > 0 || pg.sessions().length > 0;
}

export async function migrate(opts: MigrateOptions): Promise<Counts> {
  const log = opts.log ?? console.log;
  const from = resolve(opts.from);
  if (!existsSync(join(from, 'data.mdb'))) throw new Error(`${from} holds no LMDB store (no data.mdb): pass --from <DATA_DIR>`);
  const listed = lmdbListings(from);
  const lmdb = openStore(from);
  let pg: Store | null = null;
  try {
    pg = await openPgStore(opts.to, { log: () => {} });
    if (holdsData(pg) && !opts.force)
      throw new Error(
        `the target database already holds tournaments, events or sessions (${pg.index().length} tournaments); nothing was copied. ` +
          'Use --force to copy over them (the slugs copied are replaced, other rows stay)',
      );
    const counts: Counts = {
      tournaments: 0,
      events: 0,
      updates: 0,
      logRows: 0,
      answers: 0,
      meta: 0,
      sessions: 0,
      pushSubscriptions: 0,
      pushSent: 0,
    };
    const index = new Map(lmdb.index().map((e) => [e.slug, e]));
    const records = new Map(lmdb.eventRecords().map((r) => [r.slug, r]));
    const slugs = [...new Set([...index.keys(), ...records.keys()])].sort();
    for (const slug of slugs) {
      if (opts.force) await pg.remove(slug);
      // One transaction per slug: its log, its events log in order, its answers, then its index entry and record.
      const rows: Append[] = [
        ...lmdb.updates(slug).map((update) => ({ update })),
        ...lmdb.events(slug).map((event) => ({ event })),
        ...(listed.answers.get(slug) ?? []).map(([opId, a]) => ({ answer: { opId, ...a } })),
      ];
      const entry = index.get(slug);
      const record = records.get(slug);
      rows.push({ ...(entry ? { index: entry } : {}), ...(record ? { record } : {}) });
      await pg.appendMany(rows.map((append) => ({ slug, append })));
      counts.updates += lmdb.updateCount(slug);
      counts.logRows += lmdb.events(slug).length;
      counts.answers += listed.answers.get(slug)?.length ?? 0;
      if (entry) counts.tournaments++;
      if (record) counts.events++;
    }
    for (const [key, value] of listed.meta) {
      await pg.putMeta(key, value);
      counts.meta++;
    }
    for (const [hash, row] of lmdb.sessions()) {
      await pg.putSession(hash, row);
      counts.sessions++;
    }
    for (const slug of await lmdb.pushSlugs()) {
      for (const row of await lmdb.pushSubscriptions(slug)) {
        await pg.putPushSubscription(slug, row);
        counts.pushSubscriptions++;
      }
    }
    // The notifier's baseline and what it already sent, so nothing is pushed twice after the move.
    for (const slug of new Set([...listed.sent.keys(), ...slugs])) {
      const seen = await lmdb.pushSeen(slug);
      const ids = listed.sent.get(slug) ?? [];
      if (seen === undefined && ids.length === 0) continue;
      await pg.queuePushes(
        slug,
        ids.map((id) => ({ id, jobs: [] })),
        seen,
      );
      counts.pushSent += ids.length;
    }
    log(
      `copied ${counts.tournaments} tournaments and ${counts.events} events ` +
        `(${counts.updates} updates, ${counts.logRows} events log rows, ${counts.answers} answered op ids), ` +
        `${counts.meta} settings, ${counts.sessions} organizer sessions, ` +
        `${counts.pushSubscriptions} push subscriptions (${counts.pushSent} notifications already sent)`,
    );
    return counts;
  } finally {
    await pg?.close();
    await lmdb.close();
  }
}

function parse(argv: string[]): MigrateOptions {
  const out: MigrateOptions = { from: process.env.DATA_DIR || './data', to: '', force: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--to') out.to = argv[++i] ?? '';
    else if (a === '--from') out.from = argv[++i] ?? '';
    else if (a === '--force') out.force = true;
    else throw new Error(`unknown argument "${a}"`);
  }
  if (!/^postgres(ql)?:\/\//.test(out.to)) throw new Error('--to must be a PostgreSQL URL (postgres://user:password@host:5432/database)');
  if (!out.from) throw new Error('--from needs a folder');
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const opts = parse(process.argv.slice(2));
    console.log(`copying ${resolve(opts.from)} into ${opts.to.replace(/\/\/[^@/]*@/, '//')}`);
    await migrate(opts);
  } catch (err) {
    console.error(`migrate: ${(err as Error).message}`);
    console.error('usage: npm run migrate -- --to <DATABASE_URL> [--from <DATA_DIR>] [--force]');
    process.exitCode = 1;
  }
}
