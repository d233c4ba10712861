import { lagosDateTime } from '@domain/lagos-time';
import { staffTexts } from '@domain/messages/back-office/staff';
import type { HistoryEntry } from '@server/back-office/history';
import { AuditOutcomeTag } from './audit-outcome';

const texts = staffTexts.common;

/**
 * An item's history from the audit log: what happened in words, when, and who (a staff member, or
 * the customer or system). Anything but a plain success carries its outcome, so a refused attempt reads as refused.
 */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-title" className="rounded-card border border-border bg-white p-5">
      <h2 id="history-title" className="text-lg font-bold">
        {texts.history}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted">{texts.noHistory}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {entries.map((entry, index) => (
            <li key={index} className="border-l-4 border-primary-200 pl-3">
              <p className="font-semibold">
                {entry.outcome === 'success' ? null : (
                  <>
                    <AuditOutcomeTag outcome={entry.outcome} />{' '}
                  </>
                )}
                {entry.sentence}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={entry.at}>{lagosDateTime(entry.at)}</time>
                {entry.actor ? ` · ${entry.actor}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
