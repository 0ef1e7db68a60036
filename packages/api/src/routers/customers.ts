import { idInput, idParam } from '../shared/fields.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';
import { customerListInput, customerRecordsInput } from '../customers/shared/staff-customers.ts';
import { getCustomer, listCustomers, staffCustomerOrders } from '../customers/index.ts';
import { staffCustomerQuotes } from '../quotes/index.ts';

/** Customer accounts as staff find them: read only, for the roles that see sales. */
const staffRouter = createTRPCRouter({
  list: staffProcedure('sales.view')
    .input(customerListInput)
    .query(({ ctx, input }) => listCustomers(ctx.db, input)),

  byId: staffProcedure('sales.view')
    .input(idInput)
    .query(({ ctx, input }) => getCustomer(ctx.db, input.id)),

  orders: staffProcedure('sales.view')
    .input(customerRecordsInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCustomerOrders(ctx.db, id, page)),

  quotes: staffProcedure('sales.view')
    .input(customerRecordsInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCustomerQuotes(ctx.db, id, page)),
});

export const customersRouter = createTRPCRouter({ staff: staffRouter });
