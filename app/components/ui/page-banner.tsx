import type { ReactNode } from 'react';
import { Link } from '~/components/ui/link';
import { Container } from './container';

export interface Crumb {
  label: string;
  to?: string;
}

/** The banner at the top of every inner page: its one h1 and the breadcrumb from Home. */
export function PageBanner({
  title,
  crumbs = [],
  lead,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const trail: Crumb[] = [{ label: 'Home', to: '/' }, ...crumbs, { label: title }];
  return (
    <section className="bg-primary-700 text-white">
      <Container className="py-10 sm:py-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-primary-100">
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {index > 0 ? <span aria-hidden="true">/</span> : null}
                {crumb.to && index < trail.length - 1 ? (
                  <Link to={crumb.to} className="underline-offset-2 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-primary-50">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}
