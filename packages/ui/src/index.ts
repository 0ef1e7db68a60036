export { shopTheme, shopCssVariablesResolver } from './theme.ts';
export { PriceTag, type PriceTagProps } from './Money.tsx';
export { StockBadge, type StockBadgeProps } from './StockBadge.tsx';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge.tsx';
export { ProductImage, type ProductImageProps } from './ProductImage.tsx';
export { PaymentBadge, type PaymentBadgeProps } from './PaymentBadge.tsx';
export { QuoteStatusBadge, type QuoteStatusBadgeProps } from './QuoteStatusBadge.tsx';
export { LineProduct, LinesTable, type LinesTableProps, type PricedLine } from './LinesTable.tsx';
export { ErrorAlert } from './ErrorAlert.tsx';
