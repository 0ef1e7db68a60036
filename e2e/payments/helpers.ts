import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';

interface ShopProduct {
  id: number;
  name: string;
  price: string;
  salePrice: string | null;
  category: string;
  stock: number;
  imageUrl: string | null;
  images: { url: string; order: number }[];
  isActive: boolean;
}

export const buyer = {
  customerName: 'Dana Whitfield',
  customerEmail: 'dana@whitfield-construction.com',
  customerPhone: '+1 206 555 0142',
  customerAddress: '400 Harbor Way\nSeattle, WA 98104',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (amount: string) => usd.format(Number(amount));
export const unitPrice = (product: ShopProduct) => product.salePrice ?? product.price;

/** A demo product with stock to spare: suites share one server, so it is looked up live. */
export async function productInStock(
  request: APIRequestContext,
  minimum = 10,
): Promise<ShopProduct> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  const products = (await response.json()) as ShopProduct[];
  const found = products.find((p) => p.isActive && p.stock >= minimum);
  if (!found) throw new Error('The demo catalogue has no product in stock');
  return found;
}

/** Puts a cart and checkout info into the shop's local storage, as a previous visit would. */
export async function seedCart(
  page: Page,
  lines: { product: ShopProduct; quantity: number }[],
  options: { checkoutInfo?: typeof buyer | null } = {},
) {
  await page.goto('/about');
  await page.evaluate(
    ({ lines, info }) => {
      localStorage.setItem(
        'buildright:cart-items',
        JSON.stringify(
          lines.map(({ product, quantity }) => ({
            product: {
              id: product.id,
              name: product.name,
              price: product.price,
              salePrice: product.salePrice,
              category: product.category,
              stock: product.stock,
              imageUrl: product.imageUrl,
              images: product.images,
            },
            quantity,
          })),
        ),
      );
      if (info) localStorage.setItem('buildright:checkout-info', JSON.stringify(info));
      else localStorage.removeItem('buildright:checkout-info');
      localStorage.removeItem('buildright:checkout-id');
    },
    { lines, info: options.checkoutInfo === undefined ? buyer : options.checkoutInfo },
  );
}

export async function cartInStorage(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('buildright:cart-items') ?? '[]') as unknown[],
  );
}

export async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

interface AdminOrder {
  id: number;
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  status: string;
}

/** The order as the admin sees it, through the admin REST API with the demo admin. */
export async function adminOrder(baseURL: string, orderId: number): Promise<AdminOrder> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/admin/login', {
      data: { username: 'admin', password: 'admin123' },
    });
    expect(login.ok()).toBe(true);
    const response = await admin.get(`/api/orders?q=%23${orderId}`);
    expect(response.ok()).toBe(true);
    const order = ((await response.json()) as AdminOrder[]).find((o) => o.id === orderId);
    if (!order) throw new Error(`The admin does not see order #${orderId}`);
    return order;
  } finally {
    await admin.dispose();
  }
}

/** The order number the success page shows. */
export async function shownOrderId(page: Page): Promise<number> {
  const text = await page
    .getByTestId('payment-order')
    .getByText(/^Order #\d+$/)
    .textContent();
  return Number(text!.replace('Order #', ''));
}
