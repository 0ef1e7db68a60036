import { expect, test } from '@playwright/test';
import { expectAccessible, openTab, signInAsAdmin, trpcMutation, unique } from './helpers.ts';

test('a contact submission can be read in full from the Users tab', async ({ page }) => {
  const subject = unique('Bulk order of breakers');
  await trpcMutation(page.request, 'contact.submit', {
    name: 'Morgan Site',
    email: 'morgan.site@example.com',
    phone: '',
    company: '',
    subject,
    message: 'We need six breaker hammers for a tunnel job.\nCan you quote delivery to Portland?',
  });

  await signInAsAdmin(page);
  await openTab(page, 'Users');
  const row = page
    .getByRole('table', { name: 'Contact Form Submissions' })
    .getByRole('row')
    .filter({ hasText: subject });
  await expect(row).toContainText('Morgan Site');
  await expect(row).toContainText('morgan.site@example.com');
  await expect(row).toContainText('N/A');

  await row.getByRole('button', { name: `View message from Morgan Site: ${subject}` }).click();
  const modal = page.getByRole('dialog', { name: subject });
  await expect(modal.getByTestId('contact-message')).toHaveText(
    'We need six breaker hammers for a tunnel job.\nCan you quote delivery to Portland?',
  );
  await expect(modal.getByRole('link', { name: 'morgan.site@example.com' })).toHaveAttribute(
    'href',
    /^mailto:morgan\.site@example\.com/,
  );
  await expectAccessible(page);
});
