// What the bench scripts share: the figures file that `npm run bench` sums up at the end.
import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** One JSON line per figure of issue 12, appended by each bench script; bench-all.mjs empties it first. */
export const FIGURES_FILE = join(root, 'reports/bench/figures.jsonl');

/**
 * Records a figure of the summary table: what was measured and its target, both as printed text;
 * met null for a figure with no target, only reported.
 * @param {{ figure: string, measured: string, target: string, met: boolean | null }} figure
 */
export function recordFigure({ figure, measured, target, met }) {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ figure, measured, target, met, at: new Date().toISOString() })}\n`);
}

/** @returns {{ figure: string, measured: string, target: string, met: boolean | null }[]} */
export function readFigures() {
  if (!existsSync(FIGURES_FILE)) return [];
  return readFileSync(FIGURES_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** A row for console.table: met as yes/NO, so a miss stands out (`-` for a figure only reported). */
export const tableRow = ({ figure, measured, target, met }) => ({
  figure,
  measured,
  target,
  met: met === null ? '-' : met ? 'yes' : 'NO',
});

/** min-max of numbers, or the one number when they are all the same. */
export function range(numbers, digits = 0) {
  const min = Math.min(...numbers).toFixed(digits);
  const max = Math.max(...numbers).toFixed(digits);
  return min === max ? min : `${min}-${max}`;
}
