export * from './money.ts';
export * from './pricing.ts';
export * from './stock.ts';
export * from './order-status.ts';
export * from './product-image.ts';
export * from './schemas.ts';
export * from './test-card.ts';
export * from './payments.ts';
