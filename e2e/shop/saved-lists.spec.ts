import { trpcMutation } from '../admin/helpers.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import { expect, test, type Page } from './test.ts';
import {
  cartButton,
  expectAccessible,
  expectReadable,
  expectToast,
  newProduct,
  openCart,
  registerCustomer,
  uniqueName,
} from './helpers.ts';

const buyer = {
  customerName: 'Riley Builder',
  customerEmail: 'riley@example.com',
  customerPhone: '555-0101',
  customerAddress: '9 Quarry Rd, Tacoma, WA',
};

/** Names the list in the dialog that asks for it and saves it. */
async function nameList(page: Page, dialogName: string, name: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'List name' }).fill(name);
  await dialog.getByRole('button', { name: /Save list|Create list|Rename/ }).click();
  await expect(dialog).toBeHidden();
}

const line = (page: Page, name: string) => page.getByTestId('list-line').filter({ hasText: name });

test.describe('saved lists', () => {
  test('a list is saved from a product page and the cart, edited, and ordered in one step', async ({
    page,
    staff,
  }) => {
    const gloves = await newProduct(staff, uniqueName('Site Gloves '), 40);
    const tape = await newProduct(staff, uniqueName('Marking Tape '), 3);
    await registerCustomer(page);

    // From a product page, with the quantity chosen there.
    await page.goto(`/equipment/${gloves.id}`);
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Save to list' }).click();
    await page.getByRole('menuitem', { name: 'New list…' }).click();
    const listName = uniqueName('Site 14 ');
    await nameList(page, 'New list', listName);
    await expectToast(page, 'Saved to list', `3 × ${gloves.name} saved to ${listName}.`);

    // Another product joins it from the menu.
    await page.goto(`/equipment/${tape.id}`);
    await page.getByRole('button', { name: 'Save to list' }).click();
    await page.getByRole('menuitem', { name: listName }).click();
    await expectToast(page, 'Saved to list', `1 × ${tape.name} saved to ${listName}.`);

    // The account menu leads to the lists.
    await page.getByRole('button', { name: 'Casey' }).click();
    await page.getByRole('menuitem', { name: 'Saved lists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Lists' })).toBeVisible();
    await page.getByRole('link', { name: listName }).click();
    await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    await expect(page.getByTestId('list-line')).toHaveCount(2);
    await expect(line(page, gloves.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue(
      '3',
    );

    // Quantities change in place and are kept.
    await line(page, tape.name).getByRole('button', { name: 'One more' }).click();
    await line(page, tape.name).getByRole('button', { name: 'One more' }).click();
    await line(page, tape.name).getByRole('button', { name: 'One more' }).click();
    await expect(line(page, tape.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    // Kept by the server: the page drawn afresh shows it (once the last save has landed).
    await expect(async () => {
      await page.reload();
      await expect(line(page, tape.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue(
        '4',
        { timeout: 1000 },
      );
    }).toPass();
    await expectAccessible(page);

    // All to the cart: four tapes are more than the three left, so that line stays out whole.
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(page.getByTestId('list-to-cart-notice')).toContainText(
      `${tape.name}: Only 3 left.`,
    );
    await expectToast(page, 'Added to Cart', '1 product from the list is in your cart.');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    // Only the product chosen.
    await line(page, tape.name).getByRole('button', { name: 'One fewer' }).click();
    await expect(line(page, tape.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await line(page, tape.name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add 1 chosen to cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');

    // The cart saved as a list of its own.
    const cart = await openCart(page);
    await cart.getByRole('button', { name: 'Save cart as a list' }).click();
    const cartList = uniqueName('Cart copy ');
    await nameList(page, 'Save cart as a list', cartList);
    await expectToast(page, 'List saved', `2 products saved as ${cartList}.`);

    // Renamed, then deleted.
    await page.getByRole('button', { name: 'Rename' }).click();
    const renamed = uniqueName('Site 15 ');
    const rename = page.getByRole('dialog', { name: 'Rename list' });
    await rename.getByRole('textbox', { name: 'List name' }).fill(renamed);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page
      .getByRole('dialog', { name: 'Delete list' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(page.getByTestId('saved-list')).toHaveCount(1);
    await expect(page.getByTestId('saved-list')).toContainText(cartList);
  });

  test('a past order is saved as a list; another customer cannot open it', async ({
    page,
    staff,
    browser,
    baseURL,
  }) => {
    const anchor = await newProduct(staff, uniqueName('Ground Anchor '), 30);
    await registerCustomer(page);
    const order = await trpcMutation<{ id: number }>(page.request, 'checkout.requestQuote', {
      ...buyer,
      items: [{ productId: anchor.id, quantity: 6 }],
    });
    await page.goto(`/account/orders/${order.id}`);
    await page.getByRole('button', { name: 'Save as List' }).click();
    const dialog = page.getByRole('dialog', { name: `Save order #${order.id} as a list` });
    await expect(dialog.getByRole('textbox', { name: 'List name' })).toHaveValue(
      `Order #${order.id}`,
    );
    await dialog.getByRole('button', { name: 'Save list' }).click();
    await expectToast(page, 'List saved', `1 product saved as Order #${order.id}.`);

    await page.goto('/lists');
    await page.getByRole('link', { name: `Order #${order.id}` }).click();
    await expect(line(page, anchor.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue(
      '6',
    );
    const listUrl = page.url();

    const stranger = await browser.newPage({ baseURL });
    await registerCustomer(stranger);
    await stranger.goto(listUrl);
    await expect(stranger.getByTestId('list-not-found')).toBeVisible();
    await stranger.close();
  });

  test('a list shared with the company is ordered from by a colleague, who cannot change it', async ({
    page,
    staff,
    browser,
    baseURL,
  }) => {
    const cones = await newProduct(staff, uniqueName('Traffic Cone '), 60);
    await registerCustomer(page, { firstName: 'Morgan', lastName: 'Office' });
    const company = uniqueName('Shared Paving ');
    await page.request.post('/api/companies', {
      data: { name: company, billingAddress: '4 Depot Lane, Salem, OR' },
    });
    const made = await page.request.post('/api/lists', {
      data: { name: uniqueName('Crew kit '), lines: [{ productId: cones.id, quantity: 12 }] },
    });
    const list = (await made.json()) as { id: number; name: string };

    // The office manager shares it with the company from the list's page.
    await page.goto(`/lists/${list.id}`);
    const share = page.getByRole('switch', { name: `Share with ${company}` });
    await share.click();
    await expect(share).toBeChecked();
    await expect(page.getByTestId('list-sharing')).toHaveText('Shared with your company');

    // A foreman joins the company and finds the list among theirs.
    const colleague = await browser.newContext({ baseURL });
    const foreman = await colleague.newPage();
    const account = await registerCustomer(foreman, { firstName: 'Frankie' });
    await page.request.post('/api/companies/me/invitations', {
      data: { email: account.email, role: 'buyer' },
    });
    const mail = await nthEmail(
      account.email,
      'You are invited to a company account at BuildRight Equipment',
    );
    const token = new URL(linkIn(mail, '/company/join/')).pathname.split('/').at(-1)!;
    const joined = await foreman.request.post(`/api/companies/invitations/${token}/accept`);
    expect(joined.status()).toBe(200);
    await foreman.goto('/lists');
    const card = foreman.getByTestId('saved-list').filter({ hasText: list.name });
    await expect(card.getByTestId('list-sharing')).toHaveText('Shared by Morgan Office');
    await expectReadable(card.getByTestId('list-sharing'));
    await card.getByRole('link', { name: list.name }).click();

    // They order from it, and read it without the maker's controls.
    await expect(foreman.getByRole('heading', { level: 1, name: list.name })).toBeVisible();
    await expect(
      foreman.getByText('Morgan Office shares this list with your company'),
    ).toBeVisible();
    await expect(foreman.getByRole('button', { name: 'Rename' })).toHaveCount(0);
    await expect(foreman.getByRole('button', { name: 'Delete list' })).toHaveCount(0);
    await expect(line(foreman, cones.name).getByRole('textbox', { name: 'Quantity' })).toHaveCount(
      0,
    );
    await expectAccessible(foreman);
    await foreman.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(cartButton(foreman)).toHaveAccessibleName('Cart, 12 items');
    await colleague.close();
  });

  test('on a phone, a list reads as cards with thumb-sized controls', async ({ page, staff }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bolts = await newProduct(staff, uniqueName('Anchor Bolts '), 25);
    await registerCustomer(page);
    const list = await trpcMutation<{ id: number }>(page.request, 'lists.create', {
      name: 'Phone list',
      lines: [{ productId: bolts.id, quantity: 2 }],
    });
    await page.goto(`/lists/${list.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Phone list' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    for (const control of [
      line(page, bolts.name).getByRole('button', { name: 'One more' }),
      line(page, bolts.name).getByRole('button', { name: `Remove ${bolts.name} from the list` }),
      page.getByRole('button', { name: 'Add all to cart' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);
  });
});
