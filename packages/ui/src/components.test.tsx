import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
