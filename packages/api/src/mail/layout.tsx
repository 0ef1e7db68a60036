import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { ShopIdentity } from './template.ts';

export const colors = { brand: '#e8590c', ink: '#212529', muted: '#6c757d', line: '#dee2e6' };

const body = {
  backgroundColor: '#f1f3f5',
  fontFamily: 'Helvetica, Arial, sans-serif',
  color: colors.ink,
  margin: 0,
  padding: '24px 0',
};
const card = { backgroundColor: '#ffffff', borderRadius: 8, padding: '24px 32px', maxWidth: 600 };
const brand = { fontSize: 20, fontWeight: 700, color: colors.brand, margin: 0 };
const small = { fontSize: 12, lineHeight: '18px', color: colors.muted, margin: '4px 0' };

/** The one look every e-mail of the shop shares: brand on top, the shop's address below. */
export function EmailLayout(props: {
  shop: ShopIdentity;
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Section>
            <Link href={props.shop.url} style={brand}>
              {props.shop.name}
            </Link>
          </Section>
          <Heading as="h1" style={{ fontSize: 22, margin: '24px 0 12px' }}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr style={{ borderColor: colors.line, margin: '32px 0 16px' }} />
          <Text style={small}>
            {props.shop.name} · Professional Construction Equipment Solutions
          </Text>
          <Text style={small}>
            Questions? Write to <Link href={`mailto:${props.shop.email}`}>{props.shop.email}</Link>{' '}
            or visit <Link href={props.shop.url}>{props.shop.url.replace(/^https?:\/\//, '')}</Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
