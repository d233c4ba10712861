import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptUntilPublish } from '../../server/content/kept-until-publish';
import { countPublication } from '../../server/content/publications';
import { type ContentDesk, openContentDesk } from '../support/content-desk';

// Decision 092: readers of the published content asked on every request (site search, sitemap) are kept per instance until a publish.
let desk: ContentDesk;
beforeAll(async () => {
  desk = await openContentDesk('kept');
});
afterAll(() => desk.close());

const publish = (kind: 'post' | 'listing') =>
  desk.services.database.db.transaction((tx) => countPublication(tx, kind, new Date()));

describe('keptUntilPublish', () => {
  it('draws again only after a publish of its own kind', async () => {
    const make = vi.fn(async () => ({ drawn: make.mock.calls.length }));
    const read = () => keptUntilPublish(desk.services, 'posts', 'post', make);
    expect(await read()).toEqual({ drawn: 1 });
    expect(await read()).toEqual({ drawn: 1 });
    await publish('listing');
    expect(await read()).toEqual({ drawn: 1 });
    await publish('post');
    expect(await read()).toEqual({ drawn: 2 });
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next request draws again', async () => {
    const make = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue('drawn');
    const read = () => keptUntilPublish(desk.services, 'failing', 'listing', make);
    await expect(read()).rejects.toThrow('database gone');
    expect(await read()).toBe('drawn');
    expect(await read()).toBe('drawn');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
