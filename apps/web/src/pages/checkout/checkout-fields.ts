import { checkoutInfo, type CheckoutInfo } from '@buildright/api/shared';

type CheckoutField = keyof CheckoutInfo;

/** The checkout's fields in the order the form shows them, by the labels it gives them. */
const fieldLabels: [CheckoutField, string][] = [
  ['customerName', 'Full Name'],
  ['customerEmail', 'Email Address'],
  ['customerPhone', 'Phone Number'],
  ['customerAddress', 'Full Address'],
];

const names = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** "Full Name, Phone Number, and Full Address". */
export const fieldList = (labels: string[]) => names.format(labels);

/** The fields, in form order, that the checkout's schema does not take yet. */
export function unfinishedFields(values: CheckoutInfo): { path: CheckoutField; label: string }[] {
  const parsed = checkoutInfo.safeParse(values);
  if (parsed.success) return [];
  const failing = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return fieldLabels
    .filter(([path]) => failing.has(path))
    .map(([path, label]) => ({ path, label }));
}

/** The fields, in form order, that carry an error now (after a submit or a refusal). */
export function fieldsInError(
  errors: Record<string, unknown>,
): { path: CheckoutField; label: string }[] {
  return fieldLabels.filter(([path]) => errors[path]).map(([path, label]) => ({ path, label }));
}
