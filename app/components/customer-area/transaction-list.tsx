import { formatKobo } from '@domain/kobo';
import { lagosDate } from '@domain/lagos-time';
import { customerAccountTexts } from '@domain/messages/customer-accounts';
import type { CorePosting } from '@server/adapters/core-banking/core-banking';

const texts = customerAccountTexts;

/** Postings as a list that reads on a phone: details and date, then the amount (money in green, with a plus). */
export function TransactionList({
  postings,
  withBalance = false,
}: {
  postings: readonly CorePosting[];
  withBalance?: boolean;
}) {
  return (
    <ul className="mt-2 divide-y divide-border">
      {postings.map((posting) => {
        const isIn = posting.amountKobo > 0;
        return (
          <li key={posting.reference} className="flex items-start justify-between gap-4 py-2">
            <div className="min-w-0">
              <p className="break-words">{posting.narration}</p>
              <p className="text-sm text-muted">{lagosDate(posting.postedAt)}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className={`tabular font-semibold ${isIn ? 'text-success' : ''}`}>
                {isIn ? '+' : ''}
                {formatKobo(posting.amountKobo)}
                <span className="sr-only">&nbsp;{isIn ? texts.moneyIn : texts.moneyOut}</span>
              </p>
              {withBalance ? (
                <p className="tabular text-sm text-muted">
                  {texts.transactionColumns.balance} {formatKobo(posting.balanceKobo)}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
