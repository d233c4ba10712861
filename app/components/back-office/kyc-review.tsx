import { Check, Minus, X, type LucideIcon } from 'lucide-react';
import type { Agreement, ComparedRow } from '@domain/back-office/kyc-comparison';
import { lagosDateTime } from '@domain/lagos-time';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { kycReviewTexts } from '@domain/messages/back-office/kyc-review';
import { formatPhone } from '@domain/phone';
import { DetailList, ItemSection, StateTag } from './customer-service-parts';

const texts = kycReviewTexts;
const documentName = (document: string) => customerServiceTexts.applications.documentNames[document] ?? document;
const orNone = (value: string) => value || customerServiceTexts.common.none;

/** What the server read of the applicant's BVN record (server/back-office/applications/application-bvn-record.ts). */
export type BvnReviewView =
  | { state: 'unavailable' | 'unknown' }
  | {
      state: 'found';
      record: { name: string; birthDate: string; gender: string; phoneNo: string; nin: string };
      photo: string;
      comparison: ComparedRow[];
      differences: number;
    };

/** The documents drawn on the page by the server, each with its download beside it. */
export function KycDocuments({ applicationId, documents }: { applicationId: string; documents: string[] }) {
  return (
    <ItemSection id="documents-title" title={texts.sections.documents}>
      {documents.length === 0 ? (
        <p className="text-muted">{texts.documents.none}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">{texts.documents.lead}</p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {documents.map((document) => {
              const href = `/staff/applications/${applicationId}/documents/${document}`;
              return (
                <li key={document}>
                  <figure className="flex flex-col gap-2">
                    <img
                      src={`${href}/image`}
                      alt={texts.documents.imageAlt(documentName(document))}
                      className="h-64 w-full rounded-input border border-border bg-surface-subtle object-contain"
                    />
                    <figcaption className="flex flex-wrap items-center justify-between gap-x-3">
                      <span className="font-semibold">{documentName(document)}</span>
                      <a
                        href={href}
                        download
                        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
                      >
                        {customerServiceTexts.applications.download(documentName(document))}
                      </a>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ItemSection>
  );
}

/** The BVN record as the identity provider returns it, with its photo. */
export function KycBvnRecord({ review }: { review: BvnReviewView }) {
  const { labels } = texts.bvn;
  return (
    <ItemSection id="bvn-record-title" title={texts.sections.bvnRecord}>
      {review.state !== 'found' ? (
        <p role={review.state === 'unavailable' ? 'alert' : undefined}>
          {review.state === 'unavailable' ? texts.bvn.unavailable : texts.bvn.unknown}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {review.photo ? (
            <img
              src={review.photo}
              alt={texts.bvn.photoAlt(review.record.name)}
              className="h-48 w-40 shrink-0 rounded-input border border-border object-cover"
            />
          ) : (
            <p className="text-muted">{texts.bvn.noPhoto}</p>
          )}
          <div className="flex flex-col gap-3">
            <DetailList
              rows={[
                { label: labels.name, value: review.record.name },
                { label: labels.birthDate, value: orNone(review.record.birthDate) },
                { label: labels.gender, value: orNone(review.record.gender) },
                { label: labels.phoneNo, value: orNone(formatPhone(review.record.phoneNo)) },
                { label: labels.nin, value: <span className="font-mono">{orNone(review.record.nin)}</span> },
              ]}
            />
            <p className="text-sm text-muted">{texts.bvn.lead}</p>
          </div>
        </div>
      )}
    </ItemSection>
  );
}

const AGREEMENT_LOOK: Record<Agreement, { mark: LucideIcon; tone: 'good' | 'bad' | 'neutral' }> = {
  same: { mark: Check, tone: 'good' },
  different: { mark: X, tone: 'bad' },
  absent: { mark: Minus, tone: 'neutral' },
};

/** A sign beside a state's word: drawn, since the site's font subset has no check or cross marks. */
const Mark = ({ icon: Icon }: { icon: LucideIcon }) => (
  <Icon aria-hidden="true" className="mr-1 inline size-4 align-[-0.125em]" strokeWidth={3} />
);

const shown = (row: ComparedRow, value: string) => orNone(row.field === 'phoneNo' ? formatPhone(value) : value);

/** The application's data beside the BVN record: each difference marked by a word and a sign, not colour alone. */
export function KycComparison({ review }: { review: BvnReviewView }) {
  const { columns, fields, agreements } = texts.comparison;
  return (
    <ItemSection id="comparison-title" title={texts.sections.comparison}>
      {review.state !== 'found' ? (
        <p className="text-muted">{texts.comparison.notCompared}</p>
      ) : (
        <>
          <p className="mb-3 flex items-center gap-2 font-semibold">
            <StateTag tone={review.differences > 0 ? 'bad' : 'good'}>
              <Mark icon={review.differences > 0 ? X : Check} />
              {texts.comparison.summary(review.differences)}
            </StateTag>
          </p>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={texts.comparison.caption}>
            <table className="w-full border-collapse text-left text-sm sm:text-base">
              <caption className="sr-only">{texts.comparison.caption}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                    {columns.field}
                  </th>
                  <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                    {columns.typed}
                  </th>
                  <th scope="col" className="py-2 pr-2 sm:pr-3 font-semibold">
                    {columns.bvn}
                  </th>
                  <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                    {columns.result}
                  </th>
                </tr>
              </thead>
              <tbody>
                {review.comparison.map((row) => {
                  const look = AGREEMENT_LOOK[row.agreement];
                  const differs = row.agreement === 'different';
                  const result = (
                    <StateTag tone={look.tone}>
                      <Mark icon={look.mark} />
                      {agreements[row.agreement]}
                    </StateTag>
                  );
                  return (
                    <tr
                      key={row.field}
                      className={`border-b border-border align-top ${differs ? 'border-l-4 border-l-error bg-error-bg' : ''}`}
                    >
                      <th scope="row" className="py-2 pr-2 pl-2 font-semibold sm:pr-3">
                        {fields[row.field]}
                        {/* On a phone the result sits under the field's name: the row never scrolls out of sight. */}
                        <span className="mt-1 block font-normal sm:hidden">{result}</span>
                      </th>
                      <td className={`py-2 pr-2 sm:pr-3 break-words ${differs ? 'font-semibold' : ''}`}>
                        {shown(row, row.typed)}
                      </td>
                      <td className="py-2 pr-2 sm:pr-3 break-words">{shown(row, row.bvn)}</td>
                      <td className="hidden py-2 sm:table-cell">{result}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-muted">{texts.comparison.nameNote}</p>
        </>
      )}
    </ItemSection>
  );
}

/** Whether the applicant proved the e-mail address: a word and a sign, with when. */
export function KycEmailState({ email, verifiedAt }: { email: string; verifiedAt: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="break-all">{email}</span>
      <StateTag tone={verifiedAt ? 'good' : 'waiting'}>
        {verifiedAt ? <Mark icon={Check} /> : <span aria-hidden="true">! </span>}
        {verifiedAt ? texts.email.verified(lagosDateTime(verifiedAt)) : texts.email.notVerified}
      </StateTag>
    </span>
  );
}
