import { expect, test } from '../support/test.ts';
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

test('contact messages are searched and paged on the server, kept in the address', async ({
  page,
}) => {
  const topic = unique('Tunnel shoring');
  for (let i = 1; i <= 22; i++) {
    await trpcMutation(page.request, 'contact.submit', {
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      phone: '',
      company: '',
      subject: `${topic} ${String(i).padStart(2, '0')}`,
      message: 'Please call me back about shoring boxes.',
    });
  }

  await signInAsAdmin(page);
  await openTab(page, 'Users');
  await page.getByRole('textbox', { name: 'Search messages' }).fill(topic);
  await expect(page.getByText('22 matching messages, newest first')).toBeVisible();
  const table = page.getByRole('table', { name: 'Contact Form Submissions' });
  // Newest first: the page of 20 starts with the last one sent.
  await expect(table.getByRole('row').nth(1)).toContainText(`${topic} 22`);
  await expect(page.getByText('1-20 of 22')).toBeVisible();

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/users\?.*page=2/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toContainText(`${topic} 01`);

  // A reload shows the same search and page; opening a message reads it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search messages' })).toHaveValue(topic);
  await expect(page.getByText('21-22 of 22')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Messages to show' })
    .getByText('Unread', { exact: true })
    .click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText('22 matching unread messages, newest first')).toBeVisible();
  await table.getByRole('button', { name: `View message from Sender 22: ${topic} 22` }).click();
  // Escape reaches the dialog once it is open; pressed before, it was lost (CI on 0592120).
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // Scanned once the dialog has faded out, not through its closing overlay.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('21 matching unread messages, newest first')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `${topic} 22` })).toHaveCount(0);
  await expectAccessible(page);
});
