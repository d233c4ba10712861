import { CalendarDays, Eye, MessageSquare } from 'lucide-react';
import { formatPostDate, plural } from './format';

/**
 * Posted date, view count and comment count of an article, each with an icon and a text label. A
 * count is left out (undefined) where the site cannot keep it: comments the page does not list, views
 * counted elsewhere (a video's, by YouTube).
 */
export function ArticleFacts({
  postdate,
  views,
  comments,
  className = '',
}: {
  postdate: string;
  views?: number;
  comments?: number;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <span>
          Posted <time dateTime={postdate}>{formatPostDate(postdate)}</time>
        </span>
      </li>
      {views === undefined ? null : (
        <li className="flex items-center gap-1.5">
          <Eye aria-hidden="true" className="size-4" />
          <span className="tabular">{plural(views, 'view')}</span>
        </li>
      )}
      {comments === undefined ? null : (
        <li className="flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-4" />
          <span className="tabular">{plural(comments, 'comment')}</span>
        </li>
      )}
    </ul>
  );
}
