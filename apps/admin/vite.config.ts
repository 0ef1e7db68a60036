import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards everything the Fastify server owns; `pnpm dev` runs it on port 3000.
const server = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/trpc', '/api', '/uploads', '/demo-images'];

export default defineConfig({
  // The server serves this build under /admin-dashboard/ (with a history fallback).
  base: '/admin-dashboard/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: server, changeOrigin: false }]),
    ),
  },
  preview: { port: 4174 },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
