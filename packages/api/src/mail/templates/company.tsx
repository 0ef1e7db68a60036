import { SHOP_NAME } from '../../contact/shared/shop-contact.ts';
import { EmailLayout } from '../layout.tsx';
import { ActionButton, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';

export const companyInvitation = defineTemplate<{
  /** The inviting admin's e-mail address. */
  invitedBy: string;
  companyName: string;
  /** "Buyer" */
  role: string;
  roleDescription: string;
  token: string;
  /** "14 days" */
  validFor: string;
}>({
  subject: () => `You are invited to a company account at ${SHOP_NAME}`,
  render: ({ invitedBy, companyName, role, roleDescription, token, validFor }, shop) => {
    const acceptUrl = `${shop.url}/company/join/${encodeURIComponent(token)}`;
    return (
      <EmailLayout
        shop={shop}
        preview={`Join ${companyName} on ${shop.name} as ${role}`}
        heading={`Join ${companyName}`}
      >
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          {invitedBy} invited you to buy for {companyName} at {shop.name}, as {role}:{' '}
          {roleDescription.charAt(0).toLowerCase() + roleDescription.slice(1)}.
        </Paragraph>
        <Paragraph>
          Open the link, then sign in or create your account with this e-mail address. It works
          once, for {validFor}.
        </Paragraph>
        <ActionButton href={acceptUrl}>Join {companyName}</ActionButton>
        <Paragraph>Or paste this address into your browser: {acceptUrl}</Paragraph>
        <Paragraph>If you did not expect this invitation, ignore this e-mail.</Paragraph>
      </EmailLayout>
    );
  },
});
