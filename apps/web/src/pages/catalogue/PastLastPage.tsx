import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { withFilter } from '../../catalog/catalogue-url.ts';

/** A page number beyond the last (an old link, a hand-typed URL): say so, and lead back. */
export function PastLastPage({ total, lastPage }: { total: number; lastPage: number }) {
  const [params] = useSearchParams();
  const pages = lastPage === 1 ? '1 page' : `${lastPage} pages`;
  return (
    <Card withBorder radius="md" py={56} data-testid="catalogue-past-end">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} fz={26}>
          No More Equipment Here
        </Title>
        <Text c="dimmed" maw={460}>
          This page is past the end of the list: the {total} {total === 1 ? 'item' : 'items'} fit on{' '}
          {pages}.
        </Text>
        <Button component={Link} to={withFilter(params, { page: lastPage })} mt="sm">
          Go to Page {lastPage}
        </Button>
      </Stack>
    </Card>
  );
}
