import { SquareCheck } from 'lucide-react';
import { Figures } from './figures';

/** What to have ready, as a checklist. */
export function RequirementChecklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-input bg-surface p-3">
          <SquareCheck aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-primary-600" />
          <span>
            <Figures text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
