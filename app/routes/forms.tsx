import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/forms';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { DownloadList } from '~/components/website-forms/download-list';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';
import { loadForms } from './forms.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = websiteFormTexts.downloads;

export const headers = publicPageHeaders;

export function meta() {
  return pageMeta({ title: texts.title, description: texts.metaDescription, path: '/forms' });
}

export const loader = () => loadForms();

export default function FormsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <Container className="py-10 sm:py-14">
        <DownloadList items={loaderData.downloads} />
        <section aria-labelledby="forms-help-title" className="mt-10 rounded-card bg-surface-subtle p-6">
          <h2 id="forms-help-title" className="text-lg font-bold">
            {texts.helpHeading}
          </h2>
          <p className="mt-2">
            {texts.helpText}{' '}
            <Link to="/contact" className="font-semibold text-primary-700 underline underline-offset-4">
              {texts.helpLink}
            </Link>
          </p>
        </section>
      </Container>
    </>
  );
}
