import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';
import { scheduleCsv } from './mortgage-csv';
import { buildSchedule } from './mortgage-schedule';

describe('CSV', () => {
  it('quotes what needs quoting (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+2+3')).toBe("'+2+3");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvRow(['Total', '=1+1', 3])).toBe("Total,'=1+1,3");
  });

  it('writes one row a payment, amounts with two decimals and no naira sign, and the totals', () => {
    const schedule = buildSchedule({
      loanKobo: 1_500_000_000,
      annualRatePercent: 6,
      tenorYears: 30,
      startMonth: '2026-12',
    });
    const lines = scheduleCsv(schedule).trimEnd().split('\r\n');
    expect(lines).toHaveLength(362);
    expect(lines[0]).toBe(
      'Payment,Month,Payment (NGN),Principal (NGN),Interest (NGN),Extra payment (NGN),Balance (NGN)',
    );
    expect(lines[1]).toBe('1,2026-12,89932.58,14932.58,75000.00,0.00,14985067.42');
    expect(lines[360]).toBe('360,2056-11,89931.58,89484.16,447.42,0.00,0.00');
    expect(lines[361]).toBe('Total,,32375727.80,15000000.00,17375727.80,0.00,');
    expect(scheduleCsv(schedule)).not.toContain('₦');
  });
});
