import { idParam, type SavedList } from '@buildright/api/shared';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconListCheck,
  IconPencil,
  IconShoppingCartPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@buildright/browser';
import { BackLink } from '../../components/BackLink.tsx';
import { ListSharing } from '../../lists/ListSharing.tsx';
import { NewListModal } from '../../lists/NewListModal.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useMyCompany } from '../account/company/useMyCompany.ts';
import { SignedInOnly } from '../account/SignedInOnly.tsx';
import { EmptyList, LoadFailure, LoadingNotice } from '../LoadStates.tsx';
import { DeleteListModal } from './DeleteListModal.tsx';
import { ListLines } from './ListLines.tsx';
import { useListEditor } from './useListEditor.ts';
import { useListToCart, type ListToCartResult } from './useListToCart.ts';

/** /lists/:id: one saved list, edited in place and ordered in one step. */
export function ListPage() {
  const listId = idParam.safeParse(useParams().id);
  return (
    <SignedInOnly title="Saved List | BuildRight Equipment">
      {() => (
        <Container size="lg" py="xl">
          <BackLink to="/lists">All saved lists</BackLink>
          {listId.success ? <ListDetails listId={listId.data} /> : <ListNotFound />}
        </Container>
      )}
    </SignedInOnly>
  );
}

function ListDetails({ listId }: { listId: number }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.lists.byId.queryOptions({ id: listId }));
  if (list.isPending) return <LoadingNotice what="list" py={96} />;
  if (list.isError) {
    if (errorCode(list.error) === 'NOT_FOUND') return <ListNotFound />;
    return <LoadFailure what="list" message={errorMessage(list.error)} py="xl" />;
  }
  return <ListEditor list={list.data} />;
}

function ListEditor({ list }: { list: SavedList }) {
  const editor = useListEditor(list);
  const toCart = useListToCart(list.id);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A product taken off the list is no longer chosen.
  const selected = new Set(
    list.lines.map((line) => line.product.id).filter((id) => chosen.has(id)),
  );

  const select = (productId: number, value: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (value) next.add(productId);
      else next.delete(productId);
      return next;
    });

  return (
    <Stack gap="lg" mt="md">
      <title>{`${list.name} | Saved Lists | BuildRight Equipment`}</title>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 28, sm: 36 }} style={{ overflowWrap: 'anywhere' }}>
            {list.name}
          </Title>
          <Group gap="xs" wrap="wrap">
            {list.shared && <ListSharing list={list} />}
            <Text c="dimmed" size="sm">
              {list.lineCount} product{list.lineCount === 1 ? '' : 's'}
            </Text>
          </Group>
        </Stack>
        {list.mine && (
          <Group gap="xs">
            <Button
              variant="default"
              h={44}
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setRenaming(true)}
            >
              Rename
            </Button>
            <Button
              variant="outline"
              color="red.9"
              h={44}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              Delete list
            </Button>
          </Group>
        )}
      </Group>
      {list.mine ? (
        <ShareSwitch shared={editor.shared} onChange={editor.share} />
      ) : (
        <Text size="sm" c="dimmed">
          {list.madeBy} shares this list with your company: order from it here; only they change it.
        </Text>
      )}

      {toCart.result && toCart.result.problems.length > 0 && (
        <ToCartNotice result={toCart.result} />
      )}

      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {list.lines.length === 0 ? (
          <EmptyList icon={IconListCheck} title="This list is empty" testId="list-empty">
            <Text c="dimmed" ta="center" maw={420}>
              {list.mine
                ? 'Open a product and choose Save to list, or save your cart or a past order as a list.'
                : `Nothing is on it yet: ${list.madeBy} adds the products.`}
            </Text>
            <Button component={Link} to="/equipment" variant="outline" color="dark">
              Browse equipment
            </Button>
          </EmptyList>
        ) : (
          <Stack gap="md">
            <ListLines
              lines={list.lines}
              selected={selected}
              onSelect={select}
              edit={list.mine ? { onQuantity: editor.setQuantity, onRemove: editor.remove } : null}
            />
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button
                variant="outline"
                color="dark"
                h={44}
                disabled={selected.size === 0}
                loading={toCart.isPending}
                onClick={() => toCart.addToCart([...selected])}
              >
                Add {selected.size} chosen to cart
              </Button>
              <Button
                h={44}
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                loading={toCart.isPending}
                onClick={() => toCart.addToCart()}
              >
                Add all to cart
              </Button>
            </Group>
          </Stack>
        )}
      </Card>

      <NewListModal
        opened={renaming}
        onClose={() => setRenaming(false)}
        title="Rename list"
        action="Rename"
        initialName={list.name}
        onSave={editor.rename}
      />
      {deleting && <DeleteListModal list={list} onClose={() => setDeleting(false)} />}
    </Stack>
  );
}

/** The maker's choice to share the list with their company, offered to members of one. */
function ShareSwitch(props: { shared: boolean; onChange: (shared: boolean) => void }) {
  const company = useMyCompany();
  if (!company.data) return null;
  return (
    <Switch
      size="md"
      checked={props.shared}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      label={`Share with ${company.data.company.name}`}
      description="Every member of your company sees this list and orders from it; only you change it."
    />
  );
}

function ToCartNotice({ result }: { result: ListToCartResult }) {
  const nothingAdded = result.added === 0;
  return (
    <Alert
      color={nothingAdded ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        nothingAdded
          ? 'None of these products could go in the cart'
          : 'Some products could not go in the cart as saved'
      }
      role="alert"
      data-testid="list-to-cart-notice"
    >
      <List size="sm">
        {result.problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function ListNotFound() {
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="list-not-found">
      <title>List Not Found | BuildRight Equipment</title>
      <Title order={1}>List Not Found</Title>
      <Text c="dimmed">We could not find this list in your account.</Text>
      <Button component={Link} to="/lists">
        View Your Lists
      </Button>
    </Stack>
  );
}
