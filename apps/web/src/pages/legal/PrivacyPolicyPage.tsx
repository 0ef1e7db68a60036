import { SHOP_CONTACT } from '@buildright/api/shared';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const sections: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to sell and deliver equipment to you:</p>
        <ul>
          <li>
            <strong>Account details</strong> you give us when you register: username, name and
            e-mail address. Passwords are stored only as a one-way hash.
          </li>
          <li>
            <strong>Order details</strong>: your name, e-mail address, phone number, delivery
            address and the items you order.
          </li>
          <li>
            <strong>Messages</strong> you send through our contact form, including your company name
            if you choose to give it.
          </li>
          <li>
            <strong>Technical data</strong>: a session cookie that keeps you signed in, and server
            logs (IP address, browser type, pages requested) kept for security.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To process your orders and quote requests and to arrange delivery and payment.</li>
        <li>To answer your questions and send you order confirmations and updates.</li>
        <li>To keep the shop secure and to prevent fraud.</li>
        <li>To meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    title: 'Payments',
    body: (
      <p>
        Card payments are handled by our payment provider, Stripe. Your card number is entered into
        the provider's secure form and never reaches or is stored on our servers.
      </p>
    ),
  },
  {
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We use one session cookie to keep you signed in. Your shopping cart and checkout details are
        kept in your browser's local storage so they survive a reload; you can clear them at any
        time in your browser settings. We do not use advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    title: 'Sharing Your Information',
    body: (
      <p>
        We never sell your personal information. We share it only with the carriers that deliver
        your order, our payment provider, and authorities where the law requires it.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        Order records are kept for seven years to meet tax and warranty obligations. Contact
        messages are deleted after two years. You can ask us to delete your account at any time.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <p>
        You may ask for a copy of the personal information we hold about you, have it corrected, or
        have it deleted where we are not required to keep it. Write to{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> and we will reply within
        30 days.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        If we change this policy we will publish the new version on this page with a new effective
        date. Significant changes will also be announced by e-mail to registered customers.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy-policy"
      intro="BuildRight Equipment respects your privacy. This policy explains what personal information we collect when you use our shop, why we collect it, and the choices you have."
      sections={sections}
    />
  );
}
