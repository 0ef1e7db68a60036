import {
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconClock24,
  IconHeadset,
  IconShieldCheck,
  IconTruckDelivery,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHead } from '../seo/PageHead.tsx';
import { pageTitle } from '../seo/page-text.ts';

const strengths = [
  {
    icon: IconWorld,
    title: 'Global Shipping',
    text: 'We ship across the United States and to job sites worldwide, with customs paperwork handled for you.',
  },
  {
    icon: IconHeadset,
    title: 'Remote Support',
    text: 'Our technicians walk your crew through installation and troubleshooting by phone or video.',
  },
  {
    icon: IconClock24,
    title: '24/7 Availability',
    text: 'Breakdowns do not keep office hours. Neither does our emergency parts line.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHead
        title={pageTitle('About Us')}
        description="Who we are: a Pacific Northwest supplier of construction equipment run by people who have used it, with global shipping, remote support, 24/7 availability and a 30-day guarantee."
        path="/about"
      />
      <Box bg="steel.9" c="white" py={64}>
        <Container size="lg">
          <Text tt="uppercase" fw={800} lts="0.12em" c="safety.5" size="sm">
            About BuildRight
          </Text>
          <Title order={1} c="white" fz={{ base: 36, sm: 48 }} maw={760}>
            Equipment you can trust, from people who have run it
          </Title>
          <Text c="gray.3" size="lg" mt="md" maw={720}>
            Headquartered in the Pacific Northwest, BuildRight Equipment supplies contractors and
            builders with excavator upgrade kits, heavy machinery, tools and safety gear.
          </Text>
        </Container>
      </Box>

      <Container size="lg" py={56}>
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} mb="sm">
              Our Story
            </Title>
            <Stack gap="md">
              <Text>
                BuildRight started in a small warehouse outside Portland, Oregon, run by a former
                excavation contractor who was tired of waiting weeks for the right bucket, coupler
                or hydraulic hammer. The idea was simple: stock what crews actually need, ship it
                fast, and answer the phone when someone calls.
              </Text>
              <Text>
                Today we serve thousands of contractors, rental fleets and municipalities, from
                single-machine owner-operators to national builders. Every item in our catalogue is
                chosen by people who have used it on a job site, and every order is followed up by a
                sales specialist who knows the equipment.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" p="lg">
              <Group gap="sm" mb="sm">
                <ThemeIcon color="safety" size={40} radius="md" aria-hidden>
                  <IconBuildingWarehouse size={22} />
                </ThemeIcon>
                <Title order={2} fz="xl">
                  Pacific Northwest Headquarters
                </Title>
              </Group>
              <Text c="dimmed">
                Our headquarters and main warehouse sit on the I-5 corridor, so in-stock orders
                reach the carrier the same business day.
              </Text>
            </Card>
          </Grid.Col>
        </Grid>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={56}>
          {strengths.map((item) => (
            <Card key={item.title} withBorder radius="md" p="lg">
              <ThemeIcon color="safety" size={48} radius="md" aria-hidden mb="sm">
                <item.icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {item.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {item.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Grid gap={48} mt={56}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Group gap="sm" mb="sm">
              <ThemeIcon color="dark" size={40} radius="md" aria-hidden>
                <IconTruckDelivery size={22} />
              </ThemeIcon>
              <Title order={2}>Shipping Policy</Title>
            </Group>
            <List spacing="xs">
              <List.Item>In-stock items ship within one business day.</List.Item>
              <List.Item>2-day shipping to the lower 48 states.</List.Item>
              <List.Item>International shipping with customs support.</List.Item>
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Group gap="sm" mb="sm">
              <ThemeIcon color="dark" size={40} radius="md" aria-hidden>
                <IconShieldCheck size={22} />
              </ThemeIcon>
              <Title order={2}>30-Day Satisfaction Guarantee</Title>
            </Group>
            <Text>
              If a product is not right for the job, return it within 30 days for a full refund or
              an exchange. No questions asked.
            </Text>
          </Grid.Col>
        </Grid>

        <Card withBorder radius="md" p="xl" mt={56} bg="safety.6">
          <Group justify="space-between" wrap="wrap" gap="md">
            <div>
              <Title order={2} c="#16191f">
                Ready to equip your crew?
              </Title>
              <Text c="#16191f">Browse the catalogue or talk to a specialist today.</Text>
            </div>
            <Group>
              <Button component={Link} to="/" color="dark" size="md">
                Back to Home
              </Button>
              <Button component={Link} to="/contact" variant="white" color="dark" size="md">
                Contact Us
              </Button>
            </Group>
          </Group>
        </Card>
      </Container>
    </>
  );
}
