import { staffPermissionOf } from '@buildright/api';
import {
  customerListInput,
  customerRecordsInput,
  idInput,
  MAX_CUSTOMER_PAGE_SIZE,
  MIN_CUSTOMER_SEARCH_LENGTH,
} from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['customers'];

const listDescription =
  'Newest first, one page at a time: `page` (from 1, default 1) and `pageSize` (1 to ' +
  `${MAX_CUSTOMER_PAGE_SIZE}, default 25). The answer is the page as a JSON array, each account ` +
  'with its company and role there (null for none), when it registered and how many orders it ' +
  'placed; the `X-Total-Count` header says how many accounts match in all, and a search with ' +
  'more than 5,000 matches has an estimate there, flagged by `X-Total-Count-Estimated: true`. ' +
  "`q` finds a part of the username, e-mail, full name or company's name, case-insensitively; " +
  `shorter than ${MIN_CUSTOMER_SEARCH_LENGTH} characters, the username or e-mail that it is. ` +
  'Owners, managers and sales; read only. ' +
  'A bad value is a 400 naming the parameter.';

/** Customer accounts as staff find them (issue 20, item 20): read only. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/customers',
    {
      config: { staff: staffPermissionOf('customers.staff.list') },
      schema: {
        tags,
        summary: 'Customer accounts, newest first, searched; the total is in X-Total-Count',
        description: listDescription,
        querystring: customerListInput,
      },
    },
    async (request, reply) => {
      const { customers, total, totalIsEstimate } = await request.api.customers.staff.list(
        request.query,
      );
      if (totalIsEstimate) reply.header('x-total-count-estimated', 'true');
      return reply.header('x-total-count', total).send(customers);
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      config: { staff: staffPermissionOf('customers.staff.byId') },
      schema: {
        tags,
        summary: 'One customer: profile, company and role, order count, saved addresses',
        description: 'No such account is a 404.',
        params: idInput,
      },
    },
    (request) => request.api.customers.staff.byId(request.params),
  );

  app.get(
    '/api/admin/customers/:id/orders',
    {
      config: { staff: staffPermissionOf('customers.staff.orders') },
      schema: {
        tags,
        summary: "A customer's orders, newest first",
        description: '`{orders, total, totalIsEstimate, pageSize}`, 10 a page (`page` from 1).',
        params: idInput,
        querystring: customerRecordsInput,
      },
    },
    (request) => request.api.customers.staff.orders({ ...request.query, id: request.params.id }),
  );

  app.get(
    '/api/admin/customers/:id/quotes',
    {
      config: { staff: staffPermissionOf('customers.staff.quotes') },
      schema: {
        tags,
        summary: "A customer's quotes, newest first",
        description:
          '`{quotes, total, totalIsEstimate, pageSize}`, 10 a page (`page` from 1), each with ' +
          "the newest sent offer's total (the request's own before one is sent).",
        params: idInput,
        querystring: customerRecordsInput,
      },
    },
    (request) => request.api.customers.staff.quotes({ ...request.query, id: request.params.id }),
  );
};
