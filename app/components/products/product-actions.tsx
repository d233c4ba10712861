import { ButtonLink } from '~/components/ui/button-link';
import type { ProductActionPair } from './product-action';

const TONES = {
  banner: { primary: 'accent', secondary: 'light' },
  page: { primary: 'primary', secondary: 'outline' },
} as const;

/**
 * The product's primary action, and the quieter second step when there is one. Full width on phones.
 * The loader works them out (productActions), so that their rules and texts stay on the server.
 */
export function ProductActions({
  actions: { primary, secondary },
  tone,
  className = '',
}: {
  actions: ProductActionPair;
  tone: keyof typeof TONES;
  className?: string;
}) {
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
