import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

// Page delivery reads and rewrites markup that React Router writes (app/page-delivery/README.md and
// server/http/page-delivery/README.md, "React Router markup this depends on"). A React Router upgrade
// that changes it must fail here, by name, rather than quietly send framework JavaScript before the
// first paint or a page its own policy blocks.

const changed = (shape: string) =>
  `React Router's markup changed: ${shape}. Page delivery depends on it: see "React Router markup this depends on" in app/page-delivery/README.md and server/http/page-delivery/README.md.`;

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
const inlineScriptTexts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text);

test('a hydrated page: the preloads and module script of <Scripts> are found and become one classic script, run after the first paint', async ({
  request,
}) => {
  const response = await request.get('/contact');
  const html = await response.text();
  expect(html, changed('a <link rel="modulepreload" href="…"> of <Scripts> was not found and taken out')).not.toMatch(
    /<link\b[^>]*rel="modulepreload"/,
  );
  expect(
    scriptTags(html).filter((tag) => /type="module"/.test(tag)),
    changed('the <script nonce="…" type="module" async=""> of <Scripts> was not turned into a classic script'),
  ).toEqual([]);
  const routeModuleImports = inlineScriptTexts(html).filter((text) =>
    /\bconst route0=await import\("\/assets\/[^"]+\.js"\);/.test(text),
  );
  expect(
    routeModuleImports,
    changed('the module script no longer imports the route modules as `import * as route0 from "…";`'),
  ).toHaveLength(1);
});

test('a page drawn for its request carries the nonce verbatim on every script React Router writes', async ({
  request,
}) => {
  const response = await request.get('/login');
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const html = await response.text();
  expect(html, changed('no window.__reactRouterContext script (the hydration data)')).toContain(
    'window.__reactRouterContext',
  );
  expect(
    scriptTags(html).filter((tag) => !tag.includes(`nonce="${nonce}"`)),
    changed('a script without the nonce="…" attribute its policy allows'),
  ).toEqual([]);
});

test('a hydrated page kept by the document cache: every inline script allowed by its hash', async ({ request }) => {
  const response = await request.get('/contact');
  const html = await response.text();
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy, 'kept by the document cache (hash-based policy, decision 102)').not.toContain("'nonce-");
  const texts = inlineScriptTexts(html);
  expect(texts.length, changed('no inline script found as <script …>text</script>')).toBeGreaterThan(0);
  for (const text of texts)
    expect(policy, changed('an inline script whose text the document cache did not find')).toContain(
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
});

test('a prerendered page without React: no script of React Router, and every inline script allowed by its hash', async ({
  request,
}) => {
  const response = await request.get('/anniversary');
  const html = await response.text();
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy, 'served from build/client/anniversary/index.html (hash-based policy, no nonce)').not.toContain(
    "'nonce-",
  );
  expect(html, changed('a page whose root leaves out <Scripts> still carries React Router code')).not.toMatch(
    /__reactRouter|rel="modulepreload"|type="module"/,
  );
  for (const text of inlineScriptTexts(html)) {
    expect(
      policy,
      changed(
        'an inline script of the prerendered page is not the plain <script>text</script> its hash is computed from',
      ),
    ).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
});

test("prerendering writes a route's data beside its page: <path>.data, served as a file of the build", async ({
  request,
}) => {
  const response = await request.get('/finance.data');
  expect(response.status(), changed('no prerendered /finance.data')).toBe(200);
  expect(
    response.headers()['cache-control'],
    changed('/finance.data is not a file of build/client (rendered instead)'),
  ).toBe('public, max-age=3600');
});
