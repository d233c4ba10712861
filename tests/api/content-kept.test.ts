import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptUntilPublish } from '../../server/content/kept-until-publish';
import { PUBLICATION_CHECK_MS, countPublication } from '../../server/content/publications';
import { type ContentDesk, openContentDesk } from '../support/content-desk';

// Decision 092: readers of the published content asked on every request (site search, sitemap) are kept per instance until a publish.
let desk: ContentDesk;
beforeAll(async () => {
  desk = await openContentDesk('kept');
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
  return desk.close();
});

/** A publish, and then the time this instance takes to read the counts again. */
async function publish(kind: 'post' | 'listing') {
  await desk.services.database.db.transaction((tx) => countPublication(tx, kind, new Date()));
  vi.advanceTimersByTime(PUBLICATION_CHECK_MS);
}

describe('keptUntilPublish', () => {
  it('draws again only after a publish of its own kind, once this instance has read the counts again', async () => {
    const make = vi.fn(async () => ({ drawn: make.mock.calls.length }));
    const read = () => keptUntilPublish(desk.services, 'posts', 'post', make);
    expect(await read()).toEqual({ drawn: 1 });
    expect(await read()).toEqual({ drawn: 1 });
    await publish('listing');
    expect(await read()).toEqual({ drawn: 1 });
    await desk.services.database.db.transaction((tx) => countPublication(tx, 'post', new Date()));
    expect(await read(), 'the counts read less than a second ago still hold').toEqual({ drawn: 1 });
    vi.advanceTimersByTime(PUBLICATION_CHECK_MS);
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
