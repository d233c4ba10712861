import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerDrawn } from './server-drawn';
import { MarkupStoreContext } from './markup-store';
import { createMarkupStore } from './markup-store.server';

let renders = 0;
function Greeting({ name }: { name: string }) {
  renders += 1;
  const id = useId();
  return <p id={id}>Hello {name}</p>;
}

const page = (store: ReturnType<typeof createMarkupStore>, name: string) =>
  renderToString(
    <MarkupStoreContext.Provider value={store}>
      <ServerDrawn id="greeting" cacheKey={name}>
        <Greeting name={name} />
      </ServerDrawn>
    </MarkupStoreContext.Provider>,
  );

describe('the markup store of the frame', () => {
  it('renders a part once per key and serves the kept markup to later pages', () => {
    const store = createMarkupStore({ maxEntries: 10 });
    renders = 0;
    const first = page(store, 'Ada');
    expect(page(store, 'Ada')).toBe(first);
    expect(page(store, 'Bola')).toContain('Hello Bola');
    expect(first).toContain('Hello Ada');
    expect(renders).toBe(2);
  });

  it("keeps a part's ids apart from the page's own", () => {
    const html = page(createMarkupStore({ maxEntries: 10 }), 'Ada');
    expect(html).toMatch(/<div id="greeting" class="contents"><p id="_greeting-R_[\w]+_">Hello Ada<\/p><\/div>/);
  });

  it('drops the oldest part beyond its size, and keeps nothing when told not to (development)', () => {
    const small = createMarkupStore({ maxEntries: 2 });
    renders = 0;
    for (const name of ['Ada', 'Bola', 'Chidi', 'Chidi', 'Ada']) page(small, name);
    expect(renders).toBe(4);

    const unkept = createMarkupStore({ maxEntries: 2, isKept: false });
    renders = 0;
    page(unkept, 'Ada');
    page(unkept, 'Ada');
    expect(renders).toBe(2);
  });

  it('renders in place, every time, without a key', () => {
    const store = createMarkupStore({ maxEntries: 10 });
    renders = 0;
    const html = () =>
      renderToString(
        <MarkupStoreContext.Provider value={store}>
          <ServerDrawn id="greeting">
            <Greeting name="Ada" />
          </ServerDrawn>
        </MarkupStoreContext.Provider>,
      );
    html();
    html();
    expect(renders).toBe(2);
  });
});
