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

export default defineConfig({
  plugins: [lib0DomPure],
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // the keeper pad's service worker is no page: the server serves it at /keeper/sw.js (server/http/routes-keeper.ts)
      input: { ...entries, 'keeper-sw': 'client/keeper-sw.ts' },
      output: {
        // Libraries change rarely: their own chunks stay cached across releases of our code. `entriesAware` splits a
        // group by the entries that use each module, so the public pages never load what only the desk and the keeper
        // pad use (y-websocket, y-indexeddb, awareness, lit directives): bench/bundle-budget.ts checks it.
        codeSplitting: {
          groups: [
            { name: 'lit', test: /node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/, priority: 2, entriesAware: true },
            { name: 'yjs', test: /node_modules[\\/](yjs|lib0|y-protocols|y-websocket|y-indexeddb)[\\/]/, priority: 1, entriesAware: true },
          ],
        },
      },
    },
  },
});
