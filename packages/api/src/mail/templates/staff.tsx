import { SHOP_NAME } from '../../contact/shared/shop-contact.ts';
import { EmailLayout } from '../layout.tsx';
import { ActionButton, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';

export const staffInvitation = defineTemplate<{
  invitedBy: string;
  /** "Sales" */
  role: string;
  roleDescription: string;
  acceptUrl: string;
  /** "7 days" */
  validFor: string;
}>({
  subject: ({ role }) => `You are invited to join the ${SHOP_NAME} staff as ${role}`,
  render: ({ invitedBy, role, roleDescription, acceptUrl, validFor }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`Join the ${shop.name} admin site as ${role}`}
      heading="You are invited to the staff"
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        {invitedBy} invited you to the {shop.name} admin site with the {role} role:{' '}
        {roleDescription.charAt(0).toLowerCase() + roleDescription.slice(1)}.
      </Paragraph>
      <Paragraph>
        Choose your username and password with the link below. It works once, for {validFor}.
      </Paragraph>
      <ActionButton href={acceptUrl}>Set up my staff account</ActionButton>
      <Paragraph>Or paste this address into your browser: {acceptUrl}</Paragraph>
      <Paragraph>If you did not expect this invitation, ignore this e-mail.</Paragraph>
    </EmailLayout>
  ),
});
