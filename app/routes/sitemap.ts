import type { Route } from './+types/sitemap';
import { sitemapResponse } from './sitemap.server';

export const loader = (args: Route.LoaderArgs) => sitemapResponse(args);
