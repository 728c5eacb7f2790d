// Builds the client (vite) and the server (type-checked by tsc, bundled by esbuild) into dist/, each only when its sources are newer than its last build.
// CLI: `node scripts/build.mjs [client|server ...] [--force]`; also imported by scripts/start.mjs and test/run.mjs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What each part is built from. Folders count with their own mtime, so a deleted or renamed file also makes the build stale. */
const PARTS = {
  client: {
    // This script too: its after step (pruning, compressed siblings) is part of the client build.
    sources: ['client', 'shared', 'vite.config.ts', 'scripts/build.mjs', 'package.json', 'package-lock.json'],
    stamp: 'dist/.client-built',
    output: 'dist/client/.vite/manifest.json',
    clean: [],
    command: [process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']],
    after: () => compressClient(pruneClient()),
  },
  server: {
    sources: ['server', 'shared', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'],
    stamp: 'dist/.server-built',
    output: 'dist/server/main.js',
    // Output of deleted sources must not linger and be imported by mistake.
    clean: ['dist/server', 'dist/shared'],
    // Type-checked as before (a type error fails the build), then bundled (bundleServer).
    command: [process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noEmit']],
    after: () => bundleServer(join(ROOT, 'dist')),
  },
};

/**
 * Packages the bundle leaves to node_modules: lmdb loads a native addon; qrcode and vite load on first use (vite only
 * in development, where it is installed).
 */
const SERVER_EXTERNAL = ['lmdb', 'qrcode', 'vite'];

/**
 * The server and what it imports in one ES module (dist/server/main.js) with its source map: node then reads one
 * file at start instead of resolving and reading some 300 (express, ws, yjs and theirs), which is most of a cold
 * start. The file stays where the compiled main.js was, so server/process/paths.ts finds the project root the same way.
 */
export function bundleServer(outDir) {
  // Loaded here, synchronously (the build is): `npm start` on a fresh build never pays for it.
  const { buildSync } = createRequire(import.meta.url)('esbuild');
  buildSync({
    entryPoints: [join(ROOT, 'server/main.ts')],
    outdir: join(outDir, 'server'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: SERVER_EXTERNAL,
    sourcemap: true,
    // The map names the sources; their text stays in the repository (a map a third the size loads faster).
    sourcesContent: false,
    // Less for V8 to scan at start; names are kept, so a stack trace reads even without the map.
    minifyWhitespace: true,
    minifySyntax: true,
    // CommonJS packages inside an ES module still find require and their own folder.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { dirname as __pathDirname } from 'node:path';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        'const __dirname = __pathDirname(__filename);',
      ].join(' '),
    },
    logLevel: 'warning',
  });
}

/** Built client files outlive a rebuild by this long, for pages already loaded from a running server. */
const KEEP_OLD_ASSETS_MS = 60 * 60 * 1000;

/** Removes files of earlier client builds that the new manifest no longer names and that are old enough; returns the names it keeps. */
function pruneClient() {
  const dir = join(ROOT, 'dist/client');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const named = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]));
  const cutoff = Date.now() - KEEP_OLD_ASSETS_MS;
  for (const name of readdirSync(dir)) {
    const plain = name.replace(/\.(br|gz)$/, '');
    if (name.startsWith('.') || named.has(plain) || named.has(plain.replace(/\.map$/, ''))) continue;
    const path = join(dir, name);
    if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
  }
  return named;
}

/** Text files worth compressing; server/http/assets-encoding.ts serves their siblings. */
const COMPRESSIBLE = new Set(['.js', '.css', '.map', '.svg', '.json']);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside each compressible file the manifest
 * names and its source map, once: a sibling newer than its file is kept (names are content hashes). A sibling that
 * would not be smaller is not written (the server then sends the plain file). Written to a temporary name and
 * renamed, so a running server never sends half a file.
 */
function compressClient(named) {
  const dir = join(ROOT, 'dist/client');
  const encoders = {
    br: (buf) =>
      brotliCompressSync(buf, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }),
    gz: (buf) => gzipSync(buf, { level: 9 }),
  };
  for (const name of [...named].flatMap((n) => [n, `${n}.map`])) {
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const path = join(dir, name);
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st?.isFile()) continue;
    let buf;
    for (const [ext, encode] of Object.entries(encoders)) {
      const out = `${path}.${ext}`;
      const old = statSync(out, { throwIfNoEntry: false });
      if (old && old.mtimeMs >= st.mtimeMs) continue;
      buf ??= readFileSync(path);
      const packed = encode(buf);
      if (packed.length >= buf.length) {
        rmSync(out, { force: true });
        continue;
      }
      writeFileSync(`${out}.tmp`, packed);
      renameSync(`${out}.tmp`, out);
    }
  }
}

/** The newest mtime under a path (files and folders), 0 when it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/** True when the part was never built, its output is gone, or a source changed since its build started. */
export function isStale(part) {
  const p = PARTS[part];
  const stamp = join(ROOT, p.stamp);
  if (!existsSync(stamp) || !existsSync(join(ROOT, p.output))) return true;
  const built = statSync(stamp).mtimeMs;
  return p.sources.some((s) => newest(join(ROOT, s)) > built);
}

/** Builds one part; throws with the tool's exit status when it fails. */
export function build(part, log = console.log) {
  const p = PARTS[part];
  // The stamp takes the time the build started: a source saved during the build leaves it stale.
  const started = new Date();
  for (const dir of p.clean) rmSync(join(ROOT, dir), { recursive: true, force: true });
  log(`building ${part}...`);
  const [cmd, args] = p.command;
  const run = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`${part} build failed (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
  p.after?.();
  const stamp = join(ROOT, p.stamp);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${started.toISOString()}\n`);
  utimesSync(stamp, started, started);
}

const LOCK = join(ROOT, 'dist/.build-lock');
/** Longer than any real build: a lock this old was left by a build that was killed. */
const LOCK_STALE_MS = 5 * 60 * 1000;

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `fn` holding dist/.build-lock (a folder: mkdir is atomic). Test runs, `npm start` and a build
 * may start side by side in one checkout; the second waits and then finds the build fresh.
 */
function withLock(fn) {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    // The holder may have just finished: then there is nothing to stat and the next mkdir wins.
    const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
    const held = since === undefined ? 0 : Date.now() - since;
    if (held > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
    else sleep(200);
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds each named part that is stale (or all named parts with force); returns the parts built. */
export function ensureBuilt(parts = ['client', 'server'], { force = false, log = console.log } = {}) {
  // Cheap check first: an up-to-date build needs no lock.
  if (!force && !parts.some(isStale)) return [];
  return withLock(() => {
    const done = [];
    for (const part of parts) {
      if (!force && !isStale(part)) continue;
      build(part, log);
      done.push(part);
    }
    return done;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const parts = args.filter((a) => a !== '--force');
  for (const p of parts)
    if (!(p in PARTS)) {
      console.error(`unknown part "${p}" (client or server)`);
      process.exit(2);
    }
  try {
    const built = ensureBuilt(parts.length ? parts : Object.keys(PARTS), { force });
    if (!built.length) console.log('build is up to date');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
