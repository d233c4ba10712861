import type { Author } from '~/content/article-schemas';
import { Avatar } from './avatar';

export function AuthorBlock({ author }: { author: Author }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={author.authorname} photo={author.authorphoto} />
      <p className="text-sm leading-snug">
        <span className="block text-muted">Written by</span>
        <span className="block font-semibold text-ink">{author.authorname}</span>
        <span className="block text-muted">{author.authorrole}</span>
      </p>
    </div>
  );
}
