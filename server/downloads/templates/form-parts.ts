/**
 * Building blocks of the printable forms: plain HTML strings, printed to PDF by
 * scripts/make-download-forms.mjs. Every part is sized for A4 and for filling in with a pen.
 */
import { bank } from '../../../domain/bank';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const html = (strings: TemplateStringsArray, ...values: (string | number)[]) =>
  strings.reduce((out, part, index) => out + part + (values[index] ?? ''), '');

/** A written-in field: its label above a line. `span` is its width in twelfths of the row. */
export function field(label: string, { span = 12, lines = 1 }: { span?: number; lines?: number } = {}): string {
  return html`<div class="field" style="grid-column: span ${span}">
    <span class="label">${escapeHtml(label)}</span>${'<span class="line"></span>'.repeat(lines)}
  </div>`;
}

/** One box per character: BVN, NIN, account numbers, dates. */
export function boxes(
  label: string,
  count: number,
  { span = 12, groups }: { span?: number; groups?: number[] } = {},
): string {
  const sizes = groups ?? [count];
  const cells = sizes
    .map((size) => `<span class="box-group">${'<span class="box"></span>'.repeat(size)}</span>`)
    .join('<span class="box-separator">/</span>');
  return html`<div class="field" style="grid-column: span ${span}">
    <span class="label">${escapeHtml(label)}</span><span class="boxes">${cells}</span>
  </div>`;
}

export function dateBoxes(label: string, span = 6): string {
  return boxes(`${label} (DD/MM/YYYY)`, 8, { span, groups: [2, 2, 4] });
}

/** Tick-boxes for a choice. */
export function choices(label: string, options: readonly string[], { span = 12 }: { span?: number } = {}): string {
  const items = options
    .map((option) => `<span class="choice"><span class="tick"></span>${escapeHtml(option)}</span>`)
    .join('');
  return html`<div class="field" style="grid-column: span ${span}">
    <span class="label">${escapeHtml(label)}</span><span class="choices">${items}</span>
  </div>`;
}

export function row(...parts: string[]): string {
  return `<div class="row">${parts.join('')}</div>`;
}

export function section(letter: string, title: string, ...parts: string[]): string {
  return html`<section>
    <h2><span class="letter">${letter}</span>${escapeHtml(title)}</h2>
    ${parts.join('')}
  </section>`;
}

export function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

export function checklist(items: readonly string[]): string {
  return `<ul class="checklist">${items.map((item) => `<li><span class="tick"></span>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

export function bullets(items: readonly string[]): string {
  return `<ul class="bullets">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** A table of blank rows to fill in (signatories, referees, loans). */
export function table(columns: readonly string[], rows: number): string {
  const head = columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const body = `<tr>${columns.map(() => '<td></td>').join('')}</tr>`.repeat(rows);
  return `<table class="fill"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function signatures(labels: readonly string[]): string {
  return `<div class="signatures">${labels
    .map(
      (label) =>
        `<div class="signature"><div><span class="sign-line"></span><span class="label">${escapeHtml(label)}</span></div><div><span class="sign-line"></span><span class="label">Date</span></div></div>`,
    )
    .join('')}</div>`;
}

/** Boxes for specimen signatures, as a mandate needs them. */
export function specimenSignatures(labels: readonly string[]): string {
  return `<div class="specimens">${labels.map((label) => `<div class="specimen"><span class="specimen-box"></span><span class="label">${escapeHtml(label)}</span></div>`).join('')}</div>`;
}

export function officialUse(...parts: string[]): string {
  return html`<section class="official">
    <h2>For official use only</h2>
    ${parts.join('')}
  </section>`;
}

/** The whole printable document: the bank's letterhead, the form's title and lead, its sections. */
export function formDocument({
  title,
  lead,
  withPhoto = false,
  body,
  fontDataUrl,
}: {
  title: string;
  lead: string;
  withPhoto?: boolean;
  body: string;
  fontDataUrl: string;
}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${escapeHtml(`${title} - ${bank.name}`)}</title>
        <meta name="author" content="${escapeHtml(bank.name)}" />
        <style>
          ${styles(fontDataUrl)}
        </style>
      </head>
      <body>
        <header class="letterhead">
          <div class="brand">
            <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
              <rect width="44" height="44" rx="10" fill="#0b5d3b" />
              <path d="M10 23 22 12l12 11v10a1 1 0 0 1-1 1h-7v-8h-8v8h-7a1 1 0 0 1-1-1z" fill="#efbc3f" />
            </svg>
            <div>
              <div class="bank-name">${escapeHtml(bank.name)}</div>
              <div class="bank-details">${escapeHtml(`${bank.address} · ${bank.phone} · ${bank.email}`)}</div>
            </div>
          </div>
          ${withPhoto ? '<div class="photo">Affix recent passport photograph here</div>' : ''}
        </header>
        <h1>${escapeHtml(title)}</h1>
        <p class="lead">${escapeHtml(lead)}</p>
        ${body}
      </body>
    </html>`;
}

/** The page footer Chromium prints on every page (its own small document: inline styles only). */
export function pageFooter(title: string): string {
  return `<div style="font-family:Inter,Arial,sans-serif;font-size:7pt;color:#4a5a52;width:100%;padding:0 14mm;display:flex;justify-content:space-between"><span>${escapeHtml(
    `${bank.name} · ${bank.registrationNumber} · Licensed by the ${bank.regulator} · ${title}`,
  )}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

function styles(fontDataUrl: string): string {
  return `
@font-face { font-family: 'Inter'; src: url(${fontDataUrl}) format('woff2'); font-weight: 100 900; }
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Inter', Arial, sans-serif; font-size: 9pt; color: #14201a; line-height: 1.35; }
.letterhead { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #efbc3f; padding-bottom: 8px; }
.brand { display: flex; gap: 10px; align-items: center; }
.bank-name { font-size: 15pt; font-weight: 700; color: #0b5d3b; }
.bank-details { font-size: 8pt; color: #4a5a52; }
.photo { width: 30mm; height: 36mm; border: 1px dashed #8a9a91; font-size: 7pt; color: #4a5a52; display: flex; align-items: center; justify-content: center; text-align: center; padding: 4px; }
h1 { font-size: 16pt; margin: 10px 0 2px; color: #0b5d3b; }
.lead { margin: 0 0 8px; color: #4a5a52; }
section { margin-top: 10px; break-inside: avoid; }
h2 { font-size: 10pt; margin: 0 0 6px; padding: 4px 6px; background: #ebf5ef; color: #08482d; border-left: 4px solid #0b5d3b; display: flex; gap: 8px; }
h2 .letter { font-weight: 800; }
.row { display: grid; grid-template-columns: repeat(12, 1fr); column-gap: 10px; row-gap: 6px; margin-bottom: 6px; }
.field { display: flex; flex-direction: column; gap: 3px; }
section > .field { margin-bottom: 6px; }
.label { font-size: 7.5pt; font-weight: 600; color: #4a5a52; text-transform: uppercase; letter-spacing: .02em; }
.line { display: block; height: 16px; border-bottom: 1px solid #8a9a91; }
.boxes { display: flex; align-items: center; gap: 4px; }
.box-group { display: inline-flex; }
.box { width: 14px; height: 17px; border: 1px solid #8a9a91; margin-right: -1px; }
.box-separator { color: #8a9a91; }
.choices { display: flex; flex-wrap: wrap; gap: 3px 12px; padding-top: 2px; }
.choice { display: inline-flex; align-items: center; gap: 4px; }
.tick { display: inline-block; width: 10px; height: 10px; border: 1px solid #4a5a52; flex: none; }
p { margin: 0 0 6px; }
ul { margin: 0 0 6px; padding: 0; list-style: none; }
.checklist li { display: flex; gap: 6px; align-items: flex-start; margin-bottom: 3px; }
.checklist .tick { margin-top: 2px; }
.bullets li { padding-left: 12px; position: relative; margin-bottom: 2px; }
.bullets li::before { content: ''; position: absolute; left: 2px; top: 5px; width: 4px; height: 4px; background: #0b5d3b; border-radius: 50%; }
table.fill { width: 100%; border-collapse: collapse; margin-bottom: 6px; }
table.fill th { font-size: 7.5pt; text-align: left; background: #f5f7f6; border: 1px solid #d3dbd6; padding: 3px 4px; color: #4a5a52; }
table.fill td { border: 1px solid #d3dbd6; height: 22px; }
.signatures { display: grid; grid-template-columns: repeat(2, 1fr); gap: 14px 24px; margin-top: 14px; }
.signature { display: grid; grid-template-columns: 2fr 1fr; column-gap: 10px; }
.signatures:has(.signature:only-child) { grid-template-columns: 1fr 1fr; }
.sign-line { display: block; height: 26px; border-bottom: 1px solid #14201a; }
.specimens { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.specimen { display: flex; flex-direction: column; gap: 3px; }
.specimen-box { height: 22mm; border: 1px solid #8a9a91; }
.official { border: 1px dashed #8a9a91; padding: 6px 8px 2px; margin-top: 12px; }
.official h2 { background: none; border: 0; padding: 0; color: #4a5a52; }
`;
}
