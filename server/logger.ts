import pino, { type Logger } from 'pino';
import { currentRequestId } from './observability/request-id';

const SECRET_KEY = /otp|code$|password|secret|token/i;
const IDENTIFIER_KEY = /bvn|^nin|nin$|phone|mobile|acct|account(no|number)|birth/i;
const LONG_DIGIT_RUN = /\+?\d[\d -]{4,}\d/g;

/** Keeps the last four digits of an identifier so support can still match a log line to a case. */
export function maskDigits(text: string): string {
  return text.replace(LONG_DIGIT_RUN, (run) => {
    const digits = run.replace(/\D/g, '');
    if (digits.length < 6) return run;
    return digits.length <= 6 ? '******' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  });
}

// Drizzle's query errors end their message with the query's parameters: a live code, a phone.
const QUERY_PARAMETERS = /\n?\s*params:[\s\S]*$/;
// PostgreSQL quotes names after these words; any other quoted text in its messages is a value.
const NAME_WORDS = new Set(['constraint', 'column', 'relation', 'table', 'index', 'type', 'function', 'schema']);
const hideQuotedValues = (text: string) =>
  text.replace(/(\w+)?(\s*)"[^"]*"/g, (quoted, word: string | undefined, space: string) =>
    word && NAME_WORDS.has(word.toLowerCase()) ? quoted : `${word ?? ''}${space}"[value]"`,
  );

/**
 * An error as a log record keeps: its kind, message and stack (numbers masked, query parameters
 * dropped), the database's error code, and its causes the same way. Never the error's other
 * properties, where drivers keep parameters and row details.
 */
export function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const { code } = error as { code?: unknown };
  // PostgreSQL quotes the offending value in its messages ('invalid input syntax ...: "123456"').
  const isDatabaseError = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const clean = (text: string) => {
    const withoutParameters = maskDigits(text.replace(QUERY_PARAMETERS, ''));
    return isDatabaseError ? hideQuotedValues(withoutParameters) : withoutParameters;
  };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: clean(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack
      ? {
          stack: clean(error.stack.split('\n    at ')[0]) + error.stack.slice(error.stack.split('\n    at ')[0].length),
        }
      : {}),
    ...(cause instanceof Error && depth < 4 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** Masks BVN, NIN, OTP, phone and account numbers wherever they appear in a log record. */
export function maskSensitive(value: unknown, key = '', depth = 0): unknown {
  if (depth > 6) return '[depth]';
  if (SECRET_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) return '[masked]';
  if (typeof value === 'number' && IDENTIFIER_KEY.test(key)) return maskSensitive(String(value), key, depth);
  if (typeof value === 'string') {
    return IDENTIFIER_KEY.test(key) ? value.replace(/\d(?=(?:\D*\d){4})/g, '*') : maskDigits(value);
  }
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, key, depth + 1));
  if (value instanceof Error) return serializeError(value, depth);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSensitive(v, k, depth + 1)]));
  }
  return value;
}

export function createLogger({
  level = 'info',
  destination,
}: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Every line written while a request is served carries its id, however deep the code that logs.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      serializers: { err: (error: unknown) => (error instanceof Error ? serializeError(error) : error) },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: (record) => maskSensitive(record) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          // pino takes a lone error's message as the line's message: mask that too.
          const [first] = args;
          if (args.length === 1 && first instanceof Error) {
            return method.call(this, { err: first } as never, maskDigits(first.message));
          }
          const masked = args.map((arg) => (typeof arg === 'string' ? maskDigits(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

export type { Logger };
