import { expect, test, type Page } from './test.ts';
import { expectAccessible, expectToast, failTrpc, holdTrpc } from './helpers.ts';

async function fillMessage(page: Page) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Name' }).fill('Taylor Crane');
  await form.getByRole('textbox', { name: 'Email' }).fill('taylor@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('555-0123');
  await form.getByRole('textbox', { name: 'Company' }).fill('Crane & Sons');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Bulk order of hard hats');
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('We need 200 vented hard hats for a new site in Boise.');
}

test.describe('contact page', () => {
  test('shows the Get in Touch card and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'info@buildright.example' })).toHaveAttribute(
      'href',
      'mailto:info@buildright.example',
    );
    await expect(main.getByText('Monday to Friday, 8:00 AM to 5:00 PM PST')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expectAccessible(page);
  });

  test('validates with the spec messages', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Valid email is required',
      'Subject is required',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expectAccessible(page);
  });

  test('sends the message, then offers another or the way home', async ({ page }) => {
    await page.goto('/contact');
    await fillMessage(page);
    const release = await holdTrpc(page, 'contact.submit');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    await expectToast(
      page,
      'Message Sent Successfully!',
      'We will get back to you within 24 hours.',
    );
    const sent = page.getByTestId('message-sent');
    await expect(sent.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expectAccessible(page);

    await sent.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await fillMessage(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('message-sent').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failure shows the destructive toast and keeps the form', async ({ page }) => {
    await page.goto('/contact');
    await fillMessage(page);
    await failTrpc(page, 'contact.submit');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = await expectToast(page, 'Error', 'Failed to send message. Please try again.');
    await expect(failure).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Bulk order of hard hats',
    );
  });

  test('offline, the form says beside its button that the message did not go', async ({ page }) => {
    await page.goto('/contact');
    await fillMessage(page);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const problem = page.getByTestId('contact-problem');
    await expect(problem).toContainText('Failed to send message. Please try again.');
    await expect(problem).toContainText('Check your connection');
    // It stays, unlike the toast.
    await page.waitForTimeout(6_000);
    await expect(problem).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Bulk order of hard hats',
    );
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('message-sent')).toBeVisible();
  });
});
