import {
  createCaller,
  type CatalogCache,
  type Context,
  type DocumentFiles,
  type Mailer,
  type PaymentProvider,
  type JobsPort,
  type Logger,
  type MetricsPort,
  type RateLimits,
  type ReturnPhotoFiles,
  type SessionPort,
  type ShopSettings,
} from '@buildright/api';
import type { Database } from '@buildright/db';
import type { FastifyRequest } from 'fastify';
import { sessionPort } from './plugins/session.ts';

/** What every request's API context shares; the session and logger are the request's own. */
export interface AppServices {
  db: Database;
  mailer: Mailer;
  payments: PaymentProvider;
  catalogCache: CatalogCache;
  documentFiles: DocumentFiles;
  returnPhotoFiles: ReturnPhotoFiles;
  heardOwnWrites: () => Promise<boolean>;
  settings: ShopSettings;
  rateLimits: RateLimits;
  jobs: JobsPort;
  metrics: MetricsPort;
}

export function createRequestContext(services: AppServices, request: FastifyRequest): Context {
  return { ...services, session: sessionPort(request), clientIp: request.ip, log: request.log };
}

const guestSession: SessionPort = {
  id: '',
  adminId: null,
  customerId: null,
  signIn: () => Promise.reject(new Error('A guest context cannot sign in')),
  signOut: () => Promise.resolve(),
};

/** No one in particular: what the server uses to draw public pages the same for everybody. */
export function createGuestContext(services: AppServices, log: Logger): Context {
  return { ...services, session: guestSession, clientIp: 'server', log };
}

/** The API procedures as the REST adapters call them, for this request. */
export function apiFor(services: AppServices, request: FastifyRequest) {
  return createCaller(createRequestContext(services, request));
}

export type Api = ReturnType<typeof apiFor>;
