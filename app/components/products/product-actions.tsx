import type { Product } from '~/content/products';
import { ButtonLink } from '~/components/ui/button-link';
import { primaryActionOf, secondaryActionOf } from './product-action';

const TONES = {
  banner: { primary: 'accent', secondary: 'light' },
  page: { primary: 'primary', secondary: 'outline' },
} as const;

/** The product's primary action, and the quieter second step when there is one. Full width on phones. */
export function ProductActions({ product, tone, className = '' }: { product: Pick<Product, 'name' | 'code' | 'bucket'>; tone: keyof typeof TONES; className?: string }) {
  const primary = primaryActionOf(product);
  const secondary = secondaryActionOf(product);
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      <ButtonLink to={primary.to} variant={TONES[tone].primary}>
        {primary.label}
      </ButtonLink>
      {secondary ? (
        <ButtonLink to={secondary.to} variant={TONES[tone].secondary}>
          {secondary.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
