import { CircleCheck } from 'lucide-react';
import { messages } from '@domain/messages';
import type { MaskedBvnRecord } from './masked-bvn-record';

const texts = messages.accountScreens.bvnPage;

/** The fetched BVN record, masked, on /bvnvalidation. */
export function BvnRecordSummary({ record }: { record: MaskedBvnRecord }) {
  const rows: [string, string][] = [
    [texts.dataLabels.bvnNo, record.bvnNo],
    [texts.dataLabels.name, record.name],
    [texts.dataLabels.gender, record.gender],
    [texts.dataLabels.birthDate, record.birthDate],
    [texts.dataLabels.phoneNo, record.phoneNo],
    [texts.dataLabels.nin, record.nin],
  ];
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 rounded-card bg-success-bg p-4 font-semibold text-success">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        {messages.account.bvnPage.dataFetched}
      </p>
      <p className="text-muted">{texts.fetchedLead}</p>
      <dl className="grid gap-x-6 gap-y-3 rounded-card border border-border p-4 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="tabular font-semibold text-ink">
              {value || <span className="font-normal text-muted">{texts.none}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
