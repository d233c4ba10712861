import { Link } from '~/components/ui/link';
import type { Block, Inline } from './article-markdown';

const LINK_CLASSES = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800';

function InlineContent({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'strong')
      return (
        <strong key={index} className="font-semibold text-ink">
          {part.text}
        </strong>
      );
    if (part.kind === 'text') return part.text;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={LINK_CLASSES}>
        {part.text}
      </Link>
    ) : (
      <a
        key={index}
        href={part.href}
        className={LINK_CLASSES}
        rel={part.href.startsWith('http') ? 'noopener noreferrer' : undefined}
      >
        {part.text}
      </a>
    );
  });
}

/** The body of an article or policy, in a readable measure (about 70 characters a line). */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="max-w-[70ch] text-base leading-relaxed text-ink">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} id={block.id} className="mt-10 scroll-mt-24 text-xl font-bold tracking-tight first:mt-0">
                {block.text}
              </h2>
            ) : (
              <h3 key={index} id={block.id} className="mt-6 scroll-mt-24 text-lg font-semibold">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index} className="mt-4 first:mt-0">
                <InlineContent parts={block.content} />
              </p>
            );
          case 'list': {
            const ListTag = block.ordered ? 'ol' : 'ul';
            return (
              <ListTag
                key={index}
                className={`mt-4 space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-primary-700`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <InlineContent parts={item} />
                  </li>
                ))}
              </ListTag>
            );
          }
          case 'note':
            return (
              <p key={index} className="mt-6 rounded-card border-l-4 border-accent-500 bg-accent-100 p-4">
                <InlineContent parts={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}
