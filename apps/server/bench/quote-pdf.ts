/**
 * Quote PDF rendering: a realistic 12-line quote rendered 30 times after a warm-up, one after
 * another as a request would. Goal: a median under 300 ms.
 */
import { renderQuotePdf, type DocumentShop, type QuoteDocument } from '@buildright/api';

const GOAL_MS = 300;
const WARM_UP = 5;
const RUNS = 30;

const shop: DocumentShop = {
  name: 'BuildRight Equipment',
  email: 'sales@buildright.example',
  url: 'https://buildright.example',
  phone: '+1 503 555 0100',
  address: '400 Industrial Way\nPortland, OR 97210',
};

const items: [name: string, sku: string | null, quantity: number, unitPrice: string][] = [
  ['Mini Excavator 1.8 t, rubber tracks', 'EX-18-RT', 1, '24950.00'],
  ['Heavy-Duty Digging Bucket 24"', 'BKT-24-HD', 2, '899.99'],
  ['Trenching Bucket 12"', 'BKT-12-TR', 1, '649.00'],
  ['Hydraulic Quick Coupler', 'QC-20T', 1, '1299.50'],
  ['Hydraulic Breaker 300 kg', 'HB-300', 1, '5480.00'],
  ['Plate Compactor 90 kg, petrol', 'PC-90P', 2, '1189.00'],
  ['Laser Level Kit with Tripod', 'LL-KIT-2', 1, '742.35'],
  ['Pins & Bushings Kit', null, 3, '19.99'],
  ['Track Pad Set, 230 mm', 'TP-230', 1, '1875.00'],
  ['Auxiliary Hydraulic Hose Pair', 'AUX-HOSE-2', 2, '148.50'],
  ['Safety Beacon, magnetic', 'SB-LED-M', 4, '59.90'],
  ['Operator Training, half day', 'SVC-TRAIN-4H', 1, '320.00'],
];

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (amountInCents: number) => (amountInCents / 100).toFixed(2);
const lines = items.map(([name, sku, quantity, unitPrice]) => ({
  name,
  sku,
  quantity,
  unitPrice,
  lineTotal: money(cents(unitPrice) * quantity),
}));
const subtotal = lines.reduce((sum, line) => sum + cents(line.lineTotal), 0);
const discount = Math.round(subtotal * 0.05);
const delivery = 35000;

const quote: QuoteDocument = {
  quoteNumber: 'Q-000042',
  revision: 2,
  issuedOn: '2026-11-23',
  validUntil: '2026-12-07',
  buyer: {
    name: 'Jordan Miller',
    email: 'jordan@miller-build.example',
    phone: '+1 503 555 0142',
    address: 'Miller Build LLC\n12 Quarry Road\nSalem, OR 97301',
  },
  lines,
  note: 'Prices include the 5% fleet discount we agreed on the phone.\nDelivery by low-loader on a weekday; please call the site office an hour before.',
  subtotal: money(subtotal),
  discount: money(discount),
  discountLabel: 'Discount (5%)',
  deliveryCharge: money(delivery),
  total: money(subtotal - discount + delivery),
};

for (let run = 0; run < WARM_UP; run++) await renderQuotePdf(quote, shop);

const timings: number[] = [];
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  bytes = (await renderQuotePdf(quote, shop)).length;
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const percentile = (share: number) => timings[Math.ceil(share * timings.length) - 1]!;
const median = percentile(0.5);

console.log(
  `quote PDF (12 lines, ${(bytes / 1024).toFixed(1)} KiB): median ${median.toFixed(1)} ms, ` +
    `p95 ${percentile(0.95).toFixed(1)} ms over ${RUNS} renders (goal: median < ${GOAL_MS} ms)`,
);
if (median >= GOAL_MS) {
  console.error(`quote PDF too slow: median ${median.toFixed(1)} ms, goal under ${GOAL_MS} ms`);
  process.exit(1);
}
