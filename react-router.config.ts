import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/prerender';

export default {
  // Helpers working side by side build into their own top-level folder (build-<name>).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
