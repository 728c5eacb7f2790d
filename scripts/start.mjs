// `npm start`: builds whatever is missing or stale (client, server), then runs the compiled server with plain node.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './build.mjs';

try {
  ensureBuilt();
} catch (err) {
  console.error(`cannot start: ${err.message}`);
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'dist/server/main.js')], { stdio: 'inherit' });
// The server shuts down cleanly on SIGTERM/SIGINT; pass them on and leave with its exit code.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
