import { ArrowRight, BriefcaseBusiness, House, PiggyBank, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { homeNeeds, type NeedIcon } from '~/content/pages/home';
import type { ProductBucket } from '~/content/schemas/product';

const ICONS: Record<NeedIcon, LucideIcon> = {
  save: PiggyBank,
  home: House,
  invest: TrendingUp,
  business: BriefcaseBusiness,
};

/** Product families by what the visitor wants to do, each opening its category of the catalogue. */
export function NeedCards({ productNames }: { productNames: Record<ProductBucket, string> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {homeNeeds.map((need) => {
        const Icon = ICONS[need.icon];
        return (
          <li
            key={need.bucket}
            className="relative flex gap-4 rounded-card border border-border bg-surface p-5 shadow-raised sm:flex-col sm:p-6"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 sm:size-12">
              <Icon aria-hidden="true" size={24} />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="text-lg font-semibold">
                <Link
                  to={`/products/category/${need.bucket}`}
                  className="after:absolute after:inset-0 after:rounded-card hover:underline"
                >
                  {need.title}
                </Link>
              </h3>
              <p className="mt-1 text-muted sm:mt-2">{need.text}</p>
              <p className="mt-3 text-sm font-medium text-ink">{productNames[need.bucket]}</p>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-primary-700"
              >
                See products <ArrowRight size={16} />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
