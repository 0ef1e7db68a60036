export const IN_STOCK_ABOVE = 10;

export type StockLevel = 'in-stock' | 'low' | 'out';

export function stockLevel(stock: number): StockLevel {
  if (stock > IN_STOCK_ABOVE) return 'in-stock';
  return stock > 0 ? 'low' : 'out';
}

export function stockLabel(stock: number): string {
  switch (stockLevel(stock)) {
    case 'in-stock':
      return 'In Stock';
    case 'low':
      return `Only ${stock} left`;
    case 'out':
      return 'Out of Stock';
  }
}
