import type { App } from './app.ts';

/**
 * Draws the shop's first pages through the app itself before it takes requests: the home page,
 * the catalogue and one product page (the catalogue's first). The first visitors then neither
 * wait for V8 to compile the render (a fresh server's first product page takes ten times a warm
 * one's: docs/adr/0017) nor for the data of those pages, which stay cached until the catalogue
 * changes. A page that fails here is drawn again for its first visitor.
 */
export async function warmUp(app: App) {
  await app.inject({ method: 'GET', url: '/' });
  await app.inject({ method: 'GET', url: '/equipment' });
  const firstProducts = await app.inject({ method: 'GET', url: '/api/products?pageSize=1' });
  if (firstProducts.statusCode !== 200) return;
  const [first] = firstProducts.json<{ id: number }[]>();
  if (first) await app.inject({ method: 'GET', url: `/equipment/${first.id}` });
}
