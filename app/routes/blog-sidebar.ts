import { redirect } from 'react-router';
import type { Route } from './+types/blog-sidebar';

/** One address per content (issue 31.5): /blog shows the list with its sidebar, so /blog-sidebar leads there for good. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`/blog${new URL(request.url).search}`, 308);
}
