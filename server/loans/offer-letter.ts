import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { bank } from '../../domain/bank';
import { formatKobo } from '../../domain/kobo';
import { lagosDate } from '../../domain/lagos-time';
import { loanOfferTexts } from '../../domain/messages/loan-offer';
import { firstRepaymentMonth } from '../../domain/mortgage-form';
import { buildSchedule, scheduleByYear } from '../../domain/mortgage-schedule';
import { A4, INK, MUTED, drawable } from '../pdf/a4-text';

const texts = loanOfferTexts.letter;

/** What the letter states: the offer's terms and whom it is made to. */
export interface OfferLetterFacts {
  reference: string;
  productName: string;
  borrower: string;
  loanKobo: number;
  annualRatePercent: number;
  tenorYears: number;
  conditions: string;
  issuedAt: Date;
}

const SIZE = 10;
const LINE = 15;
const RIGHT = A4.width - A4.margin;
/** The schedule's columns: x of each right edge but the first's left edge. */
const COLUMNS = [A4.margin, 190, 270, 360, 450, RIGHT];
// Naira amounts: the standard fonts have no naira sign; the labels say NGN.
const amount = (kobo: number) => formatKobo(kobo, { symbol: '' });

/** Words laid out in lines no wider than `width`. */
function lines(text: string, font: PDFFont, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of drawable(text).split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(tried, SIZE) > width) {
      out.push(current);
      current = word;
    } else current = tried;
  }
  if (current) out.push(current);
  return out;
}

/**
 * The offer letter as an A4 PDF (issue 30): the bank's name, the borrower, the terms, the
 * conditions and the repayment schedule year by year, computed by the calculator's own code
 * (domain/mortgage-schedule) from the month after the offer, as the Loan Dashboard shows it.
 */
export async function offerLetterPdf(facts: OfferLetterFacts): Promise<Uint8Array> {
  const schedule = buildSchedule({
    loanKobo: facts.loanKobo,
    annualRatePercent: facts.annualRatePercent,
    tenorYears: facts.tenorYears,
    startMonth: firstRepaymentMonth(facts.issuedAt.toISOString()),
  });
  const document = await PDFDocument.create();
  document.setTitle(`${texts.title} ${facts.reference}`);
  document.setAuthor(bank.name);
  document.setProducer(bank.name);
  document.setCreationDate(facts.issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; muted?: boolean; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const drawn = drawable(value);
    const left = options.right ? x - font.widthOfTextAtSize(drawn, size) : x;
    page.drawText(drawn, { x: left, y, size, font, color: options.muted ? MUTED : INK });
  };
  const newPage = () => {
    page = document.addPage([A4.width, A4.height]);
    pages.push(page);
    y = A4.height - A4.margin;
    text(bank.name, A4.margin, { font: bold, size: 14 });
    y -= 16;
    text(bank.address, A4.margin, { size: 8, muted: true });
    y -= 26;
  };
  /** Room for `height` more points on this page, or a new page. */
  const room = (height: number) => {
    if (y - height < A4.margin + 30) newPage();
  };
  const paragraph = (value: string, font = regular) => {
    for (const line of lines(value, font, RIGHT - A4.margin)) {
      room(LINE);
      text(line, A4.margin, { font });
      y -= LINE;
    }
    y -= 6;
  };
  const heading = (value: string) => {
    room(LINE * 3);
    y -= 6;
    text(value, A4.margin, { font: bold, size: 12 });
    y -= LINE + 2;
  };
  const labelled = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      room(LINE);
      text(label, A4.margin, { muted: true });
      text(value, 200, { font: bold });
      y -= LINE;
    }
  };

  newPage();
  text(texts.title, A4.margin, { font: bold, size: 16 });
  y -= 26;
  labelled([
    [texts.reference, facts.reference],
    [texts.date, lagosDate(facts.issuedAt)],
    [texts.customer, facts.borrower],
    [texts.product, facts.productName],
  ]);
  y -= 10;
  paragraph(texts.dear(facts.borrower));
  paragraph(texts.opening);

  heading(texts.termsTitle);
  labelled([
    [texts.loan, amount(facts.loanKobo)],
    [texts.rate, texts.ratePercent(facts.annualRatePercent)],
    [texts.tenor, texts.tenorYears(facts.tenorYears)],
    [texts.monthly, amount(schedule.levelPaymentKobo)],
    [texts.firstRepayment, schedule.payments[0]?.month ?? ''],
    [texts.totalInterest, amount(schedule.totalInterestKobo)],
    [texts.totalRepaid, amount(schedule.totalPaidKobo)],
  ]);

  heading(texts.conditionsTitle);
  const conditions = facts.conditions
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (conditions.length === 0) paragraph(texts.noConditions);
  conditions.forEach((condition, index) => paragraph(`${index + 1}. ${condition}`));

  heading(texts.scheduleTitle);
  const tableHeader = () => {
    texts.scheduleColumns.forEach((label, index) => text(label, COLUMNS[index], { font: bold, right: index > 0 }));
    y -= LINE;
  };
  tableHeader();
  for (const year of scheduleByYear(schedule)) {
    if (y - LINE < A4.margin + 30) {
      newPage();
      tableHeader();
    }
    text(String(year.year), COLUMNS[0]);
    text(`${year.firstMonth} to ${year.lastMonth}`, COLUMNS[1], { right: true });
    text(amount(year.paymentKobo), COLUMNS[2], { right: true });
    text(amount(year.interestKobo), COLUMNS[3], { right: true });
    text(amount(year.principalKobo), COLUMNS[4], { right: true });
    text(amount(year.balanceKobo), COLUMNS[5], { right: true });
    y -= LINE;
  }
  y -= 10;
  paragraph(texts.acceptance, bold);

  pages.forEach((current, index) => {
    page = current;
    y = A4.margin - 16;
    text(`${bank.name} · ${facts.reference}`, A4.margin, { size: 7, muted: true });
    text(texts.page(index + 1, pages.length), RIGHT, { size: 7, muted: true, right: true });
  });
  return document.save();
}
