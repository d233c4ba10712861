import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '@domain/messages';
import { useHydrated } from '~/components/form-kit/use-hydrated';
import { ButtonLink } from '~/components/ui/button-link';

export interface ProductTab {
  id: number;
  name: string;
  code: string;
  bannerTitle: string;
  description: string;
  photo: { src: string; alt: string; width: number; height: number };
  benefits: { title: string; shortdesc: string }[];
}

/**
 * The best-selling products as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them).
 * Before JavaScript runs, every panel shows one under another and the tab list stays hidden.
 */
export function ProductTabs({ products }: { products: ProductTab[] }) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = products.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      {hydrated ? (
        <div
          role="tablist"
          aria-label={messages.accountScreens.chooser.productsLabel}
          className="grid grid-cols-2 gap-x-2 border-b border-border sm:flex"
        >
          {products.map((product, index) => (
            <button
              key={product.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${product.id}`}
              aria-selected={index === selected}
              aria-controls={`${baseId}-panel-${product.id}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-t-input border-b-4 px-4 py-2 text-left font-semibold sm:text-center ${index === selected ? 'border-primary-700 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {product.name}
            </button>
          ))}
        </div>
      ) : null}
      {products.map((product, index) => (
        <section
          key={product.id}
          id={`${baseId}-panel-${product.id}`}
          {...(hydrated
            ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${product.id}`, tabIndex: 0 }
            : { 'aria-labelledby': `${baseId}-heading-${product.id}` })}
          hidden={hydrated && index !== selected}
          className="grid gap-6 py-8 md:grid-cols-2 md:items-center"
        >
          <img
            src={product.photo.src}
            alt={product.photo.alt}
            width={product.photo.width}
            height={product.photo.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            className="h-auto w-full rounded-card bg-surface-subtle"
          />
          <div className="flex flex-col gap-4">
            <h3 id={`${baseId}-heading-${product.id}`} className="text-xl font-bold text-ink">
              {product.bannerTitle}
            </h3>
            <p className="text-muted">{product.description}</p>
            <h4 className="font-semibold text-ink">{messages.accountScreens.chooser.benefits}</h4>
            <ul className="flex flex-col gap-2">
              {product.benefits.map((benefit) => (
                <li key={benefit.title} className="flex gap-2">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>
                    <strong className="font-semibold">{benefit.title}.</strong> {benefit.shortdesc}
                  </span>
                </li>
              ))}
            </ul>
            <ButtonLink to={`/instantaccount/ind/${product.code}`} variant="accent" className="w-full sm:w-fit">
              {messages.account.chooser.getStartedWith(product.name)}
            </ButtonLink>
          </div>
        </section>
      ))}
    </div>
  );
}
