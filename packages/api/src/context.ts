import type { Database } from '@buildright/db';
import type { CatalogCache } from './catalogue/catalog-cache.ts';
import type { DocumentFiles } from './catalogue/product-documents/files.ts';
import type { RateLimits } from './database/rate-limits.ts';
import type { JobsPort } from './jobs/index.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** Who is signed in on this request, and how to change it; backed by the HTTP session. */
export interface SessionPort {
  /** This session's id (changes on sign-in); its row in the `sessions` table once saved. */
  readonly id: string;
  readonly adminId: number | null;
  readonly customerId: number | null;
  /** Starts a fresh session (new id, so a planted id is worthless) for the one who signed in. */
  signIn(identity: { adminId: number } | { customerId: number }): Promise<void>;
  signOut(): Promise<void>;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ShopSettings {
  /** The shop's own address: contact and order notifications go here. */
  shopEmail: string;
  /** The shop's absolute origin, for links in e-mail and canonical URLs. */
  publicUrl: string;
  /** The admin site's address, for invitation links. */
  adminUrl: string;
  /** How long an e-mailed password reset link works. */
  resetLinkMinutes: number;
  /** Demo data is on: the admin sign-in shows the demo credentials. */
  demo: boolean;
}

export interface Context {
  db: Database;
  session: SessionPort;
  /** Card payments: Stripe, or the built-in test provider. */
  payments: PaymentProvider;
  catalogCache: CatalogCache;
  /** Where product documents' files are kept (the uploads store). */
  documentFiles: DocumentFiles;
  /**
   * Waits until this process has heard the notifications of every write committed so far (the
   * catalogue's triggers clear its caches); false when the listener did not answer in time.
   */
  heardOwnWrites: () => Promise<boolean>;
  settings: ShopSettings;
  rateLimits: RateLimits;
  /** The background jobs, as the Jobs view reads them and retries a failed run. */
  jobs: JobsPort;
  /** The caller's address, for rate limits. */
  clientIp: string;
  log: Logger;
}
