import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_COMMAND } from '../../scripts/server-command.mjs';

/* A server process of the journeys that need their own settings, database or a process to kill. */

export interface SpawnedServer {
  base: string;
  child: ChildProcess;
  /** Its exit code once it has gone. */
  exited: Promise<number | null>;
  /** What it has printed so far, stdout and stderr together. */
  output: () => string;
}

/** Starts the server as `npm start` does on `port` with the embedded database in a fresh folder unless told otherwise. */
export function startServer(port: number, env: Record<string, string> = {}): SpawnedServer {
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-spawned-')),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { base: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** Waits until the server answers /healthz, returning that answer; a busy machine may take half a minute to start one. */
export async function waitForHealthy(base: string, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/healthz`).catch(() => undefined);
    if (response?.ok) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not become healthy within ${seconds} s`);
}

/** Stops the server (SIGTERM, a graceful shutdown; SIGKILL, a crash) and waits for it to go. */
export async function stopServer({ child, exited }: SpawnedServer, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode === null) child.kill(signal);
  await exited;
}
