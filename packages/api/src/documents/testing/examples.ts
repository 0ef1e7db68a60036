import type { DocumentLine, DocumentParty, DocumentShop } from '../types.ts';

export const shop: DocumentShop = {
  name: 'BuildRight Equipment',
  email: 'sales@buildright.test',
  url: 'https://buildright.test',
  phone: '+1 503 555 0100',
  address: '400 Industrial Way\nPortland, OR 97210',
};

export const buyer: DocumentParty = {
  name: 'Jordan Miller',
  email: 'jordan@miller-build.com',
  phone: '+1 503 555 0142',
  address: 'Miller Build LLC\n12 Quarry Road\nSalem, OR 97301',
};

export const threeLines: DocumentLine[] = [
  {
    name: 'Heavy-Duty Digging Bucket 24"',
    sku: 'BKT-24-HD',
    quantity: 2,
    unitPrice: '899.99',
    lineTotal: '1799.98',
  },
  {
    name: 'Hydraulic Quick Coupler',
    sku: 'QC-20T',
    quantity: 1,
    unitPrice: '1299.50',
    lineTotal: '1299.50',
  },
  { name: 'Pins & Bushings Kit', sku: null, quantity: 3, unitPrice: '19.99', lineTotal: '59.97' },
];

/** Distinct lines ("Line item 7") whose money adds up, for documents of many pages. */
export function manyLines(count: number): DocumentLine[] {
  return Array.from({ length: count }, (_, index) => {
    const quantity = (index % 4) + 1;
    return {
      name: `Line item ${index + 1}`,
      sku: `SKU-${String(index + 1).padStart(4, '0')}`,
      quantity,
      unitPrice: '10.00',
      lineTotal: `${quantity * 10}.00`,
    };
  });
}
