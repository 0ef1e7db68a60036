import { eq } from 'drizzle-orm';
import { shopSettings, type Database, type Transaction } from '@buildright/db';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './shared/dashboard.ts';
import { changedFields, recordAudit, type StaffActor } from './activity/record.ts';

interface ShopSettingsRow {
  lowStockThreshold: number;
}

const defaults: ShopSettingsRow = { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD };

/** The settings staff keep in the admin site; the defaults until someone changes one. */
export async function getShopSettings(db: Database | Transaction): Promise<ShopSettingsRow> {
  const [row] = await db
    .select({ lowStockThreshold: shopSettings.lowStockThreshold })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? defaults;
}

export async function setLowStockThreshold(
  db: Database,
  actor: StaffActor,
  threshold: number,
): Promise<ShopSettingsRow> {
  return db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    const [row] = await tx
      .insert(shopSettings)
      .values({ id: 1, lowStockThreshold: threshold })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { lowStockThreshold: threshold, updatedAt: new Date() },
      })
      .returning({ lowStockThreshold: shopSettings.lowStockThreshold });
    const changes = changedFields(before, row!, ['lowStockThreshold']);
    if (changes.length > 0) {
      await recordAudit(tx, actor, {
        action: 'settings.updated',
        entityType: 'settings',
        entityLabel: 'Low-stock threshold',
        changes,
      });
    }
    return row!;
  });
}
