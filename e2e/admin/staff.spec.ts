import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import {
  ADMIN_URL,
  customerWithOrder,
  expectAccessible,
  openTab,
  signInAsAdmin,
  toast,
  trpcMutation,
  trpcQuery,
  unique,
} from './helpers.ts';

const REFUSED =
  'This invitation link is invalid, has expired or has been used. Ask the owner for a new one.';
const DISABLED = "This staff account is disabled. Ask the shop's owner to enable it.";
const PASSWORD = 'staff-pass-1234';

/** A fresh address and username, as every run shares one database. */
function newcomer() {
  const tag = unique('s').replace(/\W/g, '').toLowerCase();
  return { email: `staff.${tag}@example.com`, username: `staff_${tag}` };
}

async function openStaffTab(page: Page) {
  await page.getByRole('tab', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Staff members' })).toBeVisible();
}

/** The owner invites `email` through the dialog and answers the e-mailed link. */
async function invite(page: Page, email: string, role: 'Warehouse' | 'Sales', count = 1) {
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff member' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Open invitations' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText(role);
  await expect(row).toContainText('admin');
  const mail = await nthEmail(
    email,
    `You are invited to join the BuildRight Equipment staff as ${role}`,
    count,
  );
  return linkIn(mail, ADMIN_URL);
}

/** A second browser, for the person who received the invitation. */
async function newcomerPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function signIn(page: Page, username: string) {
  await page.goto(ADMIN_URL);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A product of its own, so setting its stock changes nothing another spec counts on. */
async function createProduct(page: Page, name: string) {
  const categories = await trpcQuery<{ id: number; name: string }[]>(
    page.request,
    'categories.adminList',
  );
  await trpcMutation(page.request, 'catalog.create', {
    name,
    description: '<p>Made by the staff end-to-end test.</p>',
    price: '120.00',
    stock: 4,
    categoryId: categories.find((c) => c.name === 'Tools')!.id,
    images: [],
    isActive: true,
  });
}

const tab = (page: Page, name: string | RegExp) =>
  page.getByRole('tab', { name, exact: typeof name === 'string' });

test.describe('staff roles', () => {
  test('an invited warehouse member joins, sets stock only, then is moved to Sales and disabled', async ({
    page,
    browser,
  }) => {
    // Two people, an e-mail and four sign-ins: longer than most journeys.
    test.setTimeout(120_000);
    const person = newcomer();
    const product = unique('Staff stock product');
    await signInAsAdmin(page);
    await createProduct(page, product);
    await openStaffTab(page);
    await expectAccessible(page);
    const link = await invite(page, person.email, 'Warehouse');
    expect(new URL(link).pathname).toMatch(/^\/admin-dashboard\/invitation\/[\w-]+$/);

    // The link opens the page that sets up the account.
    const member = await newcomerPage(browser);
    await member.setViewportSize({ width: 390, height: 844 });
    await member.goto(link);
    await expect(member.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
    await expect(member.getByTestId('invitation-summary')).toContainText(
      `${person.email} as Warehouse`,
    );
    await expectAccessible(member);
    await member.getByLabel('Username').fill(person.username);
    await member.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await member.getByLabel('Confirm password').fill('not-the-same-password');
    await member.getByRole('button', { name: 'Create my account' }).click();
    await expect(member.getByText("Passwords don't match")).toBeVisible();
    await member.getByLabel('Confirm password').fill(PASSWORD);
    await member.getByRole('button', { name: 'Create my account' }).click();

    await expect(member.getByTestId('admin-greeting')).toContainText(person.username);
    expect(new URL(member.url()).pathname).toMatch(/^\/admin-dashboard\/?$/);
    await member.setViewportSize({ width: 1280, height: 800 });

    // The warehouse sees its sections only.
    await expect(tab(member, 'Orders')).toBeVisible();
    await expect(tab(member, 'Inventory')).toBeVisible();
    await expect(tab(member, 'Staff')).toHaveCount(0);
    await expect(tab(member, /^Quotes\b/)).toHaveCount(0);
    await expect(tab(member, 'Users')).toHaveCount(0);
    await expect(member.getByRole('region', { name: 'Total Revenue', exact: true })).toHaveCount(0);
    await expect(member.getByRole('heading', { name: 'Low stock' })).toBeVisible();

    // It changes a product's stock, and nothing else of it.
    await openTab(member, 'Inventory');
    await expect(member.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await expect(member.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
    await expect(member.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
    await member.getByRole('textbox', { name: 'Search products' }).fill(product);
    const row = member
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: product });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: `Edit ${product}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${product}` })).toHaveCount(0);
    await row.getByRole('button', { name: `Set stock of ${product}` }).click();
    const stockDialog = member.getByRole('dialog', { name: 'Set stock' });
    await stockDialog.getByLabel('In stock').fill('37');
    await stockDialog.getByRole('button', { name: 'Save stock' }).click();
    await expect(toast(member, 'Stock saved')).toBeVisible();
    await expect(stockDialog).toBeHidden();
    await expect(row).toContainText('37');
    await expectAccessible(member);

    // It moves an order along, but neither deletes orders nor exports them.
    const shopper = await customerWithOrder(browser);
    await shopper.context.close();
    await openTab(member, 'Orders');
    await expect(member.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    const orderRow = member
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(`#${shopper.order.id}\\b`) });
    await expect(
      orderRow.getByRole('button', { name: `Delete order #${shopper.order.id}` }),
    ).toHaveCount(0);
    await orderRow.getByRole('button', { name: `View order #${shopper.order.id}` }).click();
    const orderDialog = member.getByRole('dialog', { name: `Order #${shopper.order.id} Details` });
    await expect(orderDialog.getByRole('button', { name: 'Edit Order' })).toBeVisible();
    await member.keyboard.press('Escape');
    await expect(orderDialog).toBeHidden();

    // The owner sees the new member and moves them to Sales.
    await page.reload();
    const memberRow = page
      .getByRole('table', { name: 'Staff members' })
      .getByRole('row')
      .filter({ hasText: person.username });
    await expect(memberRow).toContainText(person.email);
    await expect(memberRow).toContainText('Active');
    await expect(page.getByRole('table', { name: 'Open invitations' })).not.toContainText(
      person.email,
    );
    await memberRow.getByRole('combobox', { name: `Role of ${person.username}` }).click();
    await page.getByRole('option', { name: 'Sales' }).click();
    await expect(toast(page, 'Role changed')).toContainText(`${person.username} is now Sales`);

    await member.reload();
    await expect(tab(member, /^Quotes\b/)).toBeVisible();
    await expect(tab(member, 'Staff')).toHaveCount(0);

    // Disabled, the member is signed out at once and cannot sign in again.
    await memberRow.getByRole('button', { name: `Disable ${person.username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable staff account' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, 'Account disabled')).toBeVisible();
    await expect(memberRow).toContainText('Disabled');

    await member.reload();
    await expect(member.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await signIn(member, person.username);
    await expect(member.locator('form').getByRole('alert')).toContainText(DISABLED);

    // The used link is refused, with the way to the sign-in.
    await member.goto(link);
    await expect(member.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
    await member.getByRole('link', { name: 'Go to the sign-in' }).click();
    await expect(member.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await member.context().close();
  });

  test('the owner resends and revokes an invitation, and cannot disable their own account', async ({
    page,
  }) => {
    const person = newcomer();
    await signInAsAdmin(page);
    await openStaffTab(page);
    const first = await invite(page, person.email, 'Sales');

    const row = page
      .getByRole('table', { name: 'Open invitations' })
      .getByRole('row')
      .filter({ hasText: person.email });
    await row.getByRole('button', { name: `Resend the invitation to ${person.email}` }).click();
    await expect(toast(page, 'Invitation sent again')).toBeVisible();
    const second = linkIn(
      await nthEmail(
        person.email,
        'You are invited to join the BuildRight Equipment staff as Sales',
        2,
      ),
      ADMIN_URL,
    );
    expect(second).not.toBe(first);

    await row.getByRole('button', { name: `Revoke the invitation to ${person.email}` }).click();
    await page
      .getByRole('dialog', { name: 'Revoke invitation' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(toast(page, 'Invitation revoked')).toBeVisible();
    await expect(row).toHaveCount(0);

    // Both links are dead now; the page says so without signing anyone out.
    await page.goto(second);
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await openStaffTab(page);
    const me = page
      .getByRole('table', { name: 'Staff members' })
      .getByRole('row')
      .filter({ hasText: '(you)' });
    await me.getByRole('button', { name: 'Disable admin' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable staff account' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(confirm.getByRole('alert')).toContainText('You cannot disable your own account');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(me).toContainText('Active');
  });
});
