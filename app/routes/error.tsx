import { ErrorPage } from '~/components/error-page';
import { errorPageTexts } from '~/content/pages/error';
import { pageMeta } from '~/lib/meta';

export function meta() {
  // The title is the ErrorPage's own <title>, which the 404 page shares; keep only one.
  return pageMeta({ title: errorPageTexts.title, description: errorPageTexts.description, path: '/error' }).filter(
    (descriptor) => !('title' in descriptor),
  );
}

export default function ErrorRoute() {
  return <ErrorPage />;
}
