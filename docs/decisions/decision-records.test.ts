import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const HEADINGS = ['## Context', '## Decision', '## Alternatives considered', '## Consequences'];

/** What keeps a record from following the template of README.md; empty when it follows it. */
function problemsOf(fileName: string, text: string): string[] {
  const number = RECORD_FILE.exec(fileName)?.[1];
  const lines = text.split('\n');
  const problems: string[] = [];
  if (!number) problems.push('the file is not named NNN-title.md');
  if (!new RegExp(`^# ${number}\\. \\S`).test(lines[0])) problems.push(`the first line is not "# ${number}. Title"`);
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? '')) problems.push('the third line is not "Date: YYYY-MM-DD"');
  if (!/^Status: (Accepted|Superseded by \d{3}|Supersedes \d{3})\b/.test(lines[3] ?? ''))
    problems.push('the fourth line is not "Status: Accepted", "Superseded by NNN" or "Supersedes NNN"');
  const positions = HEADINGS.map((heading) => lines.indexOf(heading));
  HEADINGS.forEach((heading, index) => {
    if (positions[index] === -1) problems.push(`"${heading}" is missing`);
  });
  const found = positions.filter((position) => position !== -1);
  if (found.some((position, index) => index > 0 && position < found[index - 1]))
    problems.push(`the sections are not in the order ${HEADINGS.join(', ')}`);
  return problems;
}

const records = readdirSync(folder).filter((name) => /^\d{3}-/.test(name));

describe('decision records', () => {
  it.each(records)('%s follows the template', (fileName) => {
    expect(problemsOf(fileName, readFileSync(new URL(fileName, folder), 'utf8'))).toEqual([]);
  });

  it('numbers each record once', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.length).toBeGreaterThan(60);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('names what a record without the template lacks', () => {
    const record = '# 7. Title\n\nDate: 27 November\nStatus: accepted\n\n## Decision\n## Context\n';
    expect(problemsOf('007-title.md', record)).toEqual([
      'the first line is not "# 007. Title"',
      'the third line is not "Date: YYYY-MM-DD"',
      'the fourth line is not "Status: Accepted", "Superseded by NNN" or "Supersedes NNN"',
      '"## Alternatives considered" is missing',
      '"## Consequences" is missing',
      'the sections are not in the order ## Context, ## Decision, ## Alternatives considered, ## Consequences',
    ]);
  });
});
