import { describe, expect, it } from 'vitest';
import {
  headingSlug,
  linkTargets,
  markdownToPlainText,
  parseArticleMarkdown,
  parseInline,
  tableOfContents,
} from './article-markdown';

describe('article Markdown', () => {
  it('parses headings, paragraphs, both kinds of list and notes, whatever the indentation', () => {
    const blocks = parseArticleMarkdown(`
      ## Who can borrow
      You must be
      a contributor.

      - aged 18 to 60
      - contributing for 6 months
        with your employer
      1. Apply
      2. Repay
      ### Note
      > Try the calculator.
    `);
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, id: 'who-can-borrow', text: 'Who can borrow' },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'You must be a contributor.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'aged 18 to 60' }],
          [{ kind: 'text', text: 'contributing for 6 months with your employer' }],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'Apply' }], [{ kind: 'text', text: 'Repay' }]] },
      { kind: 'heading', level: 3, id: 'note', text: 'Note' },
      { kind: 'note', content: [{ kind: 'text', text: 'Try the calculator.' }] },
    ]);
  });

  it('parses strong text and links inside a line', () => {
    expect(parseInline('Read **this** and [the guide](/blog) now')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'strong', text: 'this' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'the guide', href: '/blog' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('keeps markup in the text as text, never as HTML', () => {
    expect(parseArticleMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('gives repeated headings distinct ids and lists the second-level ones as contents', () => {
    const blocks = parseArticleMarkdown('## Scope\ntext\n## Scope\n### Detail\n## Review & approval');
    expect(tableOfContents(blocks)).toEqual([
      { id: 'scope', text: 'Scope' },
      { id: 'scope-2', text: 'Scope' },
      { id: 'review-and-approval', text: 'Review & approval' },
    ]);
    expect(headingSlug("Governor's Consent")).toBe('governor-s-consent');
  });

  it('turns a body into plain text and finds its links', () => {
    const source = '## Title\nSee **our** [policy](/privacy-policy).\n- one\n- [two](mailto:a@b.ng)';
    expect(markdownToPlainText(source)).toBe('Title. See our policy. one. two.');
    expect(linkTargets(source)).toEqual(['/privacy-policy', 'mailto:a@b.ng']);
  });
});
