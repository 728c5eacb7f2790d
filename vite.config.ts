// The client build: one entry per page kind in client/entries, bundled into hashed files under dist/client,
// served by the server at /assets/ (see server/pages/assets.ts, which reads the manifest written here).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every file in client/entries is a page entry; its name without `.ts` is what `page({ entry })` names. */
const entries = Object.fromEntries(
  readdirSync(new URL('client/entries/', import.meta.url))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [f.slice(0, -3), `client/entries/${f}`]),
);

/**
 * lib0/dom.js (imported by lib0/logging, which Yjs uses for its console warnings) builds schema objects at its top
 * level (`export const $element = $.$custom(...)`); unmarked, those calls keep all of lib0/schema.js (about 2 KB
 * gzipped) in every page's Yjs chunk although nothing reads them. Marked pure, they go when unused.
 */
const lib0DomPure = {
  name: 'lib0-dom-pure',
  transform: {
    filter: { id: /lib0[\\/]dom\.js$/ },
    handler: (code: string) => ({ code: code.replaceAll('= $.$custom(', '= /* @__PURE__ */ $.$custom('), map: null }),
  },
};

/**
 * Vite wraps every dynamic import in a preload helper (about 0.8 KB gzipped) that adds <link rel="modulepreload">
 * for the lazy chunk's imports. Our one lazy chunk (the board's drawn bracket) imports only chunks the board has
 * loaded already, and no chunk carries CSS: the import runs as written.
 */
const noPreloadHelper = {
  name: 'no-preload-helper',
  enforce: 'pre' as const,
  load: { filter: { id: /^\0vite\/preload-helper\.js$/ }, handler: () => 'export const __vitePreload = (load) => load();' },
};

/**
 * Our documents hold Y.Map and Y.Array of JSON values only (ContentAny: the server's guard refuses any other content
 * from a client, and no code of ours makes a Y.Text or a Y.Xml type). Yjs's update reader names every shared type and
 * every kind of content in two tables, so it keeps Y.Text, the four Y.Xml types and the text's contents (their
 * formatting, deltas and tree walking: about 4.2 KB gzipped on every page) though nothing reads them. Out of the
 * tables, and out of Doc's getText/getXmlElement/getXmlFragment, they go; an update holding one (none of ours does)
 * throws as a malformed update does. So do a Y event's computed keys, changes and delta (0.5 KB): our observers read
 * a map event's keysChanged only, so never use `event.changes` or `event.keys` in client code. Checked at build:
 * each replaced text must be found.
 */
const yjsMapsAndArrays = {
  name: 'yjs-maps-and-arrays',
  transform: {
    filter: { id: /node_modules[\\/]yjs[\\/]dist[\\/]yjs\.mjs$/ },
    handler: (code: string) => {
      const edits: [RegExp | string, string][] = [
        [
          /const typeRefs = \[\s*readYArray,\s*readYMap,\s*readYText,\s*readYXmlElement,\s*readYXmlFragment,\s*readYXmlHook,\s*readYXmlText\s*\];/,
          "const noType = () => { throw new Error('Y.Text and Y.Xml types are not in this build (vite.config.ts)') };\n" +
            'const typeRefs = [readYArray, readYMap, noType, noType, noType, noType, noType];',
        ],
        ['return this.get(name, YText)', 'return noType()'],
        // the contents only a Y.Text holds (strings, embeds, formatting) and the pre-13 JSON content
        ['  readContentJSON, // 2', '  noType, // 2'],
        ['  readContentString, // 4', '  noType, // 4'],
        ['  readContentEmbed, // 5', '  noType, // 5'],
        ['  readContentFormat, // 6', '  noType, // 6'],
        ['cleanupYTextAfterTransaction(transaction);', 'noType();'],
        // an event's computed views (keys, changes, delta) beyond `path`: Y.Text's and Y.Xml's, and ours read only a
        // map event's keysChanged
        [
          /(class YEvent \{[\s\S]*?\n {2}get path \(\) \{\n[^\n]*\n {2}\}\n)[\s\S]*?\n {4}return \/\*\* @type \{any\} \*\/ \(changes\)\n {2}\}\n\}\n/,
          '$1}\n',
        ],
        ['(this.get(name, YXmlElement))', '(noType())'],
        ['return this.get(name, YXmlFragment)', 'return noType()'],
      ];
      let out = code;
      for (const [from, to] of edits) {
        const next = out.replace(from, to);
        if (next === out) throw new Error(`yjs-maps-and-arrays: Yjs changed, ${String(from).slice(0, 40)} not found`);
        out = next;
      }
      return { code: out, map: null };
    },
  },
};

/** Yjs's console messages through client/yjs-logging.ts instead of lib0/logging (other importers keep lib0's). */
const yjsLogging = {
  name: 'yjs-logging',
  enforce: 'pre' as const,
  resolveId: {
    filter: { id: /^lib0\/logging$/ },
    handler: (_source: string, importer?: string) =>
      importer && /node_modules[\\/]yjs[\\/]/.test(importer) ? fileURLToPath(new URL('client/yjs-logging.ts', import.meta.url)) : null,
  },
};

/** The spectators' pages of a tournament; the desk and the keeper pad are the others. */
const PUBLIC_PAGES = ['board', 'team', 'display'];
/** The spectators' pages of an event (docs/api.md, Events): the venue board and the venue TV. */
const VENUE_PAGES = ['venue', 'venue-display'];
type GraphInfo = { importedIds: readonly string[] } | null;
let reachedBy: Map<string, Set<string>> | null = null;

/**
 * Our own code in as few chunks as the pages allow: each chunk costs its own gzip dictionary, and the public pages
 * load about 3 KB less from two chunks than from ten small ones. `common` holds what a public page shares with the
 * keeper pad (format, set rules, the light element); `live` what every spectators' page shares, the venue's too (the
 * channel ladder, the live element, a live score); `public` what the three tournament pages share besides (the
 * tournament's document reader, standings, a wait), which the venue pages do without; `public2` what two of them
 * share with the team page (alerts, broadcasts); `screens` what the board and the TV share without it (the queue),
 * `cards` the same that the venue pages use too (the court card); `venue` what the two venue pages share. A chunk the
 * venue pages load never imports one they do not (`public`, `screens`), and the team page loads neither of the board's
 * and TV's. Code of one page stays in its entry, and the board's lazy bracket stays out (reached dynamically). bench/bundle-budget.ts prints what
 * each page loads.
 */
function ourChunk(id: string, ctx: { getModuleInfo(id: string): GraphInfo }): string | null {
  if (/node_modules|client[\\/]entries[\\/]/.test(id)) return null;
  if (!reachedBy) {
    reachedBy = new Map();
    for (const entry of [...PUBLIC_PAGES, ...VENUE_PAGES, 'keeper']) {
      const stack = [`${root}client/entries/${entry}.ts`];
      while (stack.length) {
        const m = stack.pop()!;
        const by = reachedBy.get(m) ?? new Set<string>();
        if (by.has(entry)) continue;
        by.add(entry);
        reachedBy.set(m, by);
        stack.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
      }
    }
  }
  const by = reachedBy.get(id);
  const pages = PUBLIC_PAGES.filter((p) => by?.has(p)).length;
  const venues = VENUE_PAGES.filter((p) => by?.has(p)).length;
  if (by?.has('keeper')) return pages + venues > 0 ? 'common' : null;
  if (pages === 3) return venues > 0 ? 'live' : 'public';
  if (pages === 2) return by?.has('team') ? 'public2' : venues > 0 ? 'cards' : 'screens';
  return pages === 0 && venues === 2 ? 'venue' : null;
}

export default defineConfig({
  plugins: [lib0DomPure, yjsMapsAndArrays, noPreloadHelper, yjsLogging],
  root,
  // Dev (middleware mode) and build share the prefix, so the server's routes and the CSP are the same in both.
  base: '/assets/',
  publicDir: false,
  clearScreen: false,
  appType: 'custom',
  build: {
    outDir: 'dist/client',
    // Files sit directly under dist/client so that /assets/<file> maps to dist/client/<file>.
    assetsDir: '',
    // Not emptied: a running server (or a test run beside this build) may still serve the previous hashes.
    // scripts/build.mjs prunes files the manifest no longer names once they are an hour old.
    emptyOutDir: false,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // The server emits <link rel="modulepreload"> itself from the manifest; Vite's polyfill would be inline-free
    // but adds bytes for browsers we do not target.
    // The lazy chunk's imports are loaded already (see noPreloadHelper): no list of them in the importing chunk.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      // the service workers are no pages: the server serves the keeper pad's at /keeper/sw.js (server/http/routes-keeper.ts)
      // and the team pages' at /push/sw.js (server/http/routes-push-client.ts)
      input: { ...entries, 'keeper-sw': 'client/keeper-sw.ts', 'push-sw': 'client/push-sw.ts' },
      output: {
        // `entriesAware` names a chunk after every entry using it (`lit~board~bracket~desk~...`), and each importing
        // chunk repeats that name: the group's name alone, with the hash, keeps them apart.
        chunkFileNames: (chunk: { name: string }) => `${chunk.name.split('~')[0]}-[hash].js`,
        // Libraries change rarely: their own chunks stay cached across releases of our code. `entriesAware` splits a
        // group by the entries that use each module, so the public pages never load what only the desk and the keeper
        // pad use (y-websocket, y-indexeddb, awareness, lit directives): bench/bundle-budget.ts checks it.
        codeSplitting: {
          groups: [
            { name: 'lit', test: /node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/, priority: 2, entriesAware: true },
            { name: 'yjs', test: /node_modules[\\/](yjs|lib0|y-protocols|y-websocket|y-indexeddb)[\\/]/, priority: 1, entriesAware: true },
            // each module where ourChunk says (a chunk's imports stay in their own chunks, not pulled into it)
            { name: ourChunk, debugName: 'our code', priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
