import * as z from 'zod';
import { optionalText } from '../../shared/fields.ts';

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
