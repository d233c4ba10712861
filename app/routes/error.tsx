import { ErrorPage } from '~/components/error-page';
import { errorCopy } from '~/content/pages/error';
import { pageMeta } from '~/lib/meta';

export function meta() {
  // The title is the ErrorPage's own <title>, which the 404 page shares; keep only one.
  return pageMeta({ title: errorCopy.title, description: errorCopy.description, path: '/error' }).filter((descriptor) => !('title' in descriptor));
}

export default function ErrorRoute() {
  return <ErrorPage />;
}
