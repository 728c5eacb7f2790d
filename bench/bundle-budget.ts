// Benchmark: the JavaScript each public page loads, gzipped, against the budget (docs/benchmarks.md, Bundle budget: the board page under 40 KB).
//
// Reads the client build's manifest (dist/client/.vite/manifest.json; `npm run build` first, or let runBundleBudget
// build what is stale) and counts, for each public page, the files `entryFiles` says the page loads before it runs,
// then the same plus every chunk it may import later (the board's drawn bracket, loaded once a bracket exists).
// Sizes are gzip at zlib's default level (6), in KB of 1024 bytes. It also checks that no chunk a public page loads
// carries the desk's or the keeper pad's libraries (y-websocket, y-indexeddb, awareness), read from the source maps.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryFiles, type Manifest, type ManifestChunk } from '../server/pages/assets.js';
import { CLIENT_DIR } from '../server/process/paths.js';

export const BUDGET_BYTES = 40 * 1024;

/** The public pages and their entries: the board (closed, live, final), a team's page, the TV display, the bracket alone. */
const PAGES = [
  ['board', 'board'],
  ['team page', 'team'],
  ['display', 'display'],
  ['bracket page', 'bracket'],
  ['venue board', 'venue'],
  ['venue TV', 'venue-display'],
  // not spectators' pages, shown for what the chunking does to them: the organizer's desk and the keeper pad
  ['desk', 'desk'],
  ['keeper pad', 'keeper'],
] as const;

/** The pages the budget holds for (the spectators'). */
const PUBLIC = new Set(['board', 'team page', 'display', 'bracket page', 'venue board', 'venue TV']);

/** Libraries only the desk and the keeper pad need: never in a chunk a public page loads. */
const NOT_PUBLIC =
  /node_modules[\\/](y-websocket|y-indexeddb)[\\/]|y-protocols[\\/](awareness|auth)\.js|lib0[\\/](broadcastchannel|indexeddb)\.js/;

type DynManifest = Record<string, ManifestChunk & { dynamicImports?: string[] }>;

/** Files a page may import later (dynamic imports, with what they import in turn) that are not in `loaded` already. */
function lazyFiles(m: DynManifest, loaded: Set<string>): string[] {
  const out: string[] = [];
  const add = (key: string) => {
    const c = m[key];
    if (!c || loaded.has(c.file) || out.includes(c.file)) return;
    out.push(c.file);
    for (const dep of [...(c.imports ?? []), ...(c.dynamicImports ?? [])]) add(dep);
  };
  for (const c of Object.values(m)) if (loaded.has(c.file)) for (const dep of c.dynamicImports ?? []) add(dep);
  return out;
}

/** What a chunk is, for the breakdown: its manifest name when it is one of the library chunks, else ours. */
function kind(m: Manifest, file: string): string {
  const name = Object.values(m).find((c) => c.file === file) as (ManifestChunk & { name?: string }) | undefined;
  const n = name?.name ?? '';
  const lib = n.split('~')[0]!;
  return lib === 'lit' || lib === 'yjs' ? lib : 'ours';
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface PageBytes {
  page: string;
  state: string;
  files: string[];
  gz: number;
  parts: Record<string, number>;
}

/** The gzipped bytes of every state of every public page in the build under `dir`. */
export function measureBundles(dir = CLIENT_DIR): { rows: PageBytes[]; leaks: string[] } {
  const m = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as DynManifest;
  const size = new Map<string, number>();
  const gz = (f: string) => size.get(f) ?? size.set(f, gzipSync(readFileSync(join(dir, f))).length).get(f)!;
  const rows: PageBytes[] = [];
  const leaks = new Set<string>();
  for (const [page, entry] of PAGES) {
    const first = entryFiles(m, entry);
    if (!first) throw new Error(`client build has no entry ${entry}; rebuild the client (npm run build)`);
    const later = lazyFiles(m, new Set(first));
    const states: [string, string[]][] = [[later.length ? 'before the lazy chunks' : 'everything', first]];
    if (later.length) states.push(['with the lazy chunks', [...first, ...later]]);
    for (const [state, files] of states) {
      const parts: Record<string, number> = {};
      for (const f of files) parts[kind(m, f)] = (parts[kind(m, f)] ?? 0) + gz(f);
      rows.push({ page, state, files, gz: files.reduce((s, f) => s + gz(f), 0), parts });
    }
    if (!PUBLIC.has(page)) continue;
    for (const f of [...first, ...later]) {
      const map = join(dir, `${f}.map`);
      if (!existsSync(map)) continue;
      const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
      for (const s of sources) if (NOT_PUBLIC.test(s)) leaks.add(`${f}: ${s.replace(/^.*node_modules[\\/]/, '')}`);
    }
  }
  return { rows, leaks: [...leaks] };
}

/** Prints the budget table; builds the client first when it is stale (scripts/build.mjs). Returns the rows over the budget. */
export async function runBundleBudget(dir?: string): Promise<PageBytes[]> {
  if (!dir) {
    const build = (await import('../scripts/build.mjs' as string)) as { isStale(part: string): boolean; build(part: string): void };
    if (build.isStale('client')) build.build('client');
  }
  const { rows, leaks } = measureBundles(dir);
  console.log(
    `bundle budget: JavaScript a public page loads, gzipped (level 6), budget ${kb(BUDGET_BYTES)} for every public page, before and with its lazy chunks`,
  );
  for (const r of rows) {
    const parts = Object.entries(r.parts)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(', ');
    const over = r.gz > BUDGET_BYTES && PUBLIC.has(r.page) ? '   OVER the budget' : '';
    console.log(`  ${r.page.padEnd(13)} ${r.state.padEnd(23)} ${kb(r.gz).padStart(8)} in ${r.files.length} files (${parts})${over}`);
  }
  if (leaks.length) console.log(`  desk or keeper libraries in a public page's chunks:\n    ${leaks.join('\n    ')}`);
  else console.log('  no desk or keeper library (y-websocket, y-indexeddb, awareness) in a chunk a public page loads');
  return rows.filter((r) => r.gz > BUDGET_BYTES && PUBLIC.has(r.page));
}

// Run alone it fails (exit 1) when a public page is over the budget or loads a desk library.
if (import.meta.url === `file://${process.argv[1]}`) {
  const over = await runBundleBudget(process.argv[2]);
  if (over.length || measureBundles(process.argv[2]).leaks.length) process.exitCode = 1;
}
