import { EmailLayout } from '../layout.tsx';
import { ActionButton, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';

export const passwordReset = defineTemplate<{
  name: string;
  resetUrl: string;
  /** "1 hour" */
  validFor: string;
}>({
  subject: () => 'Reset your password',
  render: ({ name, resetUrl, validFor }, shop) => (
    <EmailLayout
      shop={shop}
      preview="A link to choose a new password"
      heading="Reset your password"
    >
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        Someone, hopefully you, asked to reset the password of your {shop.name} account. The link
        below works once, for {validFor}.
      </Paragraph>
      <ActionButton href={resetUrl}>Choose a new password</ActionButton>
      <Paragraph>Or paste this address into your browser: {resetUrl}</Paragraph>
      <Paragraph>
        If you did not ask for this, ignore this e-mail: your password stays as it is.
      </Paragraph>
    </EmailLayout>
  ),
});
