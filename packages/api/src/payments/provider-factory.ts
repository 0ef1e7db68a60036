import type { Database } from '@buildright/db';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider, type StripeSettings } from './stripe-provider.ts';
import { createTestProvider, type TestPaymentProvider } from './test-provider.ts';

export type PaymentSettings = { provider: 'stripe'; stripe: StripeSettings } | { provider: 'test' };

export function createPaymentProvider(settings: PaymentSettings, db: Database): PaymentProvider {
  return settings.provider === 'stripe'
    ? createStripeProvider(settings.stripe)
    : createTestProvider(db);
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'confirm' in provider;
}
