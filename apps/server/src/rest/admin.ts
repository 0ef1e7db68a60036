import { staffPermissionOf } from '@buildright/api';
import { contactListInput, idInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const contactPagingDescription =
  'Newest first, one page at a time: `page` (from 1, default 1) and `pageSize` (1 to 200, ' +
  'default 50). The answer is the page as a JSON array; the `X-Total-Count` header says how ' +
  'many messages match in all, so the last page is ceil(X-Total-Count / pageSize). ' +
  '`unread=true` lists only the messages no staff member has opened yet; `show=unhandled` ' +
  'those still owed an answer, `show=handled` those marked dealt with (default `all`); each ' +
  'message says when it was handled (`handledAt`) and by whom (`handledBy`). `q` finds a part of ' +
  "the sender's name, e-mail or company, or of the subject. A bad value is a 400 naming the " +
  'parameter.';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/local-users',
    {
      config: { staff: staffPermissionOf('stats.registeredUsers') },
      schema: {
        tags: ['admin'],
        summary: 'Registered customers (the dashboard shows their count)',
      },
    },
    (request) => request.api.stats.registeredUsers(),
  );

  app.get(
    '/api/admin/stats',
    {
      config: { staff: staffPermissionOf('stats.dashboard') },
      schema: { tags: ['admin'], summary: 'Dashboard figures' },
    },
    (request) => request.api.stats.dashboard(),
  );

  app.get(
    '/api/admin/contact-submissions',
    {
      config: { staff: staffPermissionOf('contact.list') },
      schema: {
        tags: ['admin'],
        summary:
          'Contact form submissions, a page at a time, unread only or searched; the total is in X-Total-Count',
        description: contactPagingDescription,
        querystring: contactListInput,
      },
    },
    async (request, reply) => {
      const { messages, total } = await request.api.contact.list(request.query);
      return reply.header('x-total-count', total).send(messages);
    },
  );

  app.get(
    '/api/admin/contact-submissions/:id',
    {
      config: { staff: staffPermissionOf('contact.byId') },
      schema: { tags: ['admin'], summary: 'One contact message in full', params: idInput },
    },
    (request) => request.api.contact.byId(request.params),
  );

  app.post(
    '/api/admin/contact-submissions/:id/handled',
    {
      config: { staff: staffPermissionOf('contact.markHandled') },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled (dealt with)',
        description:
          'Answers the message, now with `handledAt` and `handledBy` (the caller); it leaves ' +
          '`show=unhandled` and counts as read. Already handled: unchanged. In the activity log.',
        params: idInput,
      },
    },
    (request) => request.api.contact.markHandled(request.params),
  );

  app.post(
    '/api/admin/contact-submissions/:id/reopen',
    {
      config: { staff: staffPermissionOf('contact.reopen') },
      schema: {
        tags: ['admin'],
        summary: 'Reopen a handled contact message: it is owed an answer again',
        description: 'Answers the message. Not handled: unchanged. In the activity log.',
        params: idInput,
      },
    },
    (request) => request.api.contact.reopen(request.params),
  );
};
