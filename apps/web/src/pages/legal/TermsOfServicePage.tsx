import { SHOP_CONTACT } from '@buildright/api/shared';
import { LegalPage, type LegalSection } from './LegalPage.tsx';

const sections: LegalSection[] = [
  {
    title: 'Using Our Shop',
    body: (
      <p>
        By browsing or ordering from BuildRight Equipment you agree to these terms. You must be at
        least 18 years old and able to enter into a binding contract to place an order. If you
        create an account, keep your password secret; you are responsible for orders placed with it.
      </p>
    ),
  },
  {
    title: 'Products and Prices',
    body: (
      <p>
        All prices are in US dollars. We take care to describe and price our equipment accurately;
        if we find an error in the price of an item you ordered, we will contact you before shipping
        and you may cancel the order. Product images are for illustration and may differ slightly
        from the delivered item.
      </p>
    ),
  },
  {
    title: 'Orders, Quotes and Payment',
    body: (
      <>
        <p>
          You can pay by card at checkout or request a quote. A quote request reserves the items
          while our sales team contacts you to confirm delivery and payment. An order is accepted
          once payment is received or the quote is confirmed in writing.
        </p>
        <p>Payment is due at the time of order unless agreed otherwise in a confirmed quote.</p>
      </>
    ),
  },
  {
    title: 'Shipping and Delivery',
    body: (
      <ul>
        <li>In-stock items ship within one business day.</li>
        <li>Orders placed before 2PM PST can be delivered the same day where available.</li>
        <li>Standard delivery to the lower 48 states takes 2 business days.</li>
        <li>
          International orders ship with customs support; duties and import taxes are payable by the
          buyer.
        </li>
      </ul>
    ),
  },
  {
    title: 'Returns and Refunds',
    body: (
      <p>
        You may return unused equipment in its original packaging within 30 days of delivery for a
        full refund or exchange. Refunds are issued to the original payment method within 10
        business days of receiving the return.
      </p>
    ),
  },
  {
    title: 'Warranty',
    body: (
      <p>
        New equipment comes with a 2-year limited warranty against defects in materials and
        workmanship under normal use. The warranty does not cover wear parts, misuse, or
        modifications not approved by the manufacturer.
      </p>
    ),
  },
  {
    title: 'Safe Use',
    body: (
      <p>
        Construction equipment can be dangerous. Follow the manufacturer's instructions, use the
        required protective equipment, and make sure operators are trained and certified where the
        law requires it.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the extent permitted by law, our liability for any claim related to an order is limited
        to the price paid for that order. We are not liable for indirect losses such as lost profits
        or project delays.
      </p>
    ),
  },
  {
    title: 'Governing Law and Contact',
    body: (
      <p>
        These terms are governed by the laws of the State of Oregon. Questions about these terms can
        be sent to <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> or by phone at{' '}
        {SHOP_CONTACT.phone}.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms-of-service"
      intro="These terms govern your use of the BuildRight Equipment online shop and the purchase of equipment from us. Please read them before placing an order."
      sections={sections}
    />
  );
}
