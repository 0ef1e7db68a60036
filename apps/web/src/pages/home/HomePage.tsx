import {
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCertificate,
  IconRotateClockwise2,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { JsonLd } from '../../seo/JsonLd.tsx';
import { organizationJsonLd } from '../../seo/organization-json-ld.ts';
import { PageHead } from '../../seo/PageHead.tsx';
import { SHOP_NAME } from '../../seo/page-text.ts';
import { usePublicUrl } from '../../seo/public-url.tsx';
import { HeroSlides } from './HeroSlides.tsx';
import { FeaturedProducts } from './FeaturedProducts.tsx';

const features = [
  {
    icon: IconTruckDelivery,
    title: 'Same Day Shipping',
    text: 'Order before 2PM PST to get your equipment delivered the same day.',
  },
  {
    icon: IconRotateClockwise2,
    title: '30 Day Returns',
    text: 'Easy returns within 30 days, no questions asked.',
  },
  {
    icon: IconCertificate,
    title: 'Certified Equipment',
    text: 'Every item meets industry safety standards and certifications.',
  },
];

export function HomePage() {
  const publicUrl = usePublicUrl();
  return (
    <>
      <PageHead
        title={`${SHOP_NAME} | Professional Construction Equipment Solutions`}
        description="Excavator upgrade kits, heavy machinery, power tools and certified safety gear for contractors and builders, shipped nationwide and internationally from the Pacific Northwest."
        path="/"
      />
      <JsonLd data={organizationJsonLd(publicUrl)} />
      <section className="hero" aria-labelledby="hero-title">
        <HeroSlides />
        <Container size="xl" className="hero-content" py={64} w="100%">
          <Stack gap="lg" maw={640}>
            <Text tt="uppercase" fw={800} lts="0.12em" c="safety.5" size="sm">
              Built for the job site
            </Text>
            <Title order={1} id="hero-title" fz={{ base: 40, sm: 56 }} lh={1.05} c="white">
              Professional Construction Equipment Solutions
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.2">
              Excavator upgrade kits, heavy machinery, power tools and certified safety gear for
              contractors and builders, shipped nationwide and internationally.
            </Text>
            <Group gap="md">
              <Button
                component={Link}
                to="/equipment"
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Equipment
              </Button>
              <Button component={Link} to="/contact" size="lg" variant="white" color="dark">
                Contact Us
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Box component="section" aria-label="Why BuildRight" bg="white" py={48}>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
            {features.map((feature) => (
              <Group key={feature.title} wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={52} radius="md" color="safety" aria-hidden>
                  <feature.icon size={28} />
                </ThemeIcon>
                <div>
                  <Title order={2} fz="xl">
                    {feature.title}
                  </Title>
                  <Text c="dimmed" mt={4}>
                    {feature.text}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <FeaturedProducts />
    </>
  );
}
