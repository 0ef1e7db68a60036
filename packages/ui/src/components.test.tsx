import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineProduct, LinesTable } from './LinesTable.tsx';
import { PriceTag } from './Money.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { ProductImage } from './ProductImage.tsx';
import { StockBadge } from './StockBadge.tsx';
import { shopCssVariablesResolver, shopTheme } from './theme.ts';

function renderInTheme(ui: ReactNode) {
  return render(
    <MantineProvider theme={shopTheme} cssVariablesResolver={shopCssVariablesResolver}>
      {ui}
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('PriceTag', () => {
  it('shows a regular price in USD', () => {
    renderInTheme(<PriceTag price="1299.5" />);
    expect(screen.getByTestId('price').textContent).toBe('$1,299.50');
    expect(screen.queryByTestId('sale-price')).toBeNull();
  });

  it('shows a sale price beside the struck-through regular price', () => {
    renderInTheme(<PriceTag price="2450.00" salePrice="2199.00" />);
    expect(screen.getByTestId('sale-price').textContent).toBe('Sale price $2,199.00');
    const regular = screen.getByTestId('regular-price');
    expect(regular.tagName).toBe('S');
    expect(regular.textContent).toBe('Regular price $2,450.00');
  });
});

describe('StockBadge', () => {
  it.each([
    [25, 'In Stock'],
    [11, 'In Stock'],
    [10, 'Only 10 left'],
    [1, 'Only 1 left'],
    [0, 'Out of Stock'],
  ])('stock %i reads %s', (stock, label) => {
    renderInTheme(<StockBadge stock={stock} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe('OrderStatusBadge', () => {
  it.each([
    ['pending', 'Pending'],
    ['processing', 'Processing'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
    ['completed', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['on-hold', 'On-hold'],
  ])('%s reads %s', (status, label) => {
    renderInTheme(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe('ProductImage', () => {
  it('shows the placeholder when there is no image', () => {
    renderInTheme(<ProductImage src={null} alt="Bucket" />);
    expect(screen.getByAltText('Bucket').getAttribute('src')).toBe('/demo-images/placeholder.svg');
  });

  it('falls back to the placeholder when the image fails to load', () => {
    renderInTheme(<ProductImage src="/uploads/missing.png" alt="Bucket" />);
    const image = screen.getByAltText('Bucket');
    expect(image.getAttribute('src')).toBe('/uploads/missing.png');
    fireEvent.error(image);
    expect(screen.getByAltText('Bucket').getAttribute('src')).toBe('/demo-images/placeholder.svg');
  });

  const upload = '/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10.webp';

  it('lets a small slot load an upload’s thumbnail', () => {
    renderInTheme(<ProductImage src={upload} alt="Bucket" sizes="56px" />);
    const image = screen.getByAltText('Bucket');
    expect(image.getAttribute('srcset')).toBe(
      '/uploads/0b6f3d0e-3f5c-4e8e-9a57-2b1f1f1c9d10-400.webp 400w, ' + `${upload} 1200w`,
    );
    expect(image.getAttribute('sizes')).toBe('56px');
  });

  it('offers no other sizes without a slot size, or for an image that is not an upload', () => {
    renderInTheme(<ProductImage src={upload} alt="Full" />);
    renderInTheme(<ProductImage src="/demo-images/bucket-1.svg" alt="Demo" sizes="56px" />);
    for (const alt of ['Full', 'Demo']) {
      expect(screen.getByAltText(alt).getAttribute('srcset')).toBeNull();
      expect(screen.getByAltText(alt).getAttribute('sizes')).toBeNull();
    }
  });

  it('drops the other sizes with the image when it fails to load', () => {
    renderInTheme(<ProductImage src={upload} alt="Bucket" sizes="56px" />);
    fireEvent.error(screen.getByAltText('Bucket'));
    const image = screen.getByAltText('Bucket');
    expect(image.getAttribute('src')).toBe('/demo-images/placeholder.svg');
    expect(image.getAttribute('srcset')).toBeNull();
  });
});

describe('LinesTable', () => {
  const lines = [
    { id: 1, name: 'Digging Bucket', quantity: 2, unitPrice: '1250.00', lineTotal: '2500.00' },
    { id: 2, name: 'Quick Coupler', quantity: 1, unitPrice: '899.5', lineTotal: '899.50' },
  ];

  it('shows each line at its frozen prices and the total under them', () => {
    renderInTheme(
      <LinesTable
        lines={lines}
        lineKey={(line) => line.id}
        product={(line) => <LineProduct name={line.name} detail={`SKU BR-00000${line.id}`} />}
        label="Items"
        charges={{ discount: '0.00', deliveryCharge: '0.00', total: '3399.50' }}
        lineTestId="line"
        totalTestId="total"
      />,
    );
    const rows = screen.getAllByTestId('line').map((row) => row.textContent);
    expect(rows).toEqual([
      'Digging BucketSKU BR-0000012$1,250.00$2,500.00',
      'Quick CouplerSKU BR-0000021$899.50$899.50',
    ]);
    expect(screen.getByTestId('total').textContent).toBe('$3,399.50');
    expect(screen.getByRole('table', { name: 'Items' })).toBeDefined();
    expect(screen.queryByText('Subtotal')).toBeNull();
  });

  it("explains a quote's order total by its subtotal, discount and delivery", () => {
    renderInTheme(
      <LinesTable
        lines={lines}
        lineKey={(line) => line.id}
        product={(line) => <LineProduct name={line.name} />}
        label="Items"
        charges={{ discount: '169.98', deliveryCharge: '150.00', total: '3379.52' }}
        totalTestId="total"
      />,
    );
    const foot = screen
      .getAllByRole('row')
      .slice(-4)
      .map((row) => row.textContent);
    expect(foot).toEqual([
      'Subtotal$3,399.50',
      'Discount-$169.98',
      'Delivery$150.00',
      'Total$3,379.52',
    ]);
  });

  it('writes "each" after the unit price when asked, and no total row without a total', () => {
    renderInTheme(
      <LinesTable
        lines={lines.slice(0, 1)}
        lineKey={(line) => line.id}
        product={(line) => <LineProduct name={line.name} imageSrc={null} />}
        perUnit
        lineTestId="line"
      />,
    );
    expect(screen.getByTestId('line').textContent).toContain('$1,250.00 each');
    expect(screen.queryByText('Total')).toBeNull();
    // A picture slot, with the placeholder where a line has no image.
    expect(screen.getByRole('presentation')).toBeDefined();
  });
});
