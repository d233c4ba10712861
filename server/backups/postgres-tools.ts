import { spawn } from 'node:child_process';

class PostgresToolMissingError extends Error {
  override name = 'PostgresToolMissingError';
}

/**
 * Runs pg_dump or pg_restore on a database, failing with their own message. They come with
 * Debian's postgresql-client, whose major version must be the server's or newer.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  // The password goes by the environment: a command line is readable by every user of the machine (ps).
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new PostgresToolMissingError(
              `${tool} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's major version or newer.`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
