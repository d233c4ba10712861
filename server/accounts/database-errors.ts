import { AppError } from '../errors/app-error';
import { databaseUnavailable } from '../errors/refusals';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES =
  /PGlite is closed|Cannot use a pool after calling end|Connection terminated|connect ECONNREFUSED|the database system is (starting|shutting) up/i;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The database cannot be reached (or is closing): the specification's 'No Internet'. */
function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
    return (
      (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) ||
      (typeof message === 'string' && CONNECTION_MESSAGES.test(message))
    );
  });
}

/** The unique constraint a write broke, if that is what failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    const { code, constraint } = (cause ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Runs a use case and turns a database outage into 503 'No Internet' (specification 8). */
export async function withDatabaseErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) throw databaseUnavailable();
    throw error;
  }
}
