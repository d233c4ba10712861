import { expect, test } from './fixtures';

// Issue 14.8 and 13.12: malformed posts to pages answer 4xx with a clear reason, never 500.
const boundary = '----bank-e2e-boundary';
const truncated = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="photo"; filename="p.png"',
  'Content-Type: image/png',
  '',
  '\u0089PNG\r\n',
].join('\r\n');
const headers = (type: string, client: string) => ({
  'content-type': type,
  'x-forwarded-for': client,
  origin: 'http://127.0.0.1',
});

test('a truncated upload to the instant account page and its .data route answers 400', async ({ request, baseURL }) => {
  for (const path of ['/instantaccount/ind/r', '/instantaccount/ind/r.data']) {
    const response = await request.post(path, {
      headers: { ...headers(`multipart/form-data; boundary=${boundary}`, '203.0.113.80'), origin: baseURL! },
      data: truncated,
    });
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain('Your form did not arrive whole.');
  }
});

test('a NUL byte in the contact page form answers 400 and is not stored', async ({ request, baseURL }) => {
  const marker = `nul-${Date.now().toString(36)}`;
  const form = new URLSearchParams({
    name: 'Ada Obi',
    email: 'ada@example.com',
    subject: 'other',
    message: `${marker}\u0000there, is Aba open?`,
  });
  const response = await request.post('/contact', {
    headers: { ...headers('application/x-www-form-urlencoded', '203.0.113.81'), origin: baseURL! },
    data: form.toString(),
  });
  expect(response.status()).toBe(400);
  const outbox = await (await request.get('/dev/outbox.json')).json();
  expect(JSON.stringify(outbox)).not.toContain(marker);
});

test('a JSON body posted to /bvnvalidation answers 415', async ({ request, baseURL }) => {
  const response = await request.post('/bvnvalidation', {
    headers: { ...headers('application/json', '203.0.113.82'), origin: baseURL! },
    data: '{"bvnNo":',
  });
  expect(response.status()).toBe(415);
});
