import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from './Brand.tsx';
import { withAllStyles } from '../lib/all-styles.ts';
import { SHOP_CONTACT } from '@buildright/api/shared';

const AdminLoginModal = lazy(
  withAllStyles(() =>
    import('../auth/AdminLoginModal.tsx').then((m) => ({ default: m.AdminLoginModal })),
  ),
);

export function Footer() {
  const [adminOpened, admin] = useDisclosure(false);
  return (
    <footer className="shop-footer">
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text size="sm">
              Excavator upgrade kits, machinery, tools and safety gear for contractors and builders,
              shipped nationwide and worldwide from the Pacific Northwest.
            </Text>
          </Stack>
          <FooterColumn title="Shop">
            <Link to="/equipment">All Equipment</Link>
            <Link to="/checkout">Request a Quote</Link>
            <Link to="/account">My Account</Link>
            <Link to="/find-order">Find Your Order</Link>
          </FooterColumn>
          <FooterColumn title="Company">
            <Link to="/about">About Us</Link>
            <Link to="/contact">Contact</Link>
            <Link to="/privacy-policy">Privacy Policy</Link>
            <Link to="/terms-of-service">Terms of Service</Link>
          </FooterColumn>
          <FooterColumn title="Get in Touch" isNav={false}>
            <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
            <a href={`tel:${SHOP_CONTACT.phoneHref}`}>{SHOP_CONTACT.phone}</a>
            <Text size="sm">{SHOP_CONTACT.hours}</Text>
          </FooterColumn>
        </SimpleGrid>
        <Group
          justify="space-between"
          mt={40}
          pt="md"
          style={{ borderTop: '1px solid #3d4756' }}
          gap="sm"
        >
          <Text size="sm">
            © {new Date().getFullYear()} BuildRight Equipment. All rights reserved.
          </Text>
          <button type="button" className="footer-link" onClick={admin.open}>
            <Text size="sm" component="span">
              Admin
            </Text>
          </button>
        </Group>
      </Container>
      {adminOpened && (
        <Suspense fallback={null}>
          <AdminLoginModal opened={adminOpened} onClose={admin.close} />
        </Suspense>
      )}
    </footer>
  );
}

function FooterColumn({
  title,
  isNav = true,
  children,
}: {
  title: string;
  isNav?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component={isNav ? 'nav' : 'div'} aria-label={isNav ? title : undefined}>
      <Title order={2} fz="md" c="white" tt="uppercase" lts="0.06em">
        {title}
      </Title>
      <Stack gap={6} fz="sm">
        {children}
      </Stack>
    </Stack>
  );
}
