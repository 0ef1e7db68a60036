import type { Database } from '@buildright/db';
import type { CatalogCache, DocumentFiles } from './catalogue/index.ts';
import type { RateLimits } from './database/index.ts';
import type { JobsPort } from './jobs/index.ts';
import type { PaymentProvider } from './payments/index.ts';
import type { ReturnPhotoFiles } from './returns/index.ts';
import type { Logger, MetricsPort, SessionPort } from './shared/ports.ts';

export type { Logger, MetricsPort, SessionPort };

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
  /** Where buyers' photos of returns are kept (the uploads store's private part). */
  returnPhotoFiles: ReturnPhotoFiles;
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
  metrics: MetricsPort;
}
