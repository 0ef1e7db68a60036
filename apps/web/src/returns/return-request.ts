import type {
  ReturnKind,
  ReturnReason,
  ReturnRequestInput,
  ReturnStatus,
  WarrantyClaimInput,
} from '@buildright/api/shared';

/** An order line as the return and warranty claim forms offer it. */
export interface ReturnableLine {
  itemId: number;
  name: string;
  quantity: number;
  /** What a return may still ask for now: delivered, less what returns and claims hold; 0 out of window. */
  returnableQuantity: number;
  /** What a warranty claim may still name now: the same units, but only after the return window until the warranty ends. */
  claimableQuantity: number;
}

type UnitsLeft = Pick<ReturnableLine, 'returnableQuantity' | 'claimableQuantity'>;

/**
 * What the form holds: how many of each line (by its item id), the reason and the note. A
 * warranty claim is a return whose reason is always `defective` and whose note is the defect.
 */
interface ReturnFormValues {
  quantities: Record<string, number | string>;
  reason: ReturnReason | '';
  note: string;
}

/** The words of each kind of request, where they differ. */
export const requestWords: Record<
  ReturnKind,
  {
    /** The action on the order and the form's heading. */
    action: string;
    verb: string;
    past: string;
    legend: string;
    submit: string;
    /** The start of the form's alert when the server refused the request. */
    refused: string;
    /** What the buyer does on the form, under its heading. */
    intro: string;
    nothingLeft: string;
  }
> = {
  return: {
    action: 'Return items',
    verb: 'return',
    past: 'returned',
    legend: 'What are you sending back?',
    submit: 'Request return',
    refused: 'Your return was not requested',
    intro: 'choose what you are sending back and tell us why.',
    nothingLeft:
      'Nothing of this order can be returned now: it is not delivered yet, everything is ' +
      'already being returned, or its return window has closed.',
  },
  warranty: {
    action: 'Claim warranty',
    verb: 'claim',
    past: 'claimed',
    legend: 'Which items are defective?',
    submit: 'Send claim',
    refused: 'Your claim was not sent',
    intro: 'choose the defective items and tell us what is wrong with them.',
    nothingLeft:
      'Nothing of this order can be claimed under warranty now: it is still within its return ' +
      'window, everything is already claimed or returned, or its warranty has ended.',
  },
};

/** What a line may still give back as this kind of request. */
export const unitsLeft = (kind: ReturnKind, line: UnitsLeft) =>
  kind === 'warranty' ? line.claimableQuantity : line.returnableQuantity;

/**
 * The lines a buyer may still return, or claim under warranty; none means the order offers no
 * "Return items" (or "Claim warranty").
 */
export const linesLeft = <Line extends UnitsLeft>(
  kind: ReturnKind,
  lines: readonly Line[],
): Line[] => lines.filter((line) => unitsLeft(kind, line) > 0);

/** The form's starting values: nothing chosen, so the buyer says what goes back. */
export const emptyReturnForm = (
  lines: readonly ReturnableLine[],
  kind: ReturnKind = 'return',
): ReturnFormValues => ({
  quantities: Object.fromEntries(lines.map((line) => [String(line.itemId), 0])),
  reason: kind === 'warranty' ? 'defective' : '',
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
  kind: ReturnKind = 'return',
): Record<string, string> {
  const words = requestWords[kind];
  const errors: Record<string, string> = {};
  let chosen = 0;
  for (const line of lines) {
    const units = unitsOf(values.quantities[String(line.itemId)]);
    const left = unitsLeft(kind, line);
    const field = `quantities.${line.itemId}`;
    if (!Number.isInteger(units) || units < 0) errors[field] = 'Enter a whole number';
    else if (units > left) errors[field] = `At most ${left} can be ${words.past}`;
    else chosen += units;
  }
  if (chosen === 0 && Object.keys(errors).length === 0) {
    errors.lines = `Choose how many of at least one item to ${words.verb}`;
  }
  if (kind === 'warranty') {
    if (values.note.trim() === '') errors.note = 'Describe the defect';
    return errors;
  }
  if (values.reason === '') errors.reason = 'Choose a reason';
  if (values.reason === 'other' && values.note.trim() === '') {
    errors.note = 'Say why you are returning these items';
  }
  return errors;
}

/** The lines with units chosen, in the order's order. */
const chosenLines = (values: ReturnFormValues, lines: readonly ReturnableLine[]) =>
  lines
    .map((line) => ({
      itemId: line.itemId,
      quantity: unitsOf(values.quantities[String(line.itemId)]),
    }))
    .filter((line) => line.quantity > 0);

/** The request the form's values make: only the lines with units chosen, in the order's order. */
export function returnRequestOf(
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): ReturnRequestInput {
  const note = values.note.trim();
  return {
    lines: chosenLines(values, lines),
    reason: values.reason as ReturnReason,
    ...(note === '' ? {} : { note }),
  };
}

/** The warranty claim the form's values make: the lines chosen, the note as the defect. */
export function warrantyClaimOf(
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): WarrantyClaimInput {
  return { lines: chosenLines(values, lines), description: values.note.trim() };
}

/**
 * The server's field errors on what the form sent, on the form's fields: `lines.N.quantity` and
 * `lines.N.itemId` name the Nth line sent, which is the Nth line with units chosen; a claim's
 * `description` is the form's note.
 */
export function returnFormFieldErrors(
  serverFields: Record<string, string>,
  values: ReturnFormValues,
  lines: readonly ReturnableLine[],
): Record<string, string> {
  const sent = chosenLines(values, lines);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverFields)) {
    const line = /^lines\.(\d+)\.(?:quantity|itemId)$/.exec(path);
    const itemId = line ? sent[Number(line[1])]?.itemId : undefined;
    if (itemId !== undefined) errors[`quantities.${itemId}`] = message;
    else errors[path === 'description' ? 'note' : path] = message;
  }
  return errors;
}

const returnExplained: Record<ReturnStatus, string> = {
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
 * What a return's or a claim's state means for its buyer, and what happens next. A claim is
 * never approved, received or closed (its table of moves has no such step).
 */
export const returnStatusExplained: Record<ReturnKind, Record<ReturnStatus, string>> = {
  return: returnExplained,
  warranty: {
    ...returnExplained,
    requested:
      'We have your claim and will answer by e-mail within two business days: a replacement at ' +
      'no charge, a refund, or why the warranty does not cover it. Keep the defective items ' +
      'until then: if we need them back, we tell you how.',
    rejected: 'We could not accept this claim.',
    cancelled:
      'You cancelled this claim. The items may be claimed again while their warranty lasts.',
  },
};

/**
 * The order's lines once `asked` was requested or claimed: each line may give back that many
 * fewer, as a return or a claim alike (both count the units returns and claims hold). What the
 * server answers next time, without asking it again (a guest's lookup is rate-limited).
 */
export function linesAfterRequest<Line extends ReturnableLine>(
  lines: readonly Line[],
  asked: { lines: readonly { itemId: number; quantity: number }[] },
): Line[] {
  return lines.map((line) => {
    const units = asked.lines.find((returned) => returned.itemId === line.itemId)?.quantity ?? 0;
    return {
      ...line,
      returnableQuantity: Math.max(0, line.returnableQuantity - units),
      claimableQuantity: Math.max(0, line.claimableQuantity - units),
    };
  });
}

/** A line's received units as its buyer reads them: none will come for a refused request. */
export function receivedText(status: ReturnStatus, receivedQuantity: number | null): string {
  if (receivedQuantity !== null) return String(receivedQuantity);
  return status === 'rejected' || status === 'cancelled' ? '—' : 'Not yet';
}
