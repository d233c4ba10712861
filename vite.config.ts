import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '~': fromRoot('./app'),
      '@domain': fromRoot('./domain'),
      '@server': fromRoot('./server'),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // On HTTP/1.1 a phone fetches six files at a time: a few larger chunks load faster than
            // dozens of tiny ones (each icon, each small component) on a slow network.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                // Icons and components that several pages use; form libraries (zod, phone numbers) stay with their pages.
                { name: 'shared-ui', test: /lucide-react|[\\/]app[\\/](components|lib)[\\/]|[\\/]domain[\\/](messages|bank)/, minShareCount: 2, priority: 2 },
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
  define: { __SITE_URL__: JSON.stringify(process.env.PUBLIC_URL ?? 'http://localhost:3000') },
  build: { target: 'es2022' },
  plugins: [tailwindcss(), reactRouter()],
});
