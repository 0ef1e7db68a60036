import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, formatDate } from '@buildright/browser';
import { NewListModal } from '../../lists/NewListModal.tsx';
import { ListSharing } from '../../lists/ListSharing.tsx';
import { useCreateList, useSavedLists } from '../../lists/useSavedLists.ts';
import { SignedInOnly } from '../account/SignedInOnly.tsx';
import { ListsForGuests } from './ListsForGuests.tsx';
import { EmptyList, LoadFailure, LoadingNotice } from '../LoadStates.tsx';

const TITLE = 'Saved Lists | BuildRight Equipment';

/** /lists: the customer's saved lists, and a new one. */
export function ListsPage() {
  return (
    <SignedInOnly title={TITLE} guest={<ListsForGuests title={TITLE} />}>
      {() => (
        <Container size="md" py="xl">
          <title>{TITLE}</title>
          <SavedLists />
        </Container>
      )}
    </SignedInOnly>
  );
}

function SavedLists() {
  const lists = useSavedLists();
  const create = useCreateList();
  const navigate = useNavigate();
  const [naming, setNaming] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 30, sm: 38 }}>
            Saved Lists
          </Title>
          <Text c="dimmed">The products your crews order again and again, ready in one step.</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          h={44}
          onClick={() => setNaming(true)}
        >
          New list
        </Button>
      </Group>

      {lists.isPending ? (
        <LoadingNotice what="lists" py="xl" />
      ) : lists.isError ? (
        <LoadFailure what="lists" message={errorMessage(lists.error)} py="xl" />
      ) : lists.data.length === 0 ? (
        <EmptyList icon={IconListCheck} title="No saved lists yet" testId="lists-empty">
          <Text c="dimmed" ta="center" maw={420}>
            Save products from a product page, your cart or a past order, or start a list here.
          </Text>
        </EmptyList>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lists.data.map((list) => (
            <Card
              key={list.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              data-testid="saved-list"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={`/lists/${list.id}`} fw={700} fz="lg" c="dark">
                  {list.name}
                </Anchor>
                <Group gap="xs" wrap="wrap">
                  {list.shared && <ListSharing list={list} />}
                  <Text size="sm" c="dimmed">
                    {list.lineCount} product{list.lineCount === 1 ? '' : 's'} · changed{' '}
                    {formatDate(list.updatedAt)}
                  </Text>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <NewListModal
        opened={naming}
        onClose={() => setNaming(false)}
        action="Create list"
        onSave={async (name) => {
          const list = await create.mutateAsync({ name });
          await navigate(`/lists/${list.id}`);
        }}
      />
    </Stack>
  );
}
