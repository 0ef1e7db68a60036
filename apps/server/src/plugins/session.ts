import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import type { Database } from '@buildright/db';
import type { SessionPort } from '@buildright/api';
import type { FastifyRequest } from 'fastify';
import { DrizzleSessionStore } from './session-store.ts';

declare module 'fastify' {
  interface Session {
    adminId?: number;
    customerId?: number;
  }
}

const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface SessionOptions {
  db: Database;
  secret: string;
  secureCookies: boolean;
  /** SameSite=None is needed when the admin site runs on another origin. */
  crossSite: boolean;
}

const SESSION_COOKIE = 'sid';
const sessionCookiePattern = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** Whether the request carries a session cookie (it may still be stale); read before any session work. */
export function carriesSession(request: FastifyRequest): boolean {
  return sessionCookiePattern.test(request.headers.cookie ?? '');
}

export const sessionPlugin = fp<SessionOptions>(async (app, options) => {
  const store = new DrizzleSessionStore(options.db);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store,
    saveUninitialized: false,
    // Not rolling: an unchanged session is not written back on every request.
    rolling: false,
    cookie: {
      httpOnly: true,
      secure: options.secureCookies,
      sameSite: options.crossSite ? 'none' : 'lax',
      maxAge: SESSION_LIFETIME_MS,
      path: '/',
    },
  });
  // Expired sessions are deleted by the session-cleanup job.
});

/** The request's session as the API sees it. */
export function sessionPort(request: FastifyRequest): SessionPort {
  return {
    get id() {
      return request.session.sessionId;
    },
    get adminId() {
      return request.session.get('adminId') ?? null;
    },
    get customerId() {
      return request.session.get('customerId') ?? null;
    },
    async signIn(identity) {
      // regenerate() replaces request.session with a fresh, empty one under a new id.
      await request.session.regenerate();
      if ('adminId' in identity) request.session.set('adminId', identity.adminId);
      else request.session.set('customerId', identity.customerId);
    },
    async signOut() {
      await request.session.destroy();
    },
  };
}
