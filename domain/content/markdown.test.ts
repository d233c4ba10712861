import { describe, expect, it } from 'vitest';
import { escapeMarkdown, inlineMarkdownAsText, renderInlineMarkdown, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('draws paragraphs, lists, emphasis and links within the site or to https pages', () => {
    const html = renderMarkdown(
      'Open an **NHF** account *today*.\n\n- one\n- two\n\n[Calculator](/loan-calculator) or [CBN](https://www.cbn.gov.ng) or [mail](mailto:a@b.test)',
    );
    expect(html).toContain('<strong>NHF</strong>');
    expect(html).toContain('<em>today</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<a href="/loan-calculator">Calculator</a>');
    expect(html).toContain('<a href="https://www.cbn.gov.ng">CBN</a>');
    expect(html).toContain('<a href="mailto:a@b.test">mail</a>');
  });

  it('shows raw HTML as text: no script, no element, no attribute reaches the page', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> and <img src=x onerror="alert(1)"> <b>bold</b>');
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('refuses javascript:, data: and protocol-relative links, leaving their text', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.test/x',
      'http://plain.test',
    ])
      expect(renderMarkdown(`[click](${target})`), target).not.toContain('<a');
    expect(renderMarkdown('[click](javascript:alert(1))')).toContain('[click](javascript:alert(1))');
  });

  it('leaves headings, images, code blocks and autolinks as text', () => {
    const html = renderMarkdown('# Big\n\n![alt](/x.png)\n\n    code\n\n<https://a.test>');
    expect(html).not.toMatch(/<h1|<img|<pre|<code|href="https:\/\/a\.test"/);
    expect(html).toContain('&lt;https://a.test&gt;');
  });
});

describe('escapeMarkdown', () => {
  it('keeps plain text as typed once rendered', () => {
    expect(renderMarkdown(escapeMarkdown('Dial *565*0# or [this] _now_ \\ `x`'))).toBe(
      '<p>Dial *565*0# or [this] _now_ \\ `x`</p>\n',
    );
  });
});

describe('renderInlineMarkdown', () => {
  it('draws one line with emphasis and allowed links, without a paragraph, and HTML as text', () => {
    expect(
      renderInlineMarkdown('Closed at **1 pm**: see [branches](/contact) <b>now</b> [x](javascript:alert(1))'),
    ).toBe(
      'Closed at <strong>1 pm</strong>: see <a href="/contact">branches</a> &lt;b&gt;now&lt;/b&gt; [x](javascript:alert(1))',
    );
  });
});

describe('inlineMarkdownAsText', () => {
  it('gives the words of a line without its marks, links as their words', () => {
    expect(inlineMarkdownAsText('Closed at **1 pm** on *24 December*: see [branches](/contact) \\*')).toBe(
      'Closed at 1 pm on 24 December: see branches *',
    );
  });
});
