import { Link } from 'react-router';

export function ErrorPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>Page not found</title>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-6 inline-block">Go to the home page</Link>
    </section>
  );
}
