import { idInput, idParam } from '../shared/fields.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';
import { customerListInput, customerRecordsInput } from '../customers/shared/staff-customers.ts';
import { getCustomer, listCustomers, staffCustomerOrders } from '../customers/index.ts';
import { staffCustomerQuotes } from '../quotes/index.ts';
import { customerListDescription } from './rest-docs.ts';

/** Customer accounts as staff find them: read only, for the roles that see sales. */
const staffRouter = createTRPCRouter({
  list: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/customers',
        tags: ['customers'],
        summary: 'Customer accounts, newest first, searched; the total is in X-Total-Count',
        description: customerListDescription,
      },
    })
    .input(customerListInput)
    .query(({ ctx, input }) => listCustomers(ctx.db, input)),

  byId: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/customers/:id',
        tags: ['customers'],
        summary: 'One customer: profile, company and role, order count, saved addresses',
        description: 'No such account is a 404.',
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getCustomer(ctx.db, input.id)),

  orders: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/customers/:id/orders',
        tags: ['customers'],
        summary: "A customer's orders, newest first",
        description: '`{orders, total, totalIsEstimate, pageSize}`, 10 a page (`page` from 1).',
      },
    })
    .input(customerRecordsInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCustomerOrders(ctx.db, id, page)),

  quotes: staffProcedure('sales.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/customers/:id/quotes',
        tags: ['customers'],
        summary: "A customer's quotes, newest first",
        description:
          '`{quotes, total, totalIsEstimate, pageSize}`, 10 a page (`page` from 1), each with ' +
          "the newest sent offer's total (the request's own before one is sent).",
      },
    })
    .input(customerRecordsInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => staffCustomerQuotes(ctx.db, id, page)),
});

export const customersRouter = createTRPCRouter({ staff: staffRouter });
