import { CircleCheck } from 'lucide-react';
import { Figures } from './figures';

/** The product's attractions as short facts to scan: amounts, rates and tenors in tabular figures. */
export function KeyFacts({ facts, title = 'At a glance' }: { facts: string[]; title?: string }) {
  return (
    <section aria-labelledby="key-facts-title" className="rounded-card bg-primary-50 p-5">
      <h2 id="key-facts-title" className="text-base font-bold text-primary-800">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2">
        {facts.map((fact) => (
          <li key={fact} className="flex items-start gap-2 font-medium">
            <CircleCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary-600" />
            <span>
              <Figures text={fact} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
