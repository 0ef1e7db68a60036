import { eq } from 'drizzle-orm';
import { shopSettings, type Database, type Transaction } from '@buildright/db';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../dashboard/shared/dashboard.ts';
import {
  DEFAULT_CARD_HOLD_MINUTES,
  DEFAULT_RESTOCKING_FEES,
  DEFAULT_RETURN_WINDOW_DAYS,
  type RestockingFees,
  type ShopSettingsValues,
} from './shared/shop-settings.ts';
import { changedFields, recordAudit, type StaffActor } from '../audit/index.ts';

interface ShopSettings {
  lowStockThreshold: number;
  cardHoldMinutes: number;
  remitToAddress: string | null;
  paymentInstructions: string | null;
  /** How many days after delivery a buyer may ask to return lines. */
  returnWindowDays: number;
  /** Kept back of a return's refund, in whole percent, per return reason. */
  restockingFees: RestockingFees;
  /** Where returns are sent (the return slip); null: the shop's address. */
  returnAddress: string | null;
}

const defaults: ShopSettings = {
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  cardHoldMinutes: DEFAULT_CARD_HOLD_MINUTES,
  remitToAddress: null,
  paymentInstructions: null,
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  restockingFees: DEFAULT_RESTOCKING_FEES,
  returnAddress: null,
};

const columns = {
  lowStockThreshold: shopSettings.lowStockThreshold,
  cardHoldMinutes: shopSettings.cardHoldMinutes,
  remitToAddress: shopSettings.remitToAddress,
  paymentInstructions: shopSettings.paymentInstructions,
  returnWindowDays: shopSettings.returnWindowDays,
  restockingFees: shopSettings.restockingFees,
  returnAddress: shopSettings.returnAddress,
};

/** The settings staff keep in the admin site; the defaults until someone changes one. */
export async function getShopSettings(db: Database | Transaction): Promise<ShopSettings> {
  const [row] = await db.select(columns).from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? defaults;
}

/** Writes some settings, audited as one change by `actor` under `label`. */
async function saveSettings(
  db: Database,
  actor: StaffActor,
  label: string,
  values: Partial<ShopSettings>,
): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    const [row] = await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning(columns);
    const changes = changedFields(before, row!, Object.keys(values) as (keyof ShopSettings)[]);
    if (changes.length > 0) {
      await recordAudit(tx, actor, {
        action: 'settings.updated',
        entityType: 'settings',
        entityLabel: label,
        changes,
      });
    }
    return row!;
  });
}

export async function setLowStockThreshold(
  db: Database,
  actor: StaffActor,
  threshold: number,
): Promise<{ lowStockThreshold: number }> {
  const saved = await saveSettings(db, actor, 'Low-stock threshold', {
    lowStockThreshold: threshold,
  });
  return { lowStockThreshold: saved.lowStockThreshold };
}

/**
 * The card hold period, what invoices and statements print for paying them, and the returns'
 * window, restocking fees and address (each left as it is when not given).
 */
export function updateShopSettings(
  db: Database,
  actor: StaffActor,
  values: ShopSettingsValues,
): Promise<ShopSettings> {
  return saveSettings(db, actor, 'Shop settings', values);
}
