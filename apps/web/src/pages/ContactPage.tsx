import { contactInput } from '@buildright/api/shared';
import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@buildright/ui';
import { CompanyInput, EmailInput, PhoneInput } from '../forms/contact-inputs.tsx';
import { useTRPC } from '../lib/trpc.ts';
import { SHOP_CONTACT } from '@buildright/api/shared';
import { errorMessage, fieldErrorsOf, toast } from '@buildright/browser';
import { PageHead } from '../seo/PageHead.tsx';
import { pageTitle } from '../seo/page-text.ts';

const emptyMessage = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

export function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <Container size="xl" py="xl">
      <PageHead
        title={pageTitle('Contact Us')}
        description="Ask BuildRight Equipment about a machine, a quote or a delivery by e-mail, phone or our contact form. Our equipment specialists reply within 24 hours."
        path="/contact"
      />
      <Stack gap={4} mb="xl" maw={720}>
        <Title order={1}>Contact Us</Title>
        <Text c="dimmed" size="lg">
          Questions about a machine, a quote or a delivery? Our equipment specialists reply within
          24 hours.
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GetInTouch />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {sent ? (
            <MessageSent onAnother={() => setSent(false)} />
          ) : (
            <ContactForm onSent={() => setSent(true)} />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function GetInTouch() {
  const entries = [
    {
      icon: IconMail,
      label: 'Email',
      value: <Anchor href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</Anchor>,
    },
    {
      icon: IconPhone,
      label: 'Phone',
      value: <Anchor href={`tel:${SHOP_CONTACT.phoneHref}`}>{SHOP_CONTACT.phone}</Anchor>,
    },
    { icon: IconClock, label: 'Business Hours', value: SHOP_CONTACT.hours },
  ];
  return (
    <Card withBorder radius="md" p="lg" bg="steel.9" c="white">
      <Title order={2} fz="xl" mb="md" c="white">
        Get in Touch
      </Title>
      <Stack gap="lg">
        {entries.map((entry) => (
          <Group key={entry.label} wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon color="safety" size={40} radius="md" aria-hidden>
              <entry.icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{entry.label}</Text>
              <Text size="sm" c="gray.3" className="contact-value">
                {entry.value}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: emptyMessage,
    validate: schemaResolver(contactInput, { sync: true }),
  });
  const submit = useMutation(
    trpc.contact.submit.mutationOptions({
      // Offline, say so now rather than wait silently for the connection ("Sending...").
      networkMode: 'always',
      onSuccess: () => {
        form.reset();
        onSent();
        toast({
          title: 'Message Sent Successfully!',
          description: 'We will get back to you within 24 hours.',
        });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toast({
          title: 'Error',
          description: 'Failed to send message. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="xl" mb="md">
        Send Us a Message
      </Title>
      <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <EmailInput {...form.getInputProps('email')} />
            <PhoneInput {...form.getInputProps('phone')} />
            <CompanyInput {...form.getInputProps('company')} />
          </SimpleGrid>
          <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
          <Textarea
            label="Message"
            withAsterisk
            autosize
            minRows={5}
            description="At least 10 characters"
            {...form.getInputProps('message')}
          />
          {/* Beside the button, not only in a toast that fades: why the message did not go. */}
          {submit.error && Object.keys(fieldErrorsOf(submit.error)).length === 0 && (
            <ErrorAlert
              title="Failed to send message. Please try again."
              data-testid="contact-problem"
            >
              {errorMessage(submit.error)}
            </ErrorAlert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" disabled={submit.isPending}>
              {submit.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function MessageSent({ onAnother }: { onAnother: () => void }) {
  return (
    <Card withBorder radius="md" p="xl" data-testid="message-sent">
      <Stack align="center" ta="center" gap="md" py="lg">
        <ThemeIcon size={72} radius="xl" color="green" aria-hidden>
          <IconCircleCheck size={42} />
        </ThemeIcon>
        <Title order={2}>Message Sent!</Title>
        <Text c="dimmed" maw={440}>
          Thank you for reaching out. Our team will get back to you within 24 hours.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/">
            Return to Home
          </Button>
          <Button variant="outline" color="dark" onClick={onAnother}>
            Send Another Message
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
