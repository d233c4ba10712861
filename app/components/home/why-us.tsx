import { CalendarCheck, Landmark, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { BranchCard } from '~/content/pages/branches';
import { whyUs, type WhyUsIcon } from '~/content/pages/home';

const ICONS: Record<WhyUsIcon, LucideIcon> = {
  licence: Landmark,
  regulator: ShieldCheck,
  years: CalendarCheck,
  branches: MapPin,
};

/** The four facts that make the bank safe to trust: licence, regulator, years and branches. */
export function WhyUs({ branches }: { branches: readonly BranchCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {whyUs(branches).map((fact) => {
        const Icon = ICONS[fact.icon];
        return (
          <li key={fact.icon} className="flex flex-col">
            <Icon aria-hidden="true" size={28} className="text-accent-300" />
            <p className="mt-3 text-2xl font-bold tabular">{fact.figure}</p>
            <h3 className="mt-1 font-semibold">{fact.title}</h3>
            <p className="mt-2 text-sm text-primary-100">{fact.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
