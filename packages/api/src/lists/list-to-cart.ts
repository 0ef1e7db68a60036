import { badRequest } from '../errors.ts';
import type { Database } from '@buildright/db';
import { getSavedList } from './lists.ts';
import type { ListToCart, SavedListLine } from './shared/lists.ts';

type Refusal = ListToCart['refused'][number];

/** Why the line cannot go to the cart as saved, or nothing when the stock covers it. */
function refusalOf({ product, quantity }: SavedListLine): Refusal | undefined {
  if (!product.shown) {
    return { product, quantity, problem: 'inactive', message: 'No longer sold', available: 0 };
  }
  if (product.stock <= 0) {
    return { product, quantity, problem: 'out-of-stock', message: 'Out of stock', available: 0 };
  }
  if (quantity > product.stock) {
    const message = `Only ${product.stock} left`;
    return { product, quantity, problem: 'not-enough-stock', message, available: product.stock };
  }
  return undefined;
}

/**
 * A list's lines (all, or the products named) as the cart takes them: those the stock covers,
 * and those it does not with the number left. A line is never cut down to the stock; the buyer
 * decides what to do with it.
 */
export async function listToCart(
  db: Database,
  customerId: number,
  id: number,
  productIds: readonly number[] | undefined,
): Promise<ListToCart> {
  const list = await getSavedList(db, customerId, id);
  const chosen = productIds ? new Set(productIds) : undefined;
  if (chosen) {
    const onList = new Set(list.lines.map((line) => line.product.id));
    const strangers = [...chosen].filter((productId) => !onList.has(productId));
    if (strangers.length > 0) {
      throw badRequest(`Product ${strangers.join(', ')} is not on the list ${list.name}`);
    }
  }
  const answer: ListToCart = { lines: [], refused: [] };
  for (const line of list.lines) {
    if (chosen && !chosen.has(line.product.id)) continue;
    const refusal = refusalOf(line);
    if (refusal) answer.refused.push(refusal);
    else answer.lines.push(line);
  }
  return answer;
}
