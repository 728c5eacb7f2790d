// Runs the whole test suite: type check, unit tests, integration tests, browser tests;
// ends with one line "N passed, N failed" summed from uvu's own totals.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const groups = [
  ['unit', 'test/shared'],
  ['integration', 'test/server'],
  ['browser', 'test/browser'],
];
const only = process.argv[2];
let passed = 0;
let failed = 0;

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

if (!only) {
  console.log('> tsc --noEmit');
  const tsc = spawnSync('npx', ['--no-install', 'tsc', '--noEmit'], { stdio: 'inherit' });
  if (tsc.status === 0) passed += 1;
  else { failed += 1; console.log('type check failed'); }
}

for (const [name, dir] of groups) {
  if (only && only !== name) continue;
  if (!existsSync(dir) || !readdirSync(dir).some((f) => f.endsWith('.test.ts'))) continue;
  console.log(`> ${name} tests (${dir})`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', dir, '\\.test\\.ts$'], {
    encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' },
    // a hung group (an open handle) must not hang CI: it is killed and counted as a failure
    timeout: 20 * 60 * 1000, killSignal: 'SIGKILL',
  });
  if (run.error) console.log(`${name}: ${run.error.message}`);
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  const out = strip(run.stdout ?? '');
  const total = /Total:\s+(\d+)/.exec(out);
  const ok = /Passed:\s+(\d+)/.exec(out);
  if (!total || !ok) {
    failed += 1;
    console.log(`${name}: no uvu summary (exit ${run.status}); counted as a failure`);
    continue;
  }
  passed += Number(ok[1]);
  failed += Number(total[1]) - Number(ok[1]);
  if (run.status !== 0 && Number(total[1]) === Number(ok[1])) {
    failed += 1;
    console.log(`${name}: exited ${run.status} after its tests; counted as a failure`);
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
