import * as z from 'zod';
import { returnReasons, type RestockingFees } from '@buildright/db/domain';
import { optionalText } from '../../shared/fields.ts';

export type { RestockingFees };

/** How long after delivery a buyer may ask to return, unless staff set another window. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;
const RETURN_WINDOW_MAX = 365;

/**
 * What is kept back of a return's refund, unless staff set other fees: nothing, and staff are
 * expected to keep it so where the fault was the shop's or the carrier's (damaged, defective,
 * the wrong item).
 */
export const DEFAULT_RESTOCKING_FEES: RestockingFees = {
  damaged: 0,
  defective: 0,
  wrong_item: 0,
  not_needed: 0,
  other: 0,
};

const returnWindowMessage = `Enter a whole number of days from 1 to ${RETURN_WINDOW_MAX}`;
const feeMessage = 'Enter a whole percent from 0 to 100';
const feePercent = z.int({ error: feeMessage }).min(0, feeMessage).max(100, feeMessage);

/** How long an unpaid card attempt holds its units, unless staff set another period. */
export const DEFAULT_CARD_HOLD_MINUTES = 30;
const CARD_HOLD_MIN = 5;
const CARD_HOLD_MAX = 24 * 60;

const cardHoldMessage = `Enter a whole number of minutes from ${CARD_HOLD_MIN} to ${CARD_HOLD_MAX}`;

/** The settings of the shop staff keep in the admin site's Settings screen. */
export const shopSettingsInput = z.strictObject({
  cardHoldMinutes: z
    .number({ error: cardHoldMessage })
    .int(cardHoldMessage)
    .min(CARD_HOLD_MIN, cardHoldMessage)
    .max(CARD_HOLD_MAX, cardHoldMessage),
  remitToAddress: optionalText(500),
  paymentInstructions: optionalText(1000),
  returnWindowDays: z
    .int({ error: returnWindowMessage })
    .min(1, returnWindowMessage)
    .max(RETURN_WINDOW_MAX, returnWindowMessage)
    .optional(),
  restockingFees: z
    .strictObject(Object.fromEntries(returnReasons.map((reason) => [reason, feePercent])), {
      error: `Restocking fees must give a percent for each of ${returnReasons.join(', ')}`,
    })
    .transform((fees) => fees as RestockingFees)
    .optional(),
  returnAddress: optionalText(500).optional(),
});
export type ShopSettingsValues = z.output<typeof shopSettingsInput>;

/** "30 minutes", "1 hour", "1 hour 30 minutes": a hold period in words. */
export function holdPeriodText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}
