import { addOrder, addRefund, DAY, dayAt } from '@buildright/api/testing';
import { signInAdmin } from '../testing/fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

export { addOrder, addRefund, DAY, dayAt };

/** The app with staff signed in. */
export async function staffApp() {
  const t = await createTestApp();
  return { t, admin: await signInAdmin(t) };
}

/** What stats.lowStock answers. */
export interface LowStock {
  threshold: number;
  total: number;
  products: { id: number; name: string; stock: number }[];
}
