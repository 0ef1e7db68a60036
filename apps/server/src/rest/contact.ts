import { contactInput, shopEmailInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        description:
          'Stored, and the shop notified with the whole message. The sender gets an ' +
          "acknowledgement in the shop's words only (nothing they typed), at most 3 an hour per " +
          'address. 5 messages per 10 minutes per client (429 past that).',
        body: contactInput,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, ...(await request.api.contact.submit(request.body)) }),
  );

  app.post(
    '/api/send-email',
    {
      schema: {
        tags: ['contact'],
        summary: "E-mail the shop's own inbox; `to` is ignored",
        body: shopEmailInput.extend({ to: z.string().optional() }),
      },
    },
    async (request) => {
      const { to: _ignored, ...message } = request.body;
      return request.api.contact.sendEmail(message);
    },
  );
};
