import { describe, expect, it } from 'vitest';
import { loader as blogSidebarLoader } from './blog-sidebar';
import { loader as instantAccountLoader } from './instant-account';

/** What a loader throws or answers for an address, when it answers before reading its context. */
async function answerOf(load: (args: never) => unknown, address: string) {
  try {
    return await load({ request: new Request(address), params: {}, context: undefined } as never);
  } catch (thrown) {
    return thrown;
  }
}

// Issue 31.5: one address per content; the route walk (tests/e2e/routes.spec.ts) follows these to their page.
describe('addresses that lead to their content’s one address', () => {
  it('sends /blog-sidebar to /blog for good, with its query', async () => {
    const answer = (await answerOf(blogSidebarLoader, 'http://bank.example/blog-sidebar?tag=3')) as Response;
    expect(answer.status).toBe(308);
    expect(answer.headers.get('Location')).toBe('/blog?tag=3');
  });

  it('sends any other spelling of /instantaccount to the lower-case one, keeping the rest of the address', async () => {
    for (const [address, location] of [
      ['http://bank.example/instantAccount', '/instantaccount'],
      ['http://bank.example/InstantAccount/ind/002?msg=new', '/instantaccount/ind/002?msg=new'],
    ]) {
      const answer = (await answerOf(instantAccountLoader, address)) as Response;
      expect(answer.status, address).toBe(308);
      expect(answer.headers.get('Location'), address).toBe(location);
    }
  });
});
