import { staffPermissionOf } from '@buildright/api';
import {
  companyInput,
  companyInvitationInput,
  companyInvitationToken,
  companyListInput,
  companyMemberInput,
  companyTermsInput,
  idInput,
  idOf,
} from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';

const tags = ['companies'];
const security = [{ session: [] }];
const roles =
  'Roles: admin (members, roles and limits), approver (approves spending over a limit), buyer. ' +
  'A member acting outside their role gets a 403 naming the role the action needs; without a ' +
  'session 401; not in a company 404.';

/**
 * Company accounts (issue 20): a contractor's firm, its members and their roles and limits, and
 * the terms and credit staff grant it.
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/companies',
    {
      schema: {
        tags,
        security,
        summary: 'Set up a company; the signed-in customer becomes its admin',
        description:
          'A customer belongs to at most one company: a member of one gets a 409. The change is ' +
          'in the activity log.',
        body: companyInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.companies.member.create(request.body)),
  );

  app.get(
    '/api/companies/me',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in customer's company, role, members and (for admins) invitations",
        description: roles,
      },
    },
    (request) => request.api.companies.member.mine(),
  );

  app.post(
    '/api/companies/me/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite an e-mail address into the company (company admins)',
        description:
          'A one-time link, valid 14 days, goes out through the outbox; inviting an address ' +
          'again replaces its open invitation. `orderLimit` and `monthlyLimit` are amounts ' +
          `("2500.00") or null for none. ${roles}`,
        body: companyInvitationInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await request.api.companies.member.invite(request.body)),
  );

  app.post(
    '/api/companies/invitations/:token/accept',
    {
      schema: {
        tags,
        security,
        summary: "Join the company an invitation's link names (the signed-in invitee)",
        description:
          'The link works once, for the address it was sent to (403 for another account); an ' +
          'expired, used or unknown link is a 404; a member of another company gets a 409.',
        params: companyInvitationToken,
      },
    },
    (request) => request.api.companies.member.accept(request.params),
  );

  app.put(
    '/api/companies/me/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Set a member's role, order limit and monthly limit (company admins)",
        description: `The last admin cannot step down (409). ${roles}`,
        params: z.strictObject({ userId: idOf('User id') }),
        body: companyMemberInput,
      },
    },
    (request) =>
      request.api.companies.member.changeMember({
        ...request.body,
        customerId: request.params.userId,
      }),
  );

  app.get(
    '/api/admin/companies',
    {
      config: { staff: staffPermissionOf('companies.staff.list') },
      schema: {
        tags,
        summary: 'Companies, newest first, a page at a time; `q` searches name and tax id',
        description:
          '`{companies, total, totalIsEstimate}`; `page` from 1, `pageSize` 1 to 100 (default 25).',
        querystring: companyListInput,
      },
    },
    (request) => request.api.companies.staff.list(request.query),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      config: { staff: staffPermissionOf('companies.staff.byId') },
      schema: { tags, summary: 'A company with its members and open invitations', params: idInput },
    },
    (request) => request.api.companies.staff.byId(request.params),
  );

  app.put(
    '/api/admin/companies/:id',
    {
      config: { staff: staffPermissionOf('companies.staff.setTerms') },
      schema: {
        tags,
        summary: "Set a company's payment terms, credit limit, credit hold and grace days",
        description:
          '`paymentTerms`: none, net15, net30 or net60; `creditLimit` an amount; `graceDays` 0 to 365. Owners and managers only; the change is in the activity log.',
        params: idInput,
        body: companyTermsInput,
      },
    },
    (request) => request.api.companies.staff.setTerms({ ...request.body, id: request.params.id }),
  );
};
