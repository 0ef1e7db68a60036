import { EmailLayout } from '../layout.tsx';
import { Details, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';

interface EmailContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  subject: string;
  message: string;
}

/** The message block of SPEC §7: every field, "Not provided" for empty optional ones. */
export function contactMessageText(input: EmailContactMessage): string {
  return [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone || 'Not provided'}`,
    `Company: ${input.company || 'Not provided'}`,
    `Subject: ${input.subject}`,
    '',
    'Message:',
    input.message,
  ].join('\n');
}

const contactRows = (input: EmailContactMessage): [string, string][] => [
  ['Name', input.name],
  ['Email', input.email],
  ['Phone', input.phone || 'Not provided'],
  ['Company', input.company || 'Not provided'],
  ['Subject', input.subject],
];

export const contactShop = defineTemplate<{ contact: EmailContactMessage }>({
  subject: () => 'New contact form message',
  text: ({ contact }) => contactMessageText(contact),
  render: ({ contact }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`${contact.name}: ${contact.subject}`}
      heading="New contact message"
    >
      <Details rows={contactRows(contact)} />
      <Paragraph>{contact.message}</Paragraph>
    </EmailLayout>
  ),
});

/**
 * The sender's acknowledgement: the shop's own words only. The address was typed by whoever
 * sent the form, so nothing they wrote (name, subject, message) goes back out in it: otherwise
 * anyone could have the shop deliver their text to any address.
 */
export const contactCopy = defineTemplate<Record<string, never>>({
  subject: () => 'We received your message',
  render: (_data, shop) => (
    <EmailLayout
      shop={shop}
      preview="We will get back to you within 24 hours"
      heading="Thank you for your message"
    >
      <Paragraph>
        We received your message and will get back to you within 24 hours (Monday to Friday, 8:00 AM
        to 5:00 PM PST).
      </Paragraph>
      <Paragraph>
        If you did not write to us, someone else entered this address on our contact form; you can
        ignore this e-mail.
      </Paragraph>
    </EmailLayout>
  ),
});

/**
 * POST /api/send-email: a message to the shop's own inbox, exactly as written. Its subject is the
 * shop's own words, like every e-mail's; the one the sender wrote heads the message.
 */
export const shopMessage = defineTemplate<{ subject: string; message: string }>({
  subject: () => 'New message from the website',
  text: ({ message }) => message,
  render: ({ subject, message }, shop) => (
    <EmailLayout shop={shop} preview={subject} heading={subject}>
      <Paragraph>{message}</Paragraph>
    </EmailLayout>
  ),
});
