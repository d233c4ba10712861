import MarkdownIt from 'markdown-it';

/**
 * Staff write content in Markdown; this is the only way it becomes HTML (decision 086). Raw HTML is
 * off (it shows as text), and only these rules run: paragraphs, lists, emphasis, line breaks,
 * escapes and links. Headings, images, tables, code blocks and autolinks stay text, so an answer
 * cannot break the page's heading order or load anything.
 */
const MARKDOWN_RULES = ['paragraph', 'list', 'emphasis', 'newline', 'escape', 'entity', 'link'] as const;

/** A link leads within the site, to an https page, or to a mail or phone address: never javascript: or data:. */
const ALLOWED_LINK = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

const LINK = /\[[^\]]*\]\(([^)\s]*)\)/g;
/** Whether each Markdown link of a text, `[words](address)`, is one the allow-list lets through: checked when a draft is saved. */
export const everyLinkAllowed = (text: string) => [...text.matchAll(LINK)].every(([, href]) => ALLOWED_LINK.test(href));

const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable([
  ...MARKDOWN_RULES,
]);
markdown.validateLink = (url) => ALLOWED_LINK.test(url.trim());

/** The HTML of a Markdown text, safe to put in a page as it is. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/** The HTML of one line of Markdown (a site notice): emphasis, escapes and links, no paragraph around it. */
export function renderInlineMarkdown(text: string): string {
  return markdown.renderInline(text);
}

/** The words of one line of Markdown as a reader sees them, without its marks (a notice's name in the back office). */
export function inlineMarkdownAsText(text: string): string {
  return markdown
    .parseInline(text, {})
    .flatMap((line) => line.children ?? [])
    .filter((token) => token.type === 'text' || token.type === 'softbreak')
    .map((token) => (token.type === 'softbreak' ? ' ' : token.content))
    .join('');
}

/** Plain text as Markdown that shows it as typed: the characters the allowed rules read are escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]]/g, '\\$&');
}
