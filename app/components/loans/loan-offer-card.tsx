import { LoanOfferAcceptSchema } from '@domain/forms/loan-offer';
import { lagosDate } from '@domain/lagos-time';
import { loanOfferTexts as texts } from '@domain/messages/loan-offer';
import { formatNaira } from '@domain/mortgage';
import type { LoanApplicationView } from '@server/loans/loan-applications';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { CheckboxField } from '~/components/form-kit/form-fields';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';

/**
 * The offer on the Loan Dashboard (issue 30): its terms, the letter to download, and the acceptance
 * (a tick that names the application, then the button), or when it was accepted.
 */
export function LoanOfferCard({
  application,
  offer,
  outcome,
}: {
  application: Pick<LoanApplicationView, 'id' | 'reference' | 'status'>;
  offer: NonNullable<LoanApplicationView['offer']>;
  outcome?: AreaOutcome;
}) {
  const formId = `loan-offer-${application.id}`;
  const intent = `accept-${application.id}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold">
        {texts.terms({
          loan: formatNaira(offer.loanKobo / 100, { kobo: offer.loanKobo % 100 !== 0 }),
          rate: offer.annualRatePercent,
          tenor: offer.tenorYears,
        })}
      </p>
      <p>
        <a
          href={`/loan-dashboard/${application.id}/offer-letter`}
          download
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
        >
          {texts.download}
        </a>
      </p>
      {offer.acceptedAt ? (
        <>
          <OutcomeNotice outcome={outcome?.intent === intent && outcome.status === 'success' ? outcome : null} />
          <p>{texts.acceptedOn(lagosDate(offer.acceptedAt))}</p>
        </>
      ) : application.status === 'offer_issued' ? (
        <>
          <p className="text-muted">{texts.lead}</p>
          <AreaForm
            formId={formId}
            intent={intent}
            schema={LoanOfferAcceptSchema}
            outcome={outcome}
            hidden={{ applicationId: application.id }}
            submitLabel={texts.accept}
          >
            {({ errors }) => (
              <CheckboxField
                formId={formId}
                name="accept"
                label={texts.acceptLabel(application.reference)}
                error={errors.accept}
              />
            )}
          </AreaForm>
        </>
      ) : null}
    </div>
  );
}
