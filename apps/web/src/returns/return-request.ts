import type { ReturnReason, ReturnRequestInput, ReturnStatus } from '@buildright/api/shared';

/** An order line as the return form offers it. */
export interface ReturnableLine {
  itemId: number;
  name: string;
  quantity: number;
  /** What may still be asked for now: delivered, less what other returns hold; 0 out of window. */
  returnableQuantity: number;
}

/** What the form holds: how many of each line (by its item id), the reason and the note. */
interface ReturnFormValues {
  quantities: Record<string, number | string>;
  reason: ReturnReason | '';
  note: string;
}

/** The lines a buyer may still ask to return; none means the order offers no "Return items". */
export const returnableLines = <Line extends Pick<ReturnableLine, 'returnableQuantity'>>(
  lines: readonly Line[],
): Line[] => lines.filter((line) => line.returnableQuantity > 0);

/** The form's starting values: nothing chosen, so the buyer says what goes back. */
export const emptyReturnForm = (lines: readonly ReturnableLine[]): ReturnFormValues => ({
  quantities: Object.fromEntries(lines.map((line) => [String(line.itemId), 0])),
  reason: '',
  note: '',
});

const unitsOf = (value: number | string | undefined) =>
  typeof value === 'number'
    ? value
    : value === undefined || value.trim() === ''
      ? 0
      : Number(value);

/**
 * Why the form cannot be sent yet, keyed by its fields (`quantities.<itemId>`, `reason`, `note`);
 * empty when it can. The server checks the same again, exactly under concurrent requests.
 */
export function returnFormErrors(
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  let chosen = 0;
  for (const line of lines) {
    const units = unitsOf(values.quantities[String(line.itemId)]);
    const field = `quantities.${line.itemId}`;
    if (!Number.isInteger(units) || units < 0) errors[field] = 'Enter a whole number';
    else if (units > line.returnableQuantity) {
      errors[field] = `At most ${line.returnableQuantity} can be returned`;
    } else chosen += units;
  }
  if (chosen === 0 && Object.keys(errors).length === 0) {
    errors.lines = 'Choose how many of at least one item to return';
  }
  if (values.reason === '') errors.reason = 'Choose a reason';
  if (values.reason === 'other' && values.note.trim() === '') {
    errors.note = 'Say why you are returning these items';
  }
  return errors;
}

/** The request the form's values make: only the lines with units chosen, in the order's order. */
export function returnRequestOf(
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): ReturnRequestInput {
  const note = values.note.trim();
  return {
    lines: lines
      .map((line) => ({
        itemId: line.itemId,
        quantity: unitsOf(values.quantities[String(line.itemId)]),
      }))
      .filter((line) => line.quantity > 0),
    reason: values.reason as ReturnReason,
    ...(note === '' ? {} : { note }),
  };
}

/**
 * The server's field errors on a request, on the form's fields: `lines.N.quantity` and
 * `lines.N.itemId` name the Nth line sent, which is the Nth line with units chosen.
 */
export function returnFormFieldErrors(
  serverFields: Record<string, string>,
  request: ReturnRequestInput,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverFields)) {
    const line = /^lines\.(\d+)\.(?:quantity|itemId)$/.exec(path);
    const itemId = line ? request.lines[Number(line[1])]?.itemId : undefined;
    errors[itemId === undefined ? path : `quantities.${itemId}`] = message;
  }
  return errors;
}

/** What a return's state means for its buyer, and what happens next. */
export const returnStatusExplained: Record<ReturnStatus, string> = {
  requested:
    'We have your request and will look at it shortly. Once it is approved we e-mail you a ' +
    'return slip with the address to send the items to; please wait for it before sending ' +
    'anything.',
  approved:
    'Approved. Pack the items with the return slip we e-mailed you (or this return number) and ' +
    'send them to the address on the slip. We will let you know when they arrive.',
  rejected: 'We could not accept this return.',
  received: 'Your items have arrived. We are checking them and will refund you shortly.',
  replaced:
    'We are sending a replacement at no charge: it is a new order in your account, and we ' +
    'e-mailed you its number.',
  refunded: 'Refunded. The refund is listed below.',
  closed: 'This return is closed without a refund. Contact us if you have a question about it.',
  cancelled: 'You cancelled this request. The items may be asked for again within the window.',
};

/**
 * The order's lines once `asked` was requested: each line may return that many fewer. What the
 * server answers next time, without asking it again (a guest's lookup is rate-limited).
 */
export function linesAfterRequest<Line extends ReturnableLine>(
  lines: readonly Line[],
  asked: { lines: readonly { itemId: number; quantity: number }[] },
): Line[] {
  return lines.map((line) => {
    const units = asked.lines.find((returned) => returned.itemId === line.itemId)?.quantity ?? 0;
    return { ...line, returnableQuantity: Math.max(0, line.returnableQuantity - units) };
  });
}

/** A line's received units as its buyer reads them: none will come for a refused request. */
export function receivedText(status: ReturnStatus, receivedQuantity: number | null): string {
  if (receivedQuantity !== null) return String(receivedQuantity);
  return status === 'rejected' || status === 'cancelled' ? '—' : 'Not yet';
}
