import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconListCheck, IconPlus } from '@tabler/icons-react';
import { toast, toastFailure } from '@buildright/browser';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NewListModalOnDemand } from './NewListModalOnDemand.tsx';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useAddToList, useCreateList, useSavedLists } from './useSavedLists.ts';

interface Props {
  product: { id: number; name: string };
  quantity: number;
}

/**
 * The product page's "Save to list": a signed-in customer's lists to add the chosen quantity to,
 * or a new list that starts with it. Nothing for anyone else.
 */
export function SaveToList({ product, quantity }: Props) {
  const isCustomer = useIsCustomer();
  const lists = useSavedLists();
  const add = useAddToList();
  const create = useCreateList();
  const [naming, setNaming] = useState(false);
  if (!isCustomer) return null;

  const line = { productId: product.id, quantity };
  const saved = (listName: string) =>
    toast({
      title: 'Saved to list',
      description: `${quantity} × ${product.name} saved to ${listName}.`,
      duration: 3000,
    });

  return (
    <>
      <Menu position="bottom-start" width={260} shadow="md" zIndex={300}>
        <Menu.Target>
          <Button
            variant="outline"
            color="dark"
            size="md"
            h={44}
            leftSection={<IconListCheck size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={add.isPending}
            w="fit-content"
          >
            Save to list
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <div role="group" aria-labelledby="save-to-list-label">
            <Menu.Label id="save-to-list-label">Your lists</Menu.Label>
            {(lists.data ?? [])
              .filter((list) => list.mine)
              .map((list) => (
                <Menu.Item
                  key={list.id}
                  onClick={() =>
                    add.mutate(
                      { id: list.id, lines: [line] },
                      {
                        onSuccess: () => void saved(list.name),
                        onError: (error) => void toastFailure('Could not save to the list', error),
                      },
                    )
                  }
                >
                  {list.name}
                </Menu.Item>
              ))}
            <Menu.Item
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setNaming(true)}
            >
              New list…
            </Menu.Item>
            <Menu.Item component={Link} to="/lists">
              Manage lists
            </Menu.Item>
          </div>
        </Menu.Dropdown>
      </Menu>
      <NewListModalOnDemand
        opened={naming}
        onClose={() => setNaming(false)}
        onSave={async (name) => {
          await create.mutateAsync({ name, lines: [line] });
          await saved(name);
        }}
      />
    </>
  );
}
