import type { Product } from '~/content/products';
import { Figures } from './figures';

/** Benefits as a grid of short cards: a bold title and one sentence each. */
export function BenefitList({ benefits }: { benefits: Product['benefits'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="rounded-card border border-border bg-surface p-5">
          <h3 className="font-bold">
            <Figures text={benefit.title} />
          </h3>
          <p className="mt-2 text-muted">
            <Figures text={benefit.shortdesc} />
          </p>
        </li>
      ))}
    </ul>
  );
}
