import pino, { type Logger } from 'pino';

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

/** Masks BVN, NIN, OTP, phone and account numbers wherever they appear in a log record. */
export function maskSensitive(value: unknown, key = '', depth = 0): unknown {
  if (depth > 6) return '[depth]';
  if (SECRET_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) return '[masked]';
  if (typeof value === 'number' && IDENTIFIER_KEY.test(key)) return maskSensitive(String(value), key, depth);
  if (typeof value === 'string') {
    return IDENTIFIER_KEY.test(key) ? value.replace(/\d(?=(?:\D*\d){4})/g, '*') : maskDigits(value);
  }
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, key, depth + 1));
  if (value instanceof Error) {
    return { type: value.name, message: maskDigits(value.message), stack: value.stack && maskDigits(value.stack) };
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSensitive(v, k, depth + 1)]));
  }
  return value;
}

export function createLogger({ level = 'info', destination }: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level,
      base: undefined,
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
