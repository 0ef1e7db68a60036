import { expect, test } from '../support/test.ts';
import { expectOnScreen, expectWithinScreen, PHONE } from '../support/phone.ts';
import { ADMIN_URL, expectAccessible, signInAsAdmin } from './helpers.ts';

// The server runs the shop's jobs on their schedules: the sweeps due every minute have run once
// it has been up a little while (the view looks again every 15 seconds).
const ranAlready = { timeout: 60_000 };

test.describe('the Jobs view', () => {
  test('lists each job with what it does, its schedule, its last run and its next', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/jobs$/);
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expect(jobs.locator('tbody tr')).toHaveCount(11);

    const cardHolds = jobs.getByRole('row').filter({ hasText: 'card-holds' });
    await expect(cardHolds).toContainText("Cancels card orders left unpaid past the shop's hold");
    await expect(cardHolds).toContainText('Every minute');
    await expect(cardHolds.getByText('Succeeded')).toBeVisible(ranAlready);
    await expect(cardHolds).toContainText(/Cancelled \d+ unpaid orders?/);

    const refunds = jobs.getByRole('row').filter({ hasText: 'refund-submissions' });
    await expect(refunds).toContainText('Every minute');

    const uploads = jobs.getByRole('row').filter({ hasText: 'upload-cleanup' });
    await expect(uploads).toContainText('Every 6 hours');

    const failures = page.getByRole('region', { name: 'Failures' });
    await expect(failures.getByRole('table', { name: 'Failures' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath('jobs-on-a-desktop.png'),
      fullPage: true,
    });
  });

  test('on a phone (390 px), shows each job with its schedule and last run on the screen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    await page.goto(`${ADMIN_URL}jobs`);
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expectWithinScreen(jobs);
    const mail = jobs.getByRole('row').filter({ hasText: 'mail-delivery' });
    await expectOnScreen(page, mail.getByText('mail-delivery', { exact: true }));
    await expectOnScreen(page, mail.getByText('Every minute', { exact: true }));
    await expect(mail.getByText('Succeeded')).toBeVisible(ranAlready);
    await expectOnScreen(page, mail.getByText('Succeeded'));
    await expectWithinScreen(page.getByRole('region', { name: 'Failures' }));
    await page.screenshot({
      path: test.info().outputPath('jobs-on-a-phone.png'),
      fullPage: true,
    });
  });
});
