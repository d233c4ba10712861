import type { ReactNode } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  accent: 'bg-accent-400 text-ink hover:bg-accent-300',
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  outline: 'border border-primary-700 text-primary-700 hover:bg-primary-50',
  light: 'border border-white text-white hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export const buttonClasses = (variant: ButtonVariant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-[--radius-input] px-5 py-2.5 text-base font-semibold transition-colors ${VARIANTS[variant]}`;

export function ButtonLink({ to, children, variant = 'primary', className = '' }: { to: string; children: ReactNode; variant?: ButtonVariant; className?: string }) {
  return (
    <Link to={to} className={`${buttonClasses(variant)} ${className}`}>
      {children}
    </Link>
  );
}
