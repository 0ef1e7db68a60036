import { Group, Loader, Stack, Text, ThemeIcon, type StackProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Shown while the visitor's own data loads: "Loading your orders...". */
export function LoadingNotice({ what, py }: { what: string; py?: StackProps['py'] }) {
  return (
    <Group gap="sm" py={py} justify="center">
      <Loader size="sm" aria-hidden />
      <Text>Loading your {what}...</Text>
    </Group>
  );
}

/** Why the visitor's own data did not load, announced at once: "Your orders could not be…". */
export function LoadFailure({
  what,
  message,
  py,
  centred = false,
}: {
  what: string;
  message: string;
  py?: StackProps['py'];
  centred?: boolean;
}) {
  return (
    <Text c="red.9" role="alert" py={py} ta={centred ? 'center' : undefined}>
      Your {what} could not be loaded: {message}
    </Text>
  );
}

/** A list with nothing in it yet: an icon, what is missing, where it comes from, and a way on. */
export function EmptyList({
  icon: ListIcon,
  title,
  testId,
  children,
}: {
  icon: Icon;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" py="xl" gap="sm" data-testid={testId}>
      <ThemeIcon size={64} radius="xl" color="gray.2" aria-hidden>
        <ListIcon size={34} color="var(--mantine-color-gray-7)" />
      </ThemeIcon>
      <Text fw={700}>{title}</Text>
      {children}
    </Stack>
  );
}
