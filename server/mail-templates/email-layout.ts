import { bank } from '../../domain/bank';
import { websiteFormTexts } from '../../domain/messages/website-forms';

const { emails } = websiteFormTexts;

/** One block of an e-mail's body. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  /** Label and value pairs, e.g. the fields of a contact message. */
  | { kind: 'details'; rows: { label: string; value: string }[] };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const COLOURS = {
  primary: '#0b5d3b',
  ink: '#14201a',
  muted: '#4a5a52',
  surface: '#f5f7f6',
  border: '#d3dbd6',
  accent: '#efbc3f',
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'details':
      return block.rows.map((row) => `${row.label}:\n${row.value}`).join('\n\n');
  }
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${COLOURS.primary};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
    case 'details':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid ${COLOURS.border};color:${COLOURS.muted};font-weight:600;width:30%">${escapeHtml(row.label)}</th><td style="padding:8px;border-bottom:1px solid ${COLOURS.border};white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

/**
 * The bank's e-mail layout: a plain-text part for every client and a simple, inline-styled HTML
 * part (no images, no outside resources), both from the same blocks so they always say the same.
 */
export function renderEmail({
  subject,
  heading,
  blocks,
}: {
  subject: string;
  heading: string;
  blocks: EmailBlock[];
}): RenderedEmail {
  const footer = emails.footer({ bankName: bank.name, address: bank.address, phone: bank.phone });
  const signOff = emails.signOff(bank.name);
  const text = [
    heading,
    '',
    emails.greeting,
    '',
    ...blocks.flatMap((block) => [blockText(block), '']),
    signOff,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.surface};font-family:Arial,Helvetica,sans-serif;color:${COLOURS.ink}">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="background:${COLOURS.primary};color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;border-bottom:4px solid ${COLOURS.accent};font-weight:700;font-size:18px">${escapeHtml(bank.name)}</div>
<div style="background:#ffffff;padding:24px;border:1px solid ${COLOURS.border};border-top:0;border-radius:0 0 12px 12px">
<h1 style="margin:0 0 16px;font-size:22px;color:${COLOURS.primary}">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(emails.greeting)}</p>
${blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;line-height:1.5">${escapeHtml(signOff).replace(/\n/g, '<br>')}</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:${COLOURS.muted};text-align:center">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject, text, html };
}
