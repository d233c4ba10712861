import type { ReactNode } from 'react';
import { Link } from '~/components/ui/link';

const VARIANTS = {
  accent: 'bg-accent-400 text-ink hover:bg-accent-300',
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  outline: 'border border-primary-700 text-primary-700 hover:bg-primary-50',
  light: 'border border-white text-white hover:bg-white/10',
} as const;

const SIZES = {
  md: 'px-5 py-2.5 text-base',
  sm: 'px-3 py-2 text-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button-looking control; every size keeps the 44 px tap target. */
export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-input text-center font-semibold leading-tight transition-colors ${SIZES[size]} ${VARIANTS[variant]}`;

export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Link to={to} className={`${buttonClasses(variant, size)} ${className}`}>
      {children}
    </Link>
  );
}
