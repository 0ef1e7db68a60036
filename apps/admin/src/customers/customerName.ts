/** A customer as staff call them: the name on the account, or its username without one. */
export function customerName(customer: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}): string {
  return (
    [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() || customer.username
  );
}
