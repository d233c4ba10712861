import type { Route } from './+types/newsletter';
import { PostCard } from '~/components/articles/post-card';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadNewsletter } from './newsletter.server';

/** Kept by the document cache until the next publish of an issue or a video post (decision 103). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadNewsletter(args);

export function meta() {
  return pageMeta({
    title: 'Newsletter',
    description:
      'Home Matters, the quarterly newsletter of AG Mortgage Bank, and our short videos on saving, mortgages, BVN and NIN linking and fraud.',
    path: '/newsletter',
  });
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { issues, videos } = loaderData;
  return (
    <>
      <PageBanner
        title="Newsletter"
        lead="Home Matters, our quarterly newsletter, and short videos that explain saving, borrowing and owning a home."
      />
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="issues-heading">
          <h2 id="issues-heading" className="text-2xl font-bold tracking-tight">
            Home Matters
          </h2>
          <p className="mt-2 max-w-[70ch] text-muted">
            Four times a year: news from the bank, a product in one page, your questions answered and a practical tip.
            To receive each issue by e-mail, subscribe with the News Letter form at the foot of any page.
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {issues.map((issue, index) => (
              <li key={issue.id}>
                <PostCard post={issue} headingLevel={3} isPriority={index < 2} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="videos-heading" className="mt-14">
          <h2 id="videos-heading" className="text-2xl font-bold tracking-tight">
            Videos
          </h2>
          <p className="mt-2 max-w-[70ch] text-muted">
            Short films from our teams. Each page links to the film on the site that publishes it.
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id}>
                <PostCard post={video} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
