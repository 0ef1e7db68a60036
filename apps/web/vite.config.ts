import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532
 * and #14753, open): its warnings and checks ran in every visitor's browser, a fifth of the
 * catalogue page's scripting under a phone's CPU. The build it also ships for production replaces
 * it in the shop's bundle.
 */
function reactRouterProductionBuild() {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const production = (entry: string) =>
    fromRouterDom.resolve(entry).replace('/dist/development/', '/dist/production/');
  return [
    { find: /^react-router$/, replacement: production('react-router') },
    { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
  ];
}

const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Every compressible file of the built shop also as .br and .gz, at the strongest settings, which
 * the server sends to browsers that accept them (apps/server/src/plugins/static-sites.ts) instead
 * of compressing each answer again. Files under 1 KB stay as they are, as the server leaves them.
 */
function precompress(): Plugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  async function* files(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* files(path);
      else if (compressible.test(entry.name)) yield path;
    }
  }
  let outDir = 'dist';
  return {
    name: 'buildright:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const writes: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        const content = await readFile(path);
        if (content.length < 1024) continue;
        writes.push(
          toBrotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }).then((compressed) => writeFile(`${path}.br`, compressed)),
          toGzip(content, { level: 9 }).then((compressed) => writeFile(`${path}.gz`, compressed)),
        );
      }
      await Promise.all(writes);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), mantineKeepsReactIds(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProductionBuild() : [] },
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
