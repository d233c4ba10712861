// `npm run bench`: runs the bench scripts one after the other (Lighthouse on every route,
// then bench-load.mjs, then bench-submissions.ts when DATABASE_URL is set, then bench-reset-timing.ts), each printing its own
// figures, and ends with one table of every figure of issue 12 with its target and whether it is
// met, read from the lines each script appended to reports/bench/figures.jsonl.
// Settings: those of each script (BENCH_PAGES, BENCH_RUNS, BENCH_PORT, BENCH_SECONDS, NGINX_PORT,
// DATABASE_URL, ...). A step that fails does not stop the others; the summary says it failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIGURES_FILE, readFigures, tableRow } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const STEPS = [
  ['node', 'scripts/bench.mjs'],
  ['node', 'scripts/bench-load.mjs'],
  [join(root, 'node_modules/.bin/tsx'), 'scripts/bench-submissions.ts', '--if-postgres'],
  [join(root, 'node_modules/.bin/tsx'), 'scripts/bench-reset-timing.ts'],
];

rmSync(FIGURES_FILE, { force: true });
const failedSteps = [];
for (const [command, ...args] of STEPS) {
  console.log(`\n== ${args.join(' ')}`);
  const step = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (step.status !== 0) failedSteps.push(`${args[0]} (exit ${step.status ?? step.signal})`);
}

const figures = readFigures();
console.log('\n== Issue 12: every figure with its target');
console.table(figures.map(tableRow));
const missed = figures.filter((figure) => figure.met === false).length;
console.log(
  `${figures.length} figures, ${missed} below target.${failedSteps.length ? ` Steps that failed: ${failedSteps.join(', ')}.` : ''}`,
);
process.exit(failedSteps.length ? 1 : 0);
