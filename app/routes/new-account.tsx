import { Check, FileText, Zap } from 'lucide-react';
import { resolvePlayParams } from '@domain/play-state';
import { messages } from '@domain/messages';
import { ClosingBanner } from '~/components/layout/closing-banner';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/new-account';

const { wizard } = messages.account;

/** What each step of the full registration asks for (specification 2.5). */
const STEP_DETAILS = [
  'Your account type, BVN, e-mail address, date of birth and phone number. We send a 6-digit code to confirm them.',
  'Your bio data: title, names, gender, marital status, state of origin and local government, and your preferred branch.',
  'Where you live and work: residential address, nearest bus stop, city, state of residence, ID document and preferred banking channels.',
  'Your next of kin, and for companies two referees who hold accounts with a Nigerian bank.',
  'Your documents: signature, a utility bill not older than three months and a scanned ID card (referee letters for companies).',
];

export function loader({ params }: Route.LoaderArgs) {
  return resolvePlayParams(params);
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: wizard.title,
    description: 'Open a full personal or corporate account with the bank in five steps: basic information, personal details, location, next of kin and identity verification.',
    path: location.pathname,
  });
}

export default function NewAccountPage({ loaderData }: Route.ComponentProps) {
  const { playType, playPurpose } = loaderData;
  const isCorporate = playType === 'crp';
  const instantPath = `/instantaccount/${playType}/${playPurpose || 'r'}`;
  return (
    <>
      <PageBanner
        title={wizard.title}
        lead={isCorporate ? 'Full registration for a corporate account.' : 'Full registration for a personal account.'}
      />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="text-xl font-bold">
              Five steps to your account
            </h2>
            <p className="mt-2 text-muted">
              Have your BVN, a valid ID and a recent utility bill at hand. Please provide details as they are in your BVN
              registration; dial *565*0# to retrieve your BVN.
            </p>
            <ol className="mt-6 space-y-4" aria-label="Registration steps">
              {wizard.steps.map((label, index) => (
                <li key={label} className="flex gap-4 rounded-card border border-border p-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <span className="sr-only">Step {index + 1}: </span>
                      {label}
                    </h3>
                    <p className="mt-1 text-muted">{STEP_DETAILS[index]}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <aside className="space-y-4" aria-label="Ways to open your account">
            <div className="rounded-card bg-primary-50 p-5">
              <Zap aria-hidden="true" className="size-6 text-primary-700" />
              <h2 className="mt-2 text-lg font-bold">Open in one step online</h2>
              <p className="mt-1 text-muted">
                The instant account needs only your BVN, NIN, e-mail, phone, a passport photo and your ID card. You can add
                the other details later.
              </p>
              <ButtonLink to={instantPath} className="mt-4 w-full">
                Open Instant Account
              </ButtonLink>
            </div>
            <div className="rounded-card border border-border p-5">
              <FileText aria-hidden="true" className="size-6 text-primary-700" />
              <h2 className="mt-2 text-lg font-bold">Prefer paper?</h2>
              <p className="mt-1 text-muted">Download the account-opening form, fill it in and bring it to any of our branches.</p>
              <ButtonLink to="/forms" variant="outline" className="mt-4 w-full">
                Download forms
              </ButtonLink>
            </div>
            <ul className="space-y-2 text-sm text-muted">
              {['Licensed by the Central Bank of Nigeria', 'Your data stays in Nigeria', 'No account-opening fee'].map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-success" />
                  {point}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Container>
      <ClosingBanner />
    </>
  );
}
