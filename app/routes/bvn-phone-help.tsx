import { BVN_PHONE_HELP_WAYS, type BvnPhoneHelpWay } from '@domain/forms/bvn-phone-help';
import { bvnPhoneHelpTexts } from '@domain/messages/bvn-phone-help';
import { BvnPhoneHelp } from '@shared/server-drawn/bvn-phone-help';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { BRANCH_HOURS } from '@domain/content/branch-seed';
import type { BranchCard } from '~/content/pages/branches';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/bvn-phone-help';
import { actOnBvnPhoneHelp, loadBvnPhoneHelp } from './bvn-phone-help.server';

const texts = bvnPhoneHelpTexts;

export function meta() {
  return [
    ...pageMeta({ title: texts.pageTitle, description: texts.pageLead, path: '/bvnphonehelp' }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The session token travels in the address and the form: never cached. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
}

function Branches({ branches }: { branches: readonly BranchCard[] }) {
  return (
    <section aria-labelledby="branches-title" className="flex flex-col gap-3">
      <h2 id="branches-title" className="text-xl font-bold">
        {texts.branchesTitle}
      </h2>
      <p className="text-muted">{texts.branchHours(BRANCH_HOURS)}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {branches.map((branch) => (
          <li key={branch.key} className="flex flex-col rounded-input bg-surface-subtle px-4 py-3">
            <span className="font-semibold">{branch.name}</span>
            <span className="text-sm">{branch.address}</span>
            {branch.phones.map((phone) => (
              <a
                key={phone.href}
                href={phone.href}
                className="text-sm font-semibold text-primary-700 underline underline-offset-2"
              >
                {phone.text}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reference({ reference, way }: { reference: string; way: BvnPhoneHelpWay }) {
  return (
    <section
      aria-labelledby="reference-title"
      className="flex flex-col gap-3 rounded-card border-2 border-primary-200 bg-primary-50 p-4 sm:p-6"
    >
      <h2 id="reference-title" className="text-lg font-bold">
        {texts.referenceTitle}
      </h2>
      <p role="status" className="tabular text-2xl font-bold tracking-wider break-all text-primary-800 select-all">
        {reference}
      </p>
      <p>{texts.referenceLead(reference)}</p>
      <p className="font-semibold">{texts.next[way]}</p>
    </section>
  );
}

export const loader = (args: Route.LoaderArgs) => loadBvnPhoneHelp(args);
export const action = (args: Route.ActionArgs) => actOnBvnPhoneHelp(args);

/** 'When no code comes' (issue 27): the reference of the choice, what to do next, our branches. */
export default function BvnPhoneHelpPage({ loaderData, actionData }: Route.ComponentProps) {
  const sessionToken = actionData?.kind === 'problem' ? actionData.sessionToken : loaderData.sessionToken;
  const showForm =
    actionData?.kind !== 'reference' &&
    sessionToken !== '' &&
    !(actionData?.kind === 'problem' && actionData.sessionEnded);
  return (
    <>
      <PageBanner title={texts.pageTitle} lead={texts.pageLead} />
      <Container className="py-8 sm:py-12">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          {actionData?.kind === 'reference' ? (
            <Reference reference={actionData.reference} way={actionData.way} />
          ) : null}
          {actionData?.kind === 'problem' && actionData.sessionEnded ? (
            <p role="alert" className="rounded-input bg-error-bg p-4 font-semibold text-error">
              {actionData.message}
            </p>
          ) : null}
          {showForm ? (
            <BvnPhoneHelp
              sessionToken={sessionToken}
              revealAfterSeconds={0}
              error={actionData?.kind === 'problem' ? actionData.message : undefined}
            />
          ) : null}
          {actionData?.kind !== 'reference' && !showForm ? (
            <ul className="flex list-disc flex-col gap-2 pl-5">
              {BVN_PHONE_HELP_WAYS.map((way) => (
                <li key={way}>
                  <span className="font-semibold">{texts.ways[way].label}.</span> {texts.ways[way].hint}
                </li>
              ))}
            </ul>
          ) : null}
          {actionData?.kind !== 'reference' || actionData.way === 'branch' ? (
            <Branches branches={loaderData.branches} />
          ) : null}
          <ButtonLink to="/accountopening" variant="outline" className="self-start">
            {texts.backToApplication}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
