import { expect, test } from './test.ts';
import { expectAccessible, expectToast } from './helpers.ts';

test.describe('home page', () => {
  test('shows the headline, the hero buttons, the three features and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Professional Construction Equipment Solutions/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Professional Construction Equipment Solutions',
      }),
    ).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Equipment', exact: true })).toHaveAttribute(
      'href',
      '/equipment',
    );
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    for (const [title, text] of [
      ['Same Day Shipping', 'Order before 2PM PST'],
      ['30 Day Returns', 'Easy returns within 30 days, no questions asked'],
      ['Certified Equipment', 'industry safety standards and certifications'],
    ]) {
      const heading = main.getByRole('heading', { name: title });
      await expect(heading).toBeVisible();
      await expect(heading.locator('xpath=..')).toContainText(text!);
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(footer.getByRole('button', { name: 'Admin' })).toBeVisible();
  });

  test('hero buttons lead to the catalogue and the contact page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Equipment', exact: true }).click();
    await expect(page).toHaveURL(/\/equipment$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('the banner rotates through 4 images every 5 seconds and the dots pick one', async ({
    page,
  }) => {
    // Time stands still until the test moves it.
    const start = new Date('2026-11-21T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    const slides = page.getByTestId('hero-slide');
    await expect(slides).toHaveCount(4);
    const dots = page.getByRole('group', { name: 'Choose a banner image' }).getByRole('button');
    await expect(dots).toHaveCount(4);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await expect(dots.nth(0)).toHaveAttribute('aria-pressed', 'true');

    await page.clock.runFor(4_900);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await page.clock.runFor(200);
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'false');

    await dots.nth(3).click();
    await expect(slides.nth(3)).toHaveAttribute('data-active', 'true');
    await expect(dots.nth(3)).toHaveAttribute('aria-pressed', 'true');
    // After the last slide comes the first again.
    await page.clock.runFor(5_100);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
  });

  test('the banner pauses and plays again with its button', async ({ page }) => {
    const start = new Date('2026-11-21T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    const slides = page.getByTestId('hero-slide');
    await page.getByRole('button', { name: 'Pause the banner' }).click();
    await page.clock.runFor(12_000);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');

    await page.getByRole('button', { name: 'Play the banner' }).click();
    await page.clock.runFor(5_100);
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
  });

  test('under reduced motion the banner stays still until played', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const start = new Date('2026-11-21T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    const slides = page.getByTestId('hero-slide');
    await expect(page.getByRole('button', { name: 'Play the banner' })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
  });

  test('shows featured equipment from the catalogue', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Equipment' });
    await expect(featured.getByTestId('product-card').first()).toBeVisible();
    await expect(featured.getByRole('link', { name: 'View all equipment' })).toHaveAttribute(
      'href',
      '/equipment',
    );
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Featured Equipment' }).getByTestId('product-card').first(),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('admin login from the footer', () => {
  test('shows the demo credentials, cancels, and reports wrong credentials', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Admin' }).click();
    const modal = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Demo credentials');
    await expect(modal).toContainText('admin123');
    await expectAccessible(page);

    await modal.getByRole('button', { name: 'Login' }).click();
    await expect(modal.getByText('Username is required')).toBeVisible();
    await expect(modal.getByText('Password is required')).toBeVisible();

    await modal.getByLabel('Username').fill('admin');
    await modal.getByLabel(/^Password/).fill('wrong-password');
    await modal.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Error', 'Invalid credentials');
    await expect(modal).toBeVisible();

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('a successful login loads the admin dashboard in full', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Admin' }).click();
    const modal = page.getByRole('dialog', { name: 'Admin Login' });
    await modal.getByLabel('Username').fill('admin');
    await modal.getByLabel(/^Password/).fill('admin123');
    await modal.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin-dashboard/');
    const me = await page.request.get('/api/admin/me');
    expect(me.ok()).toBe(true);
  });
});
