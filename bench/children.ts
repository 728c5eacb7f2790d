// The bench's child processes (servers, load clients, subscribers): started through here so every one is killed at the end, on error and on exit.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const live = new Set<ChildProcess>();

const running = (p: ChildProcess) => p.exitCode === null && p.signalCode === null;

/** Kills every child still running (SIGKILL: a bench child holds nothing worth flushing). */
export function killAll(): void {
  for (const p of live) if (running(p)) p.kill('SIGKILL');
  live.clear();
}
process.on('exit', killAll);

function track(p: ChildProcess): ChildProcess {
  live.add(p);
  p.once('exit', () => live.delete(p));
  // A child that cannot start reports it through 'error'; without a listener it would be thrown.
  p.on('error', (err) => console.error(`bench child ${p.spawnfile}: ${err.message}`));
  return p;
}

export const benchFile = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** A child running a TypeScript file of bench/ (through tsx), with an IPC channel. */
export function forkTs(name: string, args: string[] = []): ChildProcess {
  return track(fork(benchFile(name), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
}

/** A child running a plain JavaScript file with plain node (no loader: what a bare program costs), with an IPC channel. */
export function forkJs(path: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return track(fork(path, args, { execArgv: [], env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] }));
}

/** A plain node process without IPC (the compiled server as `npm start` runs it). */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return track(spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** The next IPC message from `p` that `pick` accepts; rejects when the child exits first or after `ms`. */
export function nextMessage<T>(p: ChildProcess, pick: (m: any) => T | undefined, ms = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      p.off('message', onMessage);
      p.off('exit', onExit);
    };
    const onMessage = (m: unknown) => {
      const got = pick(m);
      if (got === undefined) return;
      done();
      resolve(got);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`${p.spawnfile} ${p.spawnargs.slice(-2).join(' ')} exited (${code}) before answering`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${p.spawnargs.slice(-2).join(' ')}: no answer within ${ms / 1000} s`));
    }, ms);
    p.on('message', onMessage);
    p.once('exit', onExit);
  });
}

/** Ends a child and waits for it to be gone. */
export async function stop(p: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!running(p)) return;
  const gone = new Promise<void>((resolve) => p.once('exit', () => resolve()));
  p.kill(signal);
  const late = setTimeout(() => p.kill('SIGKILL'), 6_000);
  await gone;
  clearTimeout(late);
}

/** Resident memory of a process, in KiB. */
export function rssKiB(pid: number): number {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]);
}

/** CPU time (user + system) a process has used so far, in ms (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
