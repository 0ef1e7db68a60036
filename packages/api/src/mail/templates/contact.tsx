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
  subject: ({ contact }) => `Contact Form: ${contact.subject}`,
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

export const contactCopy = defineTemplate<{ contact: EmailContactMessage }>({
  subject: ({ contact }) => `We received your message: ${contact.subject}`,
  render: ({ contact }, shop) => (
    <EmailLayout
      shop={shop}
      preview="We will get back to you within 24 hours"
      heading="Thank you for your message"
    >
      <Paragraph>Hello {contact.name},</Paragraph>
      <Paragraph>
        We received your message and will get back to you within 24 hours (Monday to Friday, 8:00 AM
        to 5:00 PM PST). This is your copy:
      </Paragraph>
      <Details rows={contactRows(contact)} />
      <Paragraph>{contact.message}</Paragraph>
    </EmailLayout>
  ),
});

/** POST /api/send-email: a message to the shop's own inbox, exactly as written. */
export const shopMessage = defineTemplate<{ subject: string; message: string }>({
  subject: ({ subject }) => subject,
  text: ({ message }) => message,
  render: ({ subject, message }, shop) => (
    <EmailLayout shop={shop} preview={subject} heading={subject}>
      <Paragraph>{message}</Paragraph>
    </EmailLayout>
  ),
});
