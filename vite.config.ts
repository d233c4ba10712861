import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';
import { PRERENDERED_ORIGIN } from './shared/page-delivery';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** A module that this many routes use goes to every page: a file more on most pages would cost more than its bytes. */
const SITE_WIDE_ROUTE_COUNT = 8;

/** The entries (route modules, the client entry) that load a module, directly or through other modules. */
function entriesLoading(id: string, context: ChunkingContext, seen = new Set<string>()): Set<string> {
  const info = context.getModuleInfo(id);
  if (!info || info.isEntry || info.importers.length === 0) return new Set([id]);
  const entries = new Set<string>();
  for (const importer of info.importers.filter((importer) => !seen.has(importer))) {
    seen.add(importer);
    for (const entry of entriesLoading(importer, context, seen)) entries.add(entry);
  }
  return entries;
}

/**
 * `site`: what the root route loads (the layout, on every page anyway) and what most routes use.
 * Mind its dependencies: a form library one of these modules imported would go to every page.
 */
function siteChunk(id: string, context: ChunkingContext): string | null {
  // Every icon is re-exported by one barrel module that nearly every route imports, so counting
  // importers would send them all here; the layout's icons come along as its dependencies.
  if (/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)) return null;
  const entries = entriesLoading(id, context);
  if ([...entries].some((entry) => /[\\/]app[\\/]root\.tsx/.test(entry))) return 'site';
  // Of domain/ and of the form components, only what the layout uses: forms serve many routes, but no content page;
  // the back office's parts serve its many routes, and no public page.
  return entries.size >= SITE_WIDE_ROUTE_COUNT &&
    !/[\\/](domain|app[\\/]components[\\/](form-kit|customer-area|loans|back-office))[\\/]|[\\/]app[\\/]lib[\\/]staff-/.test(
      id,
    )
    ? 'site'
    : null;
}

export default defineConfig(({ command }) => {
  // Prerendering runs in this process: its pages get the placeholder origin the server swaps for PUBLIC_URL.
  if (command === 'build') process.env.PUBLIC_URL = PRERENDERED_ORIGIN;
  return {
    resolve: {
      alias: {
        '~': fromRoot('./app'),
        '@domain': fromRoot('./domain'),
        '@server': fromRoot('./server'),
        '@shared': fromRoot('./shared'),
      },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // On HTTP/1.1 a phone fetches six files at a time, and a slow network makes every byte count:
                // a page loads the framework, `site`, its route and at most a couple of small shared chunks.
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                    priority: 4,
                  },
                  // Form libraries have chunks of their own, so that nothing that imports them drags them into other pages.
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
                  { name: 'phone-numbers', test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 3 },
                  { name: siteChunk, test: /lucide-react|[\\/](app|domain)[\\/]/, priority: 2 },
                  // What a few routes share, by area, rather than a tiny file per combination of routes; what
                  // one route uses stays in its chunk.
                  // Icons, unlike the areas' parts, are split by the routes that use them: one file of every
                  // shared icon (40 of them, 3.5 KB) cost each form page ten times the icons it draws.
                  {
                    name: 'icons',
                    test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                    minShareCount: 2,
                    priority: 1,
                    entriesAware: true,
                  },
                  {
                    name: 'articles',
                    test: /[\\/]app[\\/]components[\\/](articles|policy)[\\/]/,
                    minShareCount: 2,
                    priority: 1,
                  },
                  {
                    name: 'catalogue',
                    test: /[\\/]app[\\/]components[\\/](products|property|calculator)[\\/]|[\\/]domain[\\/]mortgage\.ts/,
                    minShareCount: 2,
                    priority: 1,
                  },
                  {
                    name: 'corporate',
                    test: /[\\/]app[\\/]components[\\/](home|leadership)[\\/]|[\\/]app[\\/]content[\\/]pages[\\/]/,
                    minShareCount: 2,
                    priority: 1,
                    entriesAware: true,
                  },
                ],
              },
            },
          },
        },
      },
      ssr: {
        build: {
          // React Router 7.18 reads rollupOptions here (not rolldownOptions); the entry re-exports the build.
          rollupOptions: { input: './server/entry.ts' },
        },
      },
    },
    build: { target: 'es2022' },
    // The page script (app/enhance) is an ES module, so that what one page alone uses comes in a chunk of its own.
    worker: { format: 'es' },
    plugins: [tailwindcss(), reactRouter()],
  };
});
