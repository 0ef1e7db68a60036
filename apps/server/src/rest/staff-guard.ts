import { authorizeStaff } from '@buildright/api';
import type { StaffPermission } from '@buildright/api/shared';
import type { Database } from '@buildright/db';
import type { FastifyInstance } from 'fastify';
import { sessionPort } from '../plugins/session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin route: the permission its caller needs (see registerStaffGuard). */
    staff?: StaffPermission;
  }
}

/**
 * Admin routes name the permission they need (`config: { staff }`, from the procedure they
 * call); it is asked before Fastify validates the input, so a guest gets a 401, not a 400 that
 * describes an admin schema. The procedure asks again: that check is the rule, this one only
 * puts it first.
 */
export function registerStaffGuard(app: FastifyInstance, db: Database) {
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.staff;
    if (permission) await authorizeStaff(db, sessionPort(request), permission);
  });
}
