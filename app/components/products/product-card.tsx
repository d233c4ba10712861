import { ArrowRight } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { Product } from '~/content/products';
import { BUCKET_LABELS } from './bucket-labels';
import { ContentImage } from './content-image';
import { Figures } from './figures';

export type ProductCardData = Pick<Product, 'id' | 'name' | 'bucket' | 'bannerTitle' | 'photo' | 'attractions'>;

/** What a card needs, so that a list page does not send every product's full copy to the browser. */
export function toProductCard({ id, name, bucket, bannerTitle, photo, attractions }: Product): ProductCardData {
  return { id, name, bucket, bannerTitle, photo, attractions: attractions.slice(0, 2) };
}

/** A product in a grid; the heading's link covers the whole card. */
function ProductCard({
  product,
  isPriority = false,
  headingLevel: Heading = 'h2',
}: {
  product: ProductCardData;
  isPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-raised focus-within:ring-3 focus-within:ring-accent-500">
      <ContentImage image={product.photo} isPriority={isPriority} className="aspect-[4/3] bg-primary-50 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary-700">
          {BUCKET_LABELS[product.bucket]}
        </p>
        <Heading className="mt-1 text-lg font-bold">
          <Link to={`/products/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </Heading>
        <p className="mt-2 text-muted">{product.bannerTitle}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {product.attractions.map((attraction) => (
            <li key={attraction} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
              <span>
                <Figures text={attraction} />
              </span>
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-primary-700">
          Learn more <ArrowRight size={18} />
        </span>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  headingLevel = 'h2',
  isFirstPriority = false,
}: {
  products: ProductCardData[];
  headingLevel?: 'h2' | 'h3';
  /** True when the grid starts above the fold. */
  isFirstPriority?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} isPriority={isFirstPriority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
