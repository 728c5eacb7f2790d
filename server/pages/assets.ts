// The <script> and <link rel="modulepreload"> tags that load a page's client entry, from Vite's manifest
// (built) or from Vite's dev server (DEV=1).
import { readFileSync, statSync } from 'node:fs';
import { MANIFEST_FILE } from '../process/paths.js';
import { html, type Html } from './html.js';

/** One record of .vite/manifest.json (only the fields we read). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where built files are served; the same prefix as `base` in vite.config.ts. */
export const ASSETS_BASE = '/assets/';

/** DEV=1 (npm run dev): pages load entry sources through Vite's middleware, with hot reload. */
export const DEV = process.env.DEV === '1';

const entrySource = (name: string) => `client/entries/${name}.ts`;

let cached: { mtimeMs: number; manifest: Manifest } | null = null;
const warned = new Set<string>();

/** Warns once per cause: a missing build must not flood the log on every page view. */
function warnOnce(key: string, text: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.error(text);
}

/**
 * The manifest, read once and kept until the file changes (one stat per page view, so a `vite build`
 * beside a running server is picked up). Null when the client is not built.
 */
function manifest(): Manifest | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(MANIFEST_FILE).mtimeMs;
  } catch {
    warnOnce(
      'missing',
      `client build missing (${MANIFEST_FILE}); pages are served without their scripts. Run \`npm run build\` or \`npm start\`.`,
    );
    return null;
  }
  if (cached?.mtimeMs !== mtimeMs) {
    try {
      cached = { mtimeMs, manifest: JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest };
    } catch (err) {
      // Caught mid-write by a concurrent build, or corrupt: serve without scripts and say so once.
      warnOnce(`unreadable ${mtimeMs}`, `client manifest ${MANIFEST_FILE} unreadable: ${(err as Error).message}`);
      return null;
    }
  }
  return cached.manifest;
}

/** The built file of a source that is no page (the keeper pad's service worker), or null without a client build. */
export function builtFile(source: string): string | null {
  if (DEV) return null;
  return manifest()?.[source]?.file ?? null;
}

/** The chunks an entry imports statically, transitively, each once, in a stable order. */
function imported(m: Manifest, key: string, seen = new Set<string>()): string[] {
  for (const dep of m[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    imported(m, dep, seen);
  }
  return [...seen];
}

/**
 * The head tags for a page's entry (`client/entries/<name>.ts`). Imported chunks are preloaded so the
 * browser fetches them in parallel instead of discovering them one import at a time. Empty, with one
 * warning in the log, when the client is not built: the server-rendered page still works without scripts.
 */
export function entryTags(name: string): Html {
  if (DEV) {
    return html`<script type="module" src="${ASSETS_BASE}@vite/client"></script>
<script type="module" src="${ASSETS_BASE}${entrySource(name)}"></script>`;
  }
  const m = manifest();
  if (!m) return html``;
  const tags = tagsFrom(m, name);
  if (!tags) warnOnce(`entry ${name}`, `client manifest has no entry "${entrySource(name)}"; rebuild the client (npm run build).`);
  return tags ?? html``;
}

/** The manifest records of entry `name` and of every chunk it imports statically; null when it has no such entry. */
function chunksOf(m: Manifest, name: string): { entry: ManifestChunk; deps: ManifestChunk[] } | null {
  const entry = m[entrySource(name)];
  if (!entry) return null;
  return {
    entry,
    deps: imported(m, entrySource(name))
      .map((k) => m[k])
      .filter((c): c is ManifestChunk => c !== undefined),
  };
}

/** The JavaScript files a page with entry `name` loads before it runs (the entry first): what the bundle budget counts. */
export function entryFiles(m: Manifest, name: string): string[] | null {
  const found = chunksOf(m, name);
  return found && [found.entry.file, ...found.deps.map((c) => c.file)];
}

/** The tags for entry `name` from a manifest: stylesheets, preloads of imported chunks, the entry; null when it has no such entry. */
export function tagsFrom(m: Manifest, name: string): Html | null {
  const found = chunksOf(m, name);
  if (!found) return null;
  const { entry, deps } = found;
  const css = [...new Set([entry, ...deps].flatMap((c) => c.css ?? []))];
  const styles = css.map((f) => html`<link rel="stylesheet" href="${ASSETS_BASE}${f}">\n`);
  const preloads = deps.map((c) => html`<link rel="modulepreload" href="${ASSETS_BASE}${c.file}">\n`);
  return html`${styles}${preloads}<script type="module" src="${ASSETS_BASE}${entry.file}"></script>`;
}
