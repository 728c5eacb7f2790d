// Where the project's files are on disk, the same whether the server runs from server/*.ts (tsx) or dist/server/*.js.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above this module holding package.json: the project root in both layouts. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}; cannot locate static files`);
  }
}

export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
/** Hand-written files served at /static (stylesheet, icons, scripts not yet bundled). */
export const STATIC_DIR = join(ROOT, 'static');
/** Vite's output, served at /assets. */
export const CLIENT_DIR = join(ROOT, 'dist', 'client');
/** Vite's manifest: entry source path → hashed file and the chunks it imports. */
export const MANIFEST_FILE = join(CLIENT_DIR, '.vite', 'manifest.json');
/** Preloaded by every production start: V8's background threads at the lowest priority (background-priority.cjs). */
export const BACKGROUND_PRIORITY = join(ROOT, 'server', 'process', 'background-priority.cjs');
/** The compiled server as production runs it (the Dockerfile, `npm start`, scripts/cluster.ts): node's arguments. */
export const compiledServerArgs = (main = join(ROOT, 'dist', 'server', 'main.js')): string[] => [
  '--require',
  BACKGROUND_PRIORITY,
  '--enable-source-maps',
  main,
];
