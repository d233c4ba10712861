import { ArrowRight } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Figures } from './figures';

export interface LinkCard {
  title: string;
  text: string;
  link: { label: string; to: string };
}

/** Cards that each lead somewhere: a title, a sentence and a link that covers the card. */
export function LinkCards({ cards, headingLevel: Heading = 'h3' }: { cards: LinkCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.title}
          className="relative flex flex-col rounded-card border border-border bg-surface p-5 focus-within:ring-3 focus-within:ring-accent-500 hover:border-primary-700"
        >
          <Heading className="text-lg font-bold">{card.title}</Heading>
          <p className="mt-2 flex-1 text-muted">
            <Figures text={card.text} />
          </p>
          <Link
            to={card.link.to}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-primary-700 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {card.link.label} <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
