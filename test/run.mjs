// Runs the whole test suite: type check, unit tests, integration tests, browser tests;
// ends with one line "N passed, N failed" summed from uvu's own totals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureBuilt } from '../scripts/build.mjs';

const groups = [
  ['unit', 'test/shared'],
  ['integration', 'test/server'],
  ['browser', 'test/browser'],
];
const only = process.argv[2];
const GROUP_TIMEOUT_MS = 20 * 60 * 1000;
/** After uvu printed its totals, a process still alive this long is held open by a leaked handle. */
const EXIT_GRACE_MS = 15_000;
let passed = 0;
let failed = 0;

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

function runGroup(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, '\\.test\\.ts$'], {
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let lingered = false;
    let grace = null;
    const deadline = setTimeout(() => child.kill('SIGKILL'), GROUP_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
      if (!grace && /Duration:/.test(strip(out))) {
        grace = setTimeout(() => {
          lingered = true;
          child.kill('SIGKILL');
        }, EXIT_GRACE_MS);
      }
    });
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      if (grace) clearTimeout(grace);
      resolve({ out: strip(out), code, signal, lingered });
    });
  });
}

if (!only) {
  console.log('> tsc --noEmit');
  const tsc = spawnSync('npx', ['--no-install', 'tsc', '--noEmit'], { stdio: 'inherit' });
  if (tsc.status === 0) passed += 1;
  else {
    failed += 1;
    console.log('type check failed');
  }
  // Biome: the formatter's layout and the linter's rules (biome.json), over every source, test and style file.
  console.log('> biome check');
  const lint = spawnSync('npx', ['--no-install', 'biome', 'check', '--error-on-warnings', '.'], { stdio: 'inherit' });
  if (lint.status === 0) passed += 1;
  else {
    failed += 1;
    console.log('lint or format check failed (npx biome check --write . fixes the format)');
  }
}

for (const [name, dir] of groups) {
  if (only && only !== name) continue;
  if (!existsSync(dir) || !readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.test.ts'))) continue;
  if (name === 'browser') {
    // Pages load the bundled client from dist/client: build it when missing or older than its sources.
    try {
      ensureBuilt(['client']);
    } catch (err) {
      failed += 1;
      console.log(`browser: ${err.message}; counted as a failure`);
    }
  }
  console.log(`> ${name} tests (${dir})`);
  const run = await runGroup(dir);
  const total = /Total:\s+(\d+)/.exec(run.out);
  const ok = /Passed:\s+(\d+)/.exec(run.out);
  if (!total || !ok) {
    failed += 1;
    console.log(`${name}: no uvu summary (exit ${run.code ?? run.signal}); counted as a failure`);
    continue;
  }
  passed += Number(ok[1]);
  failed += Number(total[1]) - Number(ok[1]);
  if (run.lingered) {
    failed += 1;
    console.log(`${name}: the process stayed alive after its tests (a leaked handle); counted as a failure`);
  } else if (run.code !== 0 && Number(total[1]) === Number(ok[1])) {
    failed += 1;
    console.log(`${name}: exited ${run.code ?? run.signal} after its tests; counted as a failure`);
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
