import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, expectReadable, header, registerCustomer } from './helpers.ts';

const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Search equipment' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const cards = (page: Page) => page.getByTestId('product-card');
const bucket = 'Heavy-Duty Digging Bucket 24"';

test.describe('search suggestions', () => {
  test('open as you type and work by keyboard: arrows, Enter and Escape', async ({ page }) => {
    await page.goto('/about');
    const search = searchBox(page);
    await search.pressSequentially('excavater digging buck', { delay: 30 });
    const list = suggestions(page);
    await expect(list).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option').first()).toContainText(bucket);
    await expect(list.getByRole('option', { name: /in Excavator Upgrade Kits/ })).toBeVisible();
    await expectAccessible(page);

    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/equipment\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: bucket })).toBeVisible();

    // Enter with nothing highlighted opens the catalogue's results.
    await searchBox(page).fill('thumbs');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/equipment\?search=thumbs$/);
    await expect(cards(page).first()).toContainText('Hydraulic Thumb Kit');

    await expect(suggestions(page)).toBeHidden();
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a category suggestion opens the search within that category', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).pressSequentially('hydraulic', { delay: 30 });
    await suggestions(page)
      .getByRole('option', { name: /in Excavator Upgrade Kits/ })
      .click();
    await expect(page).toHaveURL(/\/equipment\?search=hydraulic&category=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Excavator Upgrade Kits' }),
    ).toBeVisible();
  });

  test('work on the phone layout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Open search' }).click();
    await searchBox(page).pressSequentially('glove', { delay: 30 });
    const option = suggestions(page).getByRole('option', { name: /Work Gloves/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page.getByRole('heading', { level: 1, name: /Work Gloves/ })).toBeVisible();
  });
});

test.describe('catalogue facets and sorting', () => {
  test('live in the address: they survive a reload and Back undoes them', async ({ page }) => {
    await page.goto('/equipment');
    const sort = page.getByLabel('Sort by');
    await sort.selectOption('price_asc');
    await expect(page).toHaveURL(/\/equipment\?sort=price_asc$/);
    const prices = async () =>
      (await cards(page).getByTestId('price').allInnerTexts()).map((text) =>
        Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')),
      );
    const ascending = (list: number[]) =>
      list.every((price, i) => i === 0 || list[i - 1]! <= price);
    // The previous listing stays on screen until the new one arrives.
    await expect.poll(async () => ascending(await prices())).toBe(true);

    const inStock = page.getByRole('checkbox', { name: /In stock only/ });
    await inStock.click();
    await expect(page).toHaveURL(/\/equipment\?sort=price_asc&inStock=1$/);
    await expect(page.getByText('Out of Stock')).toHaveCount(0);

    await page.getByLabel('Min price').fill('1000');
    await page.getByLabel('Max price').fill('3000');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/minPrice=1000&maxPrice=3000/);
    await expect
      .poll(async () => (await prices()).every((price) => price >= 1000 && price <= 3000))
      .toBe(true);
    const filteredCount = await page.getByTestId('catalogue-count').innerText();

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    await expect(page.getByLabel('Min price')).toHaveValue('1000');
    await expect(page.getByTestId('catalogue-count')).toHaveText(filteredCount);

    await page.goBack();
    await expect(page).toHaveURL(/\/equipment\?sort=price_asc&inStock=1$/);
    await expect(page.getByLabel('Min price')).toHaveValue('');
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: /In stock only/ })).not.toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  });

  test('category counts follow the search', async ({ page }) => {
    await page.goto('/equipment?search=bucket');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Safety Gear' })).toContainText('(0)');
    await expect(
      categories.getByRole('link', { name: 'Excavator Upgrade Kits' }),
    ).not.toContainText('(0)');
  });
});

test.describe('my machine', () => {
  async function chooseMachine(page: Page, make: string, model: RegExp) {
    await header(page).getByRole('button', { name: 'My machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'My machine' });
    await dialog.getByRole('combobox', { name: 'Make' }).click();
    await page.getByRole('option', { name: make, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option', { name: model }).click();
    await expect(dialog).toBeHidden();
  }

  test('is picked make then model, remembered, and every product says whether it fits', async ({
    page,
  }) => {
    await page.goto('/equipment');
    await chooseMachine(page, 'CAT', /^301\.7 CR/);
    await expect(header(page).getByRole('button', { name: 'CAT 301.7 CR' })).toBeVisible();

    // "Fits my machine" is on: of the demo attachments only the mini excavator thumb is left
    // (other specs may add products of their own, universal ones among them).
    const fits = page.getByRole('switch', { name: 'Fits my CAT 301.7 CR' });
    await expect(fits).toBeChecked();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Excavator Upgrade Kits' })
      .click();
    const thumb = cards(page).filter({ hasText: 'Hydraulic Thumb Kit' });
    await expect(thumb.getByTestId('fit-verdict')).toHaveText('Fits your CAT 301.7 CR');
    await expect(cards(page).filter({ hasText: bucket })).toHaveCount(0);
    await expect(cards(page).locator('[data-fit="does-not-fit"]')).toHaveCount(0);

    // The switch follows the address, which changes once the click is handled.
    await fits.click();
    await expect(page).toHaveURL(/fits=0/);
    await expect(fits).not.toBeChecked();
    const bucketCard = cards(page).filter({ hasText: bucket });
    await expect(bucketCard.getByTestId('fit-verdict')).toHaveText(
      'Does not fit your CAT 301.7 CR (needs 5–8 t)',
    );
    // Its text once had the colour of its own background, which the accessibility scan missed.
    await expectReadable(bucketCard.getByTestId('fit-verdict'));
    // A product without fitment rules claims nothing about the machine.
    await page.goto('/equipment?search=vest&fits=0');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().getByTestId('fit-verdict')).toHaveCount(0);

    // The product page gives the verdict and the compatible machines; the choice is remembered.
    await page.goto('/equipment?search=ditch&fits=0');
    await cards(page).first().getByRole('heading').getByRole('link').click();
    // The product's own verdict comes first; the related products' cards below carry theirs.
    const verdict = page.getByTestId('fit-verdict').first();
    await expect(verdict).toHaveText('Does not fit your CAT 301.7 CR');
    await expect(page.getByTestId('fitment-models')).toContainText('Kubota KX080-4');
    await page.reload();
    await expect(verdict).toHaveText('Does not fit your CAT 301.7 CR');

    await page.getByRole('button', { name: 'Change machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'My machine' });
    await dialog.getByRole('combobox', { name: 'Make' }).fill('Kub');
    await page.getByRole('option', { name: 'Kubota', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Model' }).fill('KX080');
    await page.getByRole('option', { name: /^KX080-4/ }).click();
    await expect(verdict).toHaveText('Fits your Kubota KX080-4');
    await expectAccessible(page);
  });

  test("a signed-in customer's machines make a fleet on the account", async ({ page }) => {
    await page.goto('/equipment');
    // Chosen before signing in, it joins the fleet once the account is known.
    await chooseMachine(page, 'Volvo', /^EC27/);
    await registerCustomer(page);
    await page.goto('/account?tab=machines');
    const fleet = page.getByTestId('fleet-machine');
    await expect(fleet).toHaveCount(1);
    await expect(fleet.first()).toContainText('Volvo EC27');
    await expect(fleet.first()).toContainText('Shopping for it');

    const picker = page.getByRole('tabpanel');
    await picker.getByRole('combobox', { name: 'Make' }).fill('JCB');
    await page.getByRole('option', { name: 'JCB', exact: true }).click();
    await picker.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option', { name: /^86C-2/ }).click();
    await expect(fleet).toHaveCount(2);
    await expect(fleet.filter({ hasText: 'JCB 86C-2' })).toContainText('Shopping for it');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remove Volvo EC27' }).click();
    await expect(fleet).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('fleet-machine')).toHaveCount(1);
    await expect(header(page).getByRole('button', { name: 'JCB 86C-2' })).toBeVisible();
  });
});
