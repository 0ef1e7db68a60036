import { expect, test } from './test.ts';
import { expectAccessible, expectToast, header, registerCustomer, uniqueName } from './helpers.ts';

test.describe('account: profile, password and addresses', () => {
  test('edits names, e-mail, phone and company, with messages on the fields', async ({
    page,
    request,
  }) => {
    const user = await registerCustomer(page, { firstName: 'Morgan', lastName: 'Steel' });
    const taken = `${uniqueName('taken')}@example.com`;
    const someoneElse = await request.post('/api/local/register', {
      data: { username: uniqueName('other'), email: taken, password: 'correct-horse-battery' },
    });
    expect(someoneElse.status()).toBe(201);

    await page.goto('/account');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account\?tab=profile$/);
    const form = page.getByRole('form', { name: 'Profile' });
    await expect(form.getByLabel('Email')).toHaveValue(user.email);

    await form.getByLabel('Email').fill('not-an-email');
    // The checkout's rule and message for a phone.
    await form.getByLabel('Phone').fill('1');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(form.getByText('Valid email is required')).toBeVisible();
    await expect(form.getByText('Enter a phone number with at least 7 digits')).toBeVisible();

    await form.getByLabel('Phone').fill('');
    await form.getByLabel('Email').fill(taken.toUpperCase());
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(form.getByText('An account with that email already exists')).toBeVisible();

    const email = `${uniqueName('avery')}@example.com`;
    await form.getByLabel('First Name').fill('Avery');
    await form.getByLabel('Last Name').fill('Stone');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+1 (503) 555-0142');
    await form.getByLabel('Company').fill('Stone Civil Works');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile updated');
    await expect(page.getByTestId('account-name')).toHaveText('Avery Stone');
    await expect(header(page).getByRole('button', { name: /Avery/ })).toBeVisible();

    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveValue('+1 (503) 555-0142');
    await expect(form.getByLabel('Company')).toHaveValue('Stone Civil Works');
    await expectAccessible(page);
  });

  test('changes the password and signs the other devices out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await registerCustomer(page);
    const otherDevice = await browser.newContext({ baseURL });
    const signedIn = await otherDevice.request.post('/api/local/login', {
      data: { username: user.username, password: user.password },
    });
    expect(signedIn.ok()).toBe(true);

    await page.goto('/account?tab=password');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Current password is required')).toBeVisible();

    await form.getByLabel('Current Password').fill('not-my-password');
    await form.getByLabel(/^New Password/).fill('a-brand-new-password');
    await form.getByLabel('Confirm New Password').fill('a-different-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();

    await form.getByLabel('Confirm New Password').fill('a-brand-new-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('Your current password is incorrect')).toBeVisible();

    await form.getByLabel('Current Password').fill(user.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed', 'You have been signed out on every other device.');
    await expect(form.getByLabel('Current Password')).toHaveValue('');

    expect((await otherDevice.request.get('/api/local/user')).status()).toBe(401);
    expect((await page.request.get('/api/local/user')).status()).toBe(200);
    const withNewPassword = await otherDevice.request.post('/api/local/login', {
      data: { username: user.username, password: 'a-brand-new-password' },
    });
    expect(withNewPassword.ok()).toBe(true);
    await otherDevice.close();
  });

  test('keeps several delivery addresses with exactly one default', async ({ page }) => {
    await registerCustomer(page);
    await page.goto('/account?tab=addresses');
    await expect(page.getByTestId('addresses-empty')).toBeVisible();
    const cards = page.getByTestId('saved-address');
    const card = (label: string) => cards.filter({ hasText: label });
    const defaultBadge = (label: string) => card(label).getByText('Default', { exact: true });

    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('Label is required')).toBeVisible();
    await expect(dialog.getByText('Recipient name is required')).toBeVisible();
    await expect(dialog.getByText('Address is required')).toBeVisible();
    // The first address is the default whatever the box says.
    await expect(dialog.getByLabel('Use as my default delivery address')).toBeChecked();
    await expectAccessible(page);

    await dialog.getByLabel(/^Label/).fill('Yard');
    await dialog.getByLabel('Recipient Name').fill('Jordan Miller');
    await dialog.getByLabel('Company').fill('Miller Earthworks');
    // "x" and "1" are refused as the checkout refuses them, with its messages.
    await dialog.getByLabel('Phone').fill('1');
    await dialog.getByLabel('Full Address').fill('x');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('Enter a phone number with at least 7 digits')).toBeVisible();
    await expect(
      dialog.getByText('Enter the full delivery address (at least 5 characters)'),
    ).toBeVisible();
    await dialog.getByLabel('Phone').fill('+1 503 555 0100');
    await dialog.getByLabel('Full Address').fill('12 Quarry Road\nPortland, OR 97201');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(defaultBadge('Yard')).toBeVisible();

    await page.getByRole('button', { name: 'Add Address' }).click();
    await dialog.getByLabel(/^Label/).fill('Depot');
    await dialog.getByLabel('Recipient Name').fill('Sam Depot');
    await dialog.getByLabel('Full Address').fill('400 Industrial Way\nTacoma, WA 98421');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(2);
    await expect(defaultBadge('Depot')).toBeHidden();

    await page.getByRole('button', { name: 'Make default: Depot' }).click();
    await expectToast(page, 'Default address changed', 'Depot is now your default.');
    await expect(cards.first()).toContainText('Depot');
    await expect(defaultBadge('Depot')).toBeVisible();
    await expect(defaultBadge('Yard')).toBeHidden();

    await page.getByRole('button', { name: 'Edit Yard' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(edit.getByLabel('Recipient Name')).toHaveValue('Jordan Miller');
    await edit.getByLabel(/^Label/).fill('Main Yard');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await expect(edit).toBeHidden();
    await expect(card('Main Yard')).toContainText('12 Quarry Road');

    await page.getByRole('button', { name: 'Delete Depot' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Address' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(defaultBadge('Main Yard')).toBeVisible();

    await page.reload();
    await expect(defaultBadge('Main Yard')).toBeVisible();
    await expectAccessible(page);
  });
});
