import { trpcMutation } from '../admin/helpers.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import { expect, test } from './test.ts';
import { expectAccessible, newProduct, signInAsAdmin, uniqueName } from './helpers.ts';

test.describe('e-mail me when it is back', () => {
  test('a shopper asks on a sold-out product, gets one e-mail when it returns, and unsubscribes', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const product = await newProduct(staff, uniqueName('Trench Compactor '), 0);
    const email = `${uniqueName('waiting')}@example.com`;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/equipment/${product.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
    const form = main.getByRole('form', { name: 'E-mail me when it is back' });
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'We will e-mail' })).toContainText(
      `We will e-mail ${email} when ${product.name} is back in stock.`,
    );

    await trpcMutation(staff, 'catalog.setStock', { id: product.id, stock: 6 });
    const mail = await nthEmail(email, `${product.name} is back in stock`);
    expect(linkIn(mail, `/equipment/${product.id}`)).toBeTruthy();
    const unsubscribe = new URL(linkIn(mail, '/back-in-stock/unsubscribe/'));

    await page.goto(unsubscribe.pathname);
    await expect(page.getByRole('heading', { name: 'Stop back-in-stock e-mails' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Done: you will get no more e-mails about ${product.name}.`,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is no longer valid: you will not get that e-mail',
    );
  });
});
