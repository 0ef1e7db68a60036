import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { catalogueUrl } from '../../catalog/catalogue-url.ts';

export function EmptyCatalogue({
  search,
  categoryId,
  categoryName,
  failed = false,
}: {
  search: string;
  categoryId: number | undefined;
  categoryName?: string;
  failed?: boolean;
}) {
  const where = categoryName ? `in ${categoryName}` : 'in any category';
  const message = failed
    ? 'The catalogue could not be loaded. Please check your connection and try again.'
    : search
      ? `We couldn't find any equipment matching "${search}" ${where}.`
      : `There is no equipment ${where} right now.`;

  return (
    <Card withBorder radius="md" py={56} data-testid="catalogue-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" color="gray.2" aria-hidden>
          <IconSearchOff size={32} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
        <Title order={2} fz={26}>
          No Equipment Found
        </Title>
        <Text c="dimmed" maw={460}>
          {message}
        </Text>
        <Group mt="sm" justify="center">
          {search && (
            <Button
              component={Link}
              to={catalogueUrl({ category: categoryId })}
              variant="outline"
              color="dark"
            >
              Clear Search
            </Button>
          )}
          <Button component={Link} to="/equipment">
            View All Equipment
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
