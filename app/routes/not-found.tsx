import { data } from 'react-router';

/** Any path outside the route table: HTTP 404 with the Error page (rendered by the root boundary). */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
