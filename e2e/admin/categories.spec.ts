import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectAccessible, openTab, signInAsAdmin, toast, unique } from './helpers.ts';

async function openCategories(page: Page) {
  await signInAsAdmin(page);
  await openTab(page, 'Inventory');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
}

function categoryRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Categories' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test.describe('admin categories', () => {
  test('creates, edits and deletes a category', async ({ page }) => {
    await openCategories(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const form = page.getByRole('region', { name: 'Add New Category' });
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(form.getByText('Category name is required')).toBeVisible();
    await expectAccessible(page);

    // A name that is taken is refused with the reason, and the form keeps what was typed.
    await form.getByRole('textbox', { name: 'Name' }).fill('Tools');
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(toast(page, 'Failed to create category')).toContainText('already exists');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Tools');

    const name = unique('E2E Lifting');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Create Category' }).click();
    await expect(toast(page, 'Category created successfully')).toBeVisible();
    const row = categoryRow(page, name);
    await expect(row).toContainText('No description');
    await expect(row).toContainText('Active');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('region', { name: 'Edit Category' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Description' }).fill('Slings, shackles and hoists');
    await edit.getByRole('switch', { name: /Active/ }).uncheck();
    await edit.getByRole('button', { name: 'Update Category' }).click();
    await expect(toast(page, 'Category updated successfully')).toBeVisible();
    await expect(row).toContainText('Slings, shackles and hoists');
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Category' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('refuses to delete a category that still has products', async ({ page }) => {
    await openCategories(page);
    const row = categoryRow(page, 'Tools');
    const count = await row.getByRole('cell').nth(3).textContent();
    expect(Number(count)).toBeGreaterThan(0);

    await row.getByRole('button', { name: 'Delete Tools' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Category' });
    await expect(dialog).toContainText('a category can only be deleted once it has none');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Failed to delete category')).toContainText('still has');
    await expect(dialog.getByRole('alert')).toContainText('move or delete them first');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
  });
});
