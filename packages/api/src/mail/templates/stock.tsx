import { EmailLayout } from '../layout.tsx';
import { ActionButton, Paragraph } from '../parts.tsx';
import { defineTemplate } from '../template.ts';

export const backInStock = defineTemplate<{
  productId: number;
  productName: string;
  /** The request's secret, for the unsubscribe link. */
  unsubscribeToken: string;
}>({
  subject: ({ productName }) => `${productName} is back in stock`,
  render: ({ productId, productName, unsubscribeToken }, shop) => {
    const productUrl = `${shop.url}/equipment/${productId}`;
    const unsubscribeUrl = `${shop.url}/back-in-stock/unsubscribe/${encodeURIComponent(unsubscribeToken)}`;
    return (
      <EmailLayout
        shop={shop}
        preview={`${productName} is back in stock`}
        heading="It is back in stock"
      >
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          You asked us to tell you when {productName} was back. It is in stock now, while it lasts.
        </Paragraph>
        <ActionButton href={productUrl}>See {productName}</ActionButton>
        <Paragraph>We will write again only if it sells out and comes back.</Paragraph>
        <Paragraph>
          Not interested any more? <a href={unsubscribeUrl}>Stop e-mails about {productName}</a>
        </Paragraph>
      </EmailLayout>
    );
  },
});
