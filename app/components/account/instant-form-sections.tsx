import type { ReactNode } from 'react';
import { IDENTITY_NUMBER_LENGTH } from '@domain/constants';
import { GENDERS, toSelectOptions } from '@domain/lists';
import { messages } from '@domain/messages';
import type { InstantFormSetup } from './instant-account-setup';
import { InstantFile, InstantInput, InstantPhone, InstantSelect } from './instant-form-fields';
import type { InstantAccountForm as FormState } from './use-instant-account-form';

const texts = messages.accountScreens.form;
const GENDER_OPTIONS = toSelectOptions(GENDERS);

/** The latest birth date the rule accepts, by the UTC calendar as the rule itself counts. */
function oneYearAgo(): string {
  const today = new Date().toISOString().slice(0, 10);
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

/** The instant form's fields, in the groups of specification 2.6: a company's first for a corporate account. */
export function InstantFormSections({ setup, form }: { setup: InstantFormSetup; form: FormState }) {
  const isCorporate = setup.acctType === 'Corporate';
  return (
    <>
      {isCorporate ? (
        <Group legend={texts.companyDetails}>
          <InstantInput form={form} field="businessName" autoComplete="organization" />
          <InstantInput form={form} field="cacNumber" hint={texts.cacNumberHint} />
        </Group>
      ) : null}

      <Group legend={isCorporate ? texts.directorDetails : texts.yourDetails}>
        <InstantInput
          form={form}
          field="bvnNo"
          inputMode="numeric"
          maxLength={IDENTITY_NUMBER_LENGTH}
          hint={messages.forms.hints.bvn}
        />
        <InstantInput form={form} field="nin" inputMode="numeric" maxLength={IDENTITY_NUMBER_LENGTH} />
        <InstantInput form={form} field="lastname" autoComplete="family-name" />
        <InstantInput form={form} field="firstname" autoComplete="given-name" />
        <InstantInput form={form} field="middlename" autoComplete="additional-name" />
        <InstantSelect form={form} field="gender" options={GENDER_OPTIONS} />
        <InstantInput form={form} field="birthDate" type="date" autoComplete="bday" max={oneYearAgo()} />
      </Group>

      <Group legend={texts.accountDetails}>
        <InstantSelect form={form} field="accountProduct" options={setup.productOptions} />
        <InstantSelect form={form} field="preferredBranch" options={setup.branchOptions} />
      </Group>

      <Group legend={texts.contactDetails}>
        <InstantInput
          form={form}
          field="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={messages.account.instant.emailNote}
        />
        <InstantPhone form={form} />
      </Group>

      <Group legend={texts.documents}>
        <InstantFile form={form} field="photo" />
        <InstantFile form={form} field="scannedIDCard" />
      </Group>
    </>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-border p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{legend}</legend>
      <div className="grid gap-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}
