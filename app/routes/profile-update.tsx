import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Building2, Landmark, Smartphone } from 'lucide-react';
import { bank } from '@domain/bank';
import { messages } from '@domain/messages';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { ProfileLinkForm } from '~/components/account/profile-link-form';
import type { Route } from './+types/profile-update';
import { actOnProfileUpdate, loadProfileUpdate } from './profile-update.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const { profileLink } = messages.account;

const WAYS_TO_LINK = [
  {
    icon: Building2,
    title: 'At any branch',
    text: 'Bring your account number, a valid ID and your NIN slip or card. A customer service officer links both numbers while you wait.',
  },
  {
    icon: Smartphone,
    title: 'On the mobile app',
    text: 'Sign in, open Profile, then "BVN & NIN". The app checks both numbers with the identity registries before it links them.',
  },
  {
    icon: Landmark,
    title: 'Forgot a number?',
    text: 'Dial *565*0# from the phone registered to your BVN to see your BVN, and *346# from the phone registered to your NIN to see your NIN.',
  },
];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: profileLink.title,
    description:
      'Link your BVN and NIN to your account, as the Central Bank of Nigeria requires for every account to stay active.',
    path: location.pathname,
  });
}

/** What the customer typed (BVN and NIN included) is never cached. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const loader = (args: Route.LoaderArgs) => loadProfileUpdate(args);
export const action = (args: Route.ActionArgs) => actOnProfileUpdate(args);

export default function ProfileUpdatePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={profileLink.alternativeTitle} lead={profileLink.title} />
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="circular-heading" className="max-w-3xl">
          <h2 id="circular-heading" className="text-xl font-bold">
            Link your BVN and NIN to keep your account active
          </h2>
          <p className="mt-3">{profileLink.circular}</p>
          <p className="mt-3 rounded-card bg-info-bg p-4 text-info">{profileLink.disregard}</p>
        </section>
        <section className="mt-10 max-w-3xl rounded-card border border-border p-5 shadow-raised sm:p-8">
          <ProfileLinkForm
            outcome={actionData}
            prefill={loaderData.prefill}
            backTo={loaderData.backTo}
            branchOptions={loaderData.branchOptions}
          />
        </section>
        <section aria-labelledby="ways-heading" className="mt-10">
          <h2 id="ways-heading" className="text-xl font-bold">
            How to link them
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {WAYS_TO_LINK.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-card border border-border p-5">
                <Icon aria-hidden="true" className="size-6 text-primary-700" />
                <h3 className="mt-2 font-semibold">{title}</h3>
                <p className="mt-1 text-muted">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted">
            Questions? Call{' '}
            <a className="font-semibold text-primary-700 underline" href={bank.phoneHref}>
              {bank.phone}
            </a>{' '}
            or write to{' '}
            <a className="font-semibold text-primary-700 underline" href={`mailto:${bank.email}`}>
              {bank.email}
            </a>
            . We will never ask for your PIN, password or one-time code.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/contact">Contact us</ButtonLink>
            <ButtonLink to="/apps" variant="outline">
              Get the mobile app
            </ButtonLink>
          </div>
        </section>
      </Container>
    </>
  );
}
