import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { bankDayOf } from '../../domain/bank-days';
import { csvOf } from '../../domain/csv';
import { formatKobo, koboToDecimal } from '../../domain/kobo';
import { lagosDate } from '../../domain/lagos-time';
import { customerAccountTexts } from '../../domain/messages/customer-accounts';
import { bank } from '../../domain/bank';
import { A4, INK, MUTED, drawable } from '../pdf/a4-text';
import type { AccountStatement } from './account-money';

const texts = customerAccountTexts.statement;

/** The file's name: the account's last four digits and the period, nothing more of the number. */
export const statementFileName = ({ accountNumber, statement }: AccountStatement, extension: 'pdf' | 'csv') =>
  `statement-${accountNumber.slice(-4)}-${statement.from}-to-${statement.to}.${extension}`;

/**
 * The statement as CSV: the opening balance, one row a posting (money in and out in their own
 * columns, naira with two decimals and no sign, so a spreadsheet adds them), the closing balance.
 */
export function statementCsv({ statement }: AccountStatement): string {
  return csvOf(texts.csvHeader, [
    [statement.from, texts.opening, '', '', '', koboToDecimal(statement.openingKobo)],
    ...statement.postings.map((posting) => [
      bankDayOf(new Date(posting.postedAt)),
      posting.narration,
      posting.reference,
      posting.amountKobo > 0 ? koboToDecimal(posting.amountKobo) : '',
      posting.amountKobo < 0 ? koboToDecimal(-posting.amountKobo) : '',
      koboToDecimal(posting.balanceKobo),
    ]),
    [statement.to, texts.closing, '', '', '', koboToDecimal(statement.closingKobo)],
  ]);
}

// A4 in points, and the table's columns: x of each column's left edge (amounts are right-aligned to the next edge).
const PAGE = A4;
const COLUMNS = { date: 48, narration: 128, moneyIn: 330, moneyOut: 410, balance: 490, end: 547 };
const ROW_HEIGHT = 16;
const SIZE = 9;
// Naira amounts in the PDF: its standard fonts (WinAnsi) have no naira sign; the header says NGN.
const amount = (kobo: number) => formatKobo(kobo, { symbol: '' });

/** The text, cut with '...' where it would run into the next column. */
function fitted(value: string, font: PDFFont, width: number): string {
  const full = drawable(value);
  if (font.widthOfTextAtSize(full, SIZE) <= width) return full;
  let cut = full;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** The statement as an A4 PDF: header, the period's balances, a table of postings over as many pages as needed. */
export async function statementPdf(account: AccountStatement, issuedAt = new Date()): Promise<Uint8Array> {
  const { statement } = account;
  const document = await PDFDocument.create();
  document.setTitle(`${texts.pdfTitle} ${account.accountNumber.slice(-4)} ${statement.from} to ${statement.to}`);
  document.setAuthor(bank.name);
  document.setProducer(bank.name);
  document.setCreationDate(issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; alignRightTo?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const drawn = drawable(value);
    const left = options.alignRightTo === undefined ? x : options.alignRightTo - font.widthOfTextAtSize(drawn, size);
    page.drawText(drawn, { x: left, y, size, font, color: options.color ?? INK });
  };
  const tableHeader = () => {
    const labels = customerAccountTexts.transactionColumns;
    text(labels.date, COLUMNS.date, { font: bold });
    text(labels.narration, COLUMNS.narration, { font: bold });
    text(texts.csvHeader[3], 0, { font: bold, alignRightTo: COLUMNS.moneyOut - 8 });
    text(texts.csvHeader[4], 0, { font: bold, alignRightTo: COLUMNS.balance - 8 });
    text(texts.csvHeader[5], 0, { font: bold, alignRightTo: COLUMNS.end });
    page.drawLine({
      start: { x: PAGE.margin, y: y - 5 },
      end: { x: COLUMNS.end, y: y - 5 },
      thickness: 0.5,
      color: MUTED,
    });
    y -= ROW_HEIGHT + 2;
  };
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - PAGE.margin;
    text(bank.name, PAGE.margin, { font: bold, size: 14 });
    y -= 18;
    text(texts.pdfTitle, PAGE.margin, { size: 12, color: MUTED });
    y -= 28;
  };

  newPage();
  const facts: [string, string][] = [
    [texts.pdfAccountName, account.accountName],
    [texts.pdfAccountNumber, account.accountNumber],
    [texts.pdfProduct, account.productName],
    [
      texts.pdfPeriod,
      texts.periodText(lagosDate(`${statement.from}T12:00:00+01:00`), lagosDate(`${statement.to}T12:00:00+01:00`)),
    ],
    [`${texts.opening} (NGN)`, amount(statement.openingKobo)],
    [`${texts.closing} (NGN)`, amount(statement.closingKobo)],
  ];
  for (const [label, value] of facts) {
    text(label, PAGE.margin, { color: MUTED });
    text(value, 170, { font: bold });
    y -= ROW_HEIGHT;
  }
  y -= 12;
  tableHeader();
  if (statement.postings.length === 0) text(texts.none, COLUMNS.date, { color: MUTED });
  for (const posting of statement.postings) {
    if (y < PAGE.margin + 40) {
      newPage();
      tableHeader();
    }
    text(lagosDate(posting.postedAt), COLUMNS.date);
    text(fitted(posting.narration, regular, COLUMNS.moneyIn - COLUMNS.narration - 8), COLUMNS.narration);
    if (posting.amountKobo > 0) text(amount(posting.amountKobo), 0, { alignRightTo: COLUMNS.moneyOut - 8 });
    if (posting.amountKobo < 0) text(amount(-posting.amountKobo), 0, { alignRightTo: COLUMNS.balance - 8 });
    text(amount(posting.balanceKobo), 0, { alignRightTo: COLUMNS.end });
    y -= ROW_HEIGHT;
  }

  pages.forEach((current, index) => {
    page = current;
    y = PAGE.margin - 16;
    text(texts.pdfIssued(lagosDate(issuedAt)), PAGE.margin, { size: 7, color: MUTED });
    text(texts.pdfPage(index + 1, pages.length), 0, { size: 7, color: MUTED, alignRightTo: COLUMNS.end });
  });
  return document.save();
}
