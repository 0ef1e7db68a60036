import { eq } from 'drizzle-orm';
import { shopSettings, type Database } from '@buildright/db';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../shared/dashboard.ts';

export interface ShopSettingsRow {
  lowStockThreshold: number;
}

const defaults: ShopSettingsRow = { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD };

/** The settings staff keep in the admin site; the defaults until someone changes one. */
export async function getShopSettings(db: Database): Promise<ShopSettingsRow> {
  const [row] = await db
    .select({ lowStockThreshold: shopSettings.lowStockThreshold })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? defaults;
}

export async function setLowStockThreshold(
  db: Database,
  threshold: number,
): Promise<ShopSettingsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, lowStockThreshold: threshold })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { lowStockThreshold: threshold, updatedAt: new Date() },
    })
    .returning({ lowStockThreshold: shopSettings.lowStockThreshold });
  return row!;
}
