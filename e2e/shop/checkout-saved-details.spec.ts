import { trpcMutation } from '../admin/helpers.ts';
import { expect, test } from './test.ts';
import { addToCart, findProduct, plentiful, registerCustomer } from './helpers.ts';

const yard = {
  label: 'Yard',
  recipientName: 'Jordan Miller',
  company: 'Miller Earthworks',
  phone: '+1 503 555 0111',
  address: '12 Quarry Road\nPortland, OR 97201',
  isDefault: true,
};
const depot = {
  label: 'Depot',
  recipientName: 'Sam Depot',
  company: null,
  phone: null,
  address: '400 Industrial Way\nTacoma, WA 98421',
};

test.describe('checkout with saved details', () => {
  test('fills in the profile and default address, and takes another saved address', async ({
    page,
  }) => {
    const user = await registerCustomer(page);
    await trpcMutation(page.request, 'account.updateProfile', {
      firstName: 'Jordan',
      lastName: 'Miller',
      email: user.email,
      phone: '+1 503 555 0100',
    });
    await trpcMutation(page.request, 'account.addresses.add', yard);
    await trpcMutation(page.request, 'account.addresses.add', depot);
    await addToCart(page, await findProduct(page.request, plentiful, 'well-stocked product'));

    await page.goto('/checkout');
    await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Miller');
    await expect(page.getByLabel('Email Address')).toHaveValue(user.email);
    await expect(page.getByLabel('Phone Number')).toHaveValue('+1 503 555 0111');
    await expect(page.getByLabel('Full Address')).toHaveValue(
      'Miller Earthworks\n12 Quarry Road\nPortland, OR 97201',
    );
    await expect(page.getByRole('combobox', { name: 'Saved address' })).toHaveValue(
      'Yard (default)',
    );
    await expect(page.getByRole('link', { name: 'Pay with Credit Card' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Saved address' }).click();
    await page.getByRole('option', { name: 'Depot' }).click();
    // The buyer is still who orders; the depot's recipient is the address's Attn line.
    await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Miller');
    // Depot has no phone of its own: the one in the form stays.
    await expect(page.getByLabel('Phone Number')).toHaveValue('+1 503 555 0111');
    await expect(page.getByLabel('Full Address')).toHaveValue(
      'Attn: Sam Depot\n400 Industrial Way\nTacoma, WA 98421',
    );

    // The choice is the checkout info now; a reload does not bring the default back.
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Miller');
    await expect(page.getByRole('combobox', { name: 'Saved address' })).toHaveValue('Depot');

    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByTestId('quote-requested')).toBeVisible();
  });

  test('never overwrites what the customer typed or the stored checkout info', async ({ page }) => {
    await registerCustomer(page, { firstName: 'Casey', lastName: 'Builder' });
    await addToCart(page, await findProduct(page.request, plentiful, 'well-stocked product'));

    await page.goto('/checkout');
    // No saved address yet: the profile gives the name and e-mail.
    await expect(page.getByLabel('Full Name')).toHaveValue('Casey Builder');
    await expect(page.getByLabel('Full Address')).toHaveValue('');
    await page.getByLabel('Full Name').fill('Pat Typed');
    await page.getByLabel('Email Address').fill('pat@example.com');
    await page.getByLabel('Phone Number').fill('555-0199');
    await page.getByLabel('Full Address').fill('1 Typed Street, Salem, OR');

    await trpcMutation(page.request, 'account.addresses.add', yard);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Saved address' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Pat Typed');
    await expect(page.getByLabel('Email Address')).toHaveValue('pat@example.com');
    await expect(page.getByLabel('Phone Number')).toHaveValue('555-0199');
    await expect(page.getByLabel('Full Address')).toHaveValue('1 Typed Street, Salem, OR');
    await expect(page.getByRole('combobox', { name: 'Saved address' })).toHaveValue('');
  });
});
