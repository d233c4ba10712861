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
