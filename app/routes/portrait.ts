import type { Route } from './+types/portrait';
import { findPortraitPerson, portraitSvg } from '~/content/portraits';

/** /portraits/{profile}.svg: a leader's illustrated portrait (prerendered); any other name is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const person = params.file.endsWith('.svg') ? findPortraitPerson(params.file.slice(0, -'.svg'.length)) : undefined;
  if (!person) throw new Response('Not Found', { status: 404 });
  return new Response(portraitSvg(person), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
