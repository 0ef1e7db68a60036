import type { Product } from '@buildright/api';
import {
  displayImage,
  fromCents,
  galleryImages,
  unitPriceCents,
  type ProductRating,
} from '@buildright/api/shared';
import type {
  BreadcrumbList,
  ItemAvailability,
  Product as ProductThing,
  WithContext,
} from 'schema-dts';
import { catalogueUrl } from '../catalog/catalogue-url.ts';
import { plainTextOf, SHOP_NAME } from './page-text.ts';
import { absoluteUrl } from './public-url.tsx';

export function productPath(product: Pick<Product, 'id'>): string {
  return `/equipment/${product.id}`;
}

/**
 * schema.org `Product` with its `Offer`: what search engines show as a product result, with its
 * `aggregateRating` only when customers' published reviews give it one.
 */
export function productJsonLd(
  product: Product,
  publicUrl: string,
  rating?: ProductRating,
): WithContext<ProductThing> {
  const url = absoluteUrl(publicUrl, productPath(product));
  const gallery = galleryImages(product.images).map((image) => image.url);
  const availability: ItemAvailability =
    product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainTextOf(product.description),
    image: (gallery.length > 0 ? gallery : [displayImage(product)]).map((image) =>
      absoluteUrl(publicUrl, image),
    ),
    sku: product.sku,
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      url,
      sku: product.sku,
      price: fromCents(unitPriceCents(product)),
      priceCurrency: 'USD',
      availability,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
    ...(rating?.average != null && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/** The trail to a product (Equipment, its category, the product), as the page's breadcrumb. */
export function productBreadcrumbJsonLd(
  product: Product,
  publicUrl: string,
): WithContext<BreadcrumbList> {
  const trail = [
    { name: 'Equipment', path: catalogueUrl({}) },
    { name: product.category, path: catalogueUrl({ category: product.categoryId }) },
    { name: product.name, path: productPath(product) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(publicUrl, step.path),
    })),
  };
}
