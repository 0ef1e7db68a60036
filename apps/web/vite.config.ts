import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The dev server forwards everything the Fastify server owns; `pnpm dev` runs it on port 3000.
const server = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/trpc', '/api', '/demo-images', '/uploads'];

/**
 * Mantine's useId swaps every component's id for a random one right after mounting (a leftover
 * from React versions without useId): each Popover, Combobox, Input, Checkbox and Carousel then
 * draws again, with everything inside, at once after hydration. React's own useId is unique and
 * the same in the server's render, which already drew `mantine-` + it: the browser keeps it.
 */
function mantineKeepsReactIds(): Plugin {
  return {
    name: 'buildright:mantine-keeps-react-ids',
    enforce: 'pre',
    load(id) {
      if (!/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mantineKeepsReactIds()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: server, changeOrigin: false }]),
    ),
  },
  // The server's render (src/entry-server.tsx) bundles the workspace packages, which ship
  // TypeScript, and the icons it uses; other dependencies load from node_modules.
  ssr: { noExternal: [/^@buildright\//, '@tabler/icons-react'] },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // bench/bundle-size.mjs reads it to report the JavaScript each route loads.
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the first screen needs in one chunk: fewer requests and better compression
            // than a dozen small shared chunks; each route's own code still loads on demand.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
        reportCompressedSize: false,
        // The first-screen chunk is one file on purpose; `pnpm bench` checks its gzipped budget.
        chunkSizeWarningLimit: 800,
      },
}));
