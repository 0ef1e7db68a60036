/** A product's published reviews in brief: their average to one decimal ("4.8") and how many. */
export interface ProductRating {
  /** Null while no review is published: a product nobody rated shows no rating. */
  average: string | null;
  count: number;
}

/**
 * The rating from the published reviews' count and the sum of their stars, the average rounded
 * half up to a tenth in whole numbers (610 stars over 127 reviews: "4.8"), so no float decides it.
 */
export function productRating(ratingTotal: number, reviewCount: number): ProductRating {
  if (reviewCount <= 0) return { average: null, count: 0 };
  const tenths = Math.floor((20 * ratingTotal + reviewCount) / (2 * reviewCount));
  return { average: `${Math.floor(tenths / 10)}.${tenths % 10}`, count: reviewCount };
}
