import type { Reply, Review } from '~/content/article-schemas';
import { Avatar } from './avatar';
import { formatPostDate, plural } from './format';

function Comment({ comment, isReply = false }: { comment: Reply; isReply?: boolean }) {
  return (
    <article className="flex gap-3" aria-label={`${isReply ? 'Reply' : 'Comment'} by ${comment.name}`}>
      <Avatar name={comment.name} photo={comment.img} size={isReply ? 'sm' : 'md'} />
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-semibold text-ink">{comment.name}</span>
          <span className="text-muted"> · </span>
          <time dateTime={comment.commentdate} className="text-muted">
            {formatPostDate(comment.commentdate)}
          </time>
        </p>
        <p className="mt-1 max-w-[70ch] leading-relaxed">{comment.comment}</p>
      </div>
    </article>
  );
}

/**
 * Readers' comments with the bank's replies (one level, specification 3: Review). The heading
 * gives the article's comment count; the list shows the most recent comments.
 */
export function ReviewList({ reviews, total }: { reviews: Review[]; total: number }) {
  const shown = reviews.reduce((count, review) => count + 1 + review.replies.length, 0);
  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="comments-heading" className="text-xl font-bold">
        {plural(total, 'Comment')}
      </h2>
      {shown > 0 && shown < total ? (
        <p className="mt-1 text-sm text-muted">The most recent comments and our replies.</p>
      ) : null}
      {reviews.length > 0 ? (
        <ol className="mt-6 space-y-8">
          {reviews.map((review) => (
            <li key={review.id}>
              <Comment comment={review} />
              {review.replies.length > 0 ? (
                <ol className="mt-4 space-y-4 border-l-2 border-primary-100 pl-4 sm:ml-14">
                  {review.replies.map((reply) => (
                    <li key={reply.id}>
                      <Comment comment={reply} isReply />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-muted">No comments yet.</p>
      )}
    </section>
  );
}
