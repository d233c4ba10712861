import { LoanWithdrawSchema } from '@domain/forms';
import { loanTexts } from '@domain/messages/loans';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { CheckboxField } from '~/components/form-kit/form-fields';

const texts = loanTexts.dashboard;

/** Withdrawing a submitted application before the offer: a tick that names it, then the button. */
export function LoanWithdrawForm({
  application,
  outcome,
}: {
  application: { id: string; reference: string };
  outcome?: AreaOutcome;
}) {
  const formId = `loan-withdraw-${application.id}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{texts.withdrawLead}</p>
      <AreaForm
        formId={formId}
        intent={`withdraw-${application.id}`}
        schema={LoanWithdrawSchema}
        outcome={outcome}
        hidden={{ applicationId: application.id }}
        submitLabel={texts.withdraw}
      >
        {({ errors }) => (
          <CheckboxField
            formId={formId}
            name="confirm"
            label={texts.withdrawConfirm(application.reference)}
            error={errors.confirm}
          />
        )}
      </AreaForm>
    </div>
  );
}
