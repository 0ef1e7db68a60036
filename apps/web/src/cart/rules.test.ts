import { describe, expect, it } from 'vitest';
import {
  addWithinStock,
  cartTotalCents,
  completeCheckoutInfo,
  itemCount,
  orderLines,
  removeItem,
  sanitizeStoredItems,
  shortfallText,
  updateQuantity,
  type CartItem,
  type CartProduct,
} from './rules.ts';

const addItem = (items: CartItem[], product: CartProduct) =>
  addWithinStock(items, [{ product, quantity: 1 }]).items;

const drill: CartProduct = {
  id: 1,
  name: 'Hammer Drill',
  price: '199.99',
  salePrice: null,
  category: 'Tools',
  stock: 25,
  imageUrl: null,
  images: [],
};
const bucket: CartProduct = {
  ...drill,
  id: 2,
  name: 'Ditch Bucket',
  price: '1000.00',
  salePrice: '850.50',
};

describe('the cart never holds more than the stock', () => {
  const scarce = { ...drill, id: 3, stock: 4 };

  it('adds a chosen quantity, topping up a line the cart holds', () => {
    const { items, refused } = addWithinStock(addItem([], scarce), [
      { product: scarce, quantity: 3 },
    ]);
    expect(refused).toEqual([]);
    expect(items).toEqual([{ product: scarce, quantity: 4 }]);
  });

  it('refuses 5 when 4 are left, whole, with the number left', () => {
    const { items, refused } = addWithinStock([], [{ product: scarce, quantity: 5 }]);
    expect(items).toEqual([]);
    expect(refused).toEqual([{ product: scarce, left: 4, inCart: 0 }]);
    expect(shortfallText(refused[0]!)).toBe('Only 4 left');
  });

  it('counts what the cart already holds, and adds the other lines all the same', () => {
    const cart = addWithinStock([], [{ product: scarce, quantity: 2 }]).items;
    const { items, refused } = addWithinStock(cart, [
      { product: scarce, quantity: 3 },
      { product: bucket, quantity: 2 },
    ]);
    expect(items).toEqual([
      { product: scarce, quantity: 2 },
      { product: bucket, quantity: 2 },
    ]);
    expect(shortfallText(refused[0]!)).toBe('Only 4 left (2 already in your cart)');
  });

  it('refuses anything of a product out of stock', () => {
    const { refused } = addWithinStock([], [{ product: { ...drill, stock: 0 }, quantity: 1 }]);
    expect(shortfallText(refused[0]!)).toBe('Out of stock');
  });
});

describe('cart rules (SPEC §4)', () => {
  it('adds a new product as a line of one', () => {
    expect(addItem([], drill)).toEqual([{ product: drill, quantity: 1 }]);
  });

  it('adds one more of a product already in the cart', () => {
    const items = addItem(addItem([], drill), drill);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it('keeps the newest product data when adding again', () => {
    const items = addItem(addItem([], drill), { ...drill, price: '189.99' });
    expect(items[0]?.product.price).toBe('189.99');
  });

  it('does not store fields the cart does not need', () => {
    const withExtras = { ...drill, description: '<p>long</p>', sku: 'X' } as CartProduct;
    expect(addItem([], withExtras)[0]?.product).not.toHaveProperty('description');
  });

  it('removes a line by product id', () => {
    const items = addItem(addItem([], drill), bucket);
    expect(removeItem(items, drill.id).map((item) => item.product.id)).toEqual([bucket.id]);
  });

  it('sets a quantity, and 0 or less removes the line', () => {
    const items = addItem(addItem([], drill), bucket);
    expect(updateQuantity(items, drill.id, 5)[0]?.quantity).toBe(5);
    expect(updateQuantity(items, drill.id, 0)).toHaveLength(1);
    expect(updateQuantity(items, drill.id, -3)).toHaveLength(1);
  });

  it('keeps quantities whole', () => {
    expect(updateQuantity(addItem([], drill), drill.id, 2.7)[0]?.quantity).toBe(2);
  });

  it('counts items as the sum of quantities', () => {
    const items = updateQuantity(addItem(addItem([], drill), bucket), drill.id, 3);
    expect(itemCount(items)).toBe(4);
    expect(itemCount([])).toBe(0);
  });

  it('totals with the sale price when there is one, in exact cents', () => {
    const items = updateQuantity(addItem(addItem([], drill), bucket), drill.id, 3);
    // 3 x 199.99 + 1 x 850.50 (sale) = 1450.47
    expect(cartTotalCents(items)).toBe(145047);
  });

  it('avoids float drift over many lines', () => {
    const cheap: CartProduct = { ...drill, price: '0.10' };
    expect(cartTotalCents(updateQuantity(addItem([], cheap), cheap.id, 3))).toBe(30);
  });

  it('sends only product ids and quantities to the server', () => {
    const items = updateQuantity(addItem(addItem([], drill), bucket), bucket.id, 2);
    expect(orderLines(items)).toEqual([
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
    ]);
  });
});

describe('adding several lines at once', () => {
  it('adds new lines and tops up lines already in the cart, with the newer product data', () => {
    const cart = addItem([], drill);
    const lines = [
      { product: { ...drill, price: '189.99' }, quantity: 2 },
      { product: bucket, quantity: 1 },
    ];
    expect(addWithinStock(cart, lines)).toEqual({
      items: [
        { product: { ...drill, price: '189.99' }, quantity: 3 },
        { product: bucket, quantity: 1 },
      ],
      refused: [],
    });
  });

  it('refuses a line the stock cannot cover on top of the cart, keeping what the cart held', () => {
    const scarce = { ...drill, stock: 4 };
    const cart = updateQuantity(addItem([], scarce), scarce.id, 3);
    const { items, refused } = addWithinStock(cart, [
      { product: scarce, quantity: 3 },
      { product: bucket, quantity: 1 },
    ]);
    expect(items).toEqual([
      { product: scarce, quantity: 3 },
      { product: bucket, quantity: 1 },
    ]);
    expect(refused).toEqual([{ product: scarce, left: 4, inCart: 3 }]);
  });
});

describe('checkout info', () => {
  const info = {
    customerName: 'Ada Builder',
    customerEmail: 'ada@example.com',
    customerPhone: '555-0100',
    customerAddress: '1 Main St\nPortland, OR',
  };

  it('is kept when all four fields are filled in', () => {
    expect(completeCheckoutInfo(info)).toEqual(info);
  });

  it('is dropped when any field is blank', () => {
    expect(completeCheckoutInfo({ ...info, customerPhone: '  ' })).toBeNull();
    expect(completeCheckoutInfo({ ...info, customerAddress: '' })).toBeNull();
  });
});

describe('stored carts', () => {
  it('keep well-formed lines and drop the rest', () => {
    const stored = [
      { product: drill, quantity: 2 },
      { product: { id: 'x' }, quantity: 1 },
      { product: bucket, quantity: 0 },
      null,
      'junk',
    ];
    expect(sanitizeStoredItems(stored)).toEqual([{ product: drill, quantity: 2 }]);
    expect(sanitizeStoredItems({ items: [] })).toEqual([]);
  });
});
