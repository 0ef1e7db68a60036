import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { toast } from '@buildright/browser';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useCart } from '../cart/useCart.ts';
import { orderLines } from '../cart/rules.ts';
import { NewListModalOnDemand } from './NewListModalOnDemand.tsx';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useCreateList } from './useSavedLists.ts';

/** The modal lives outside the cart's panel, which closes (and unmounts) as the modal opens. */
const namingCartListAtom = atom(false);

/** The cart panel's "Save as list": closes the panel and asks for the list's name. */
export function SaveCartAsListButton({ onClosePanel }: { onClosePanel: () => void }) {
  const isCustomer = useIsCustomer();
  const setNaming = useSetAtom(namingCartListAtom);
  if (!isCustomer) return null;
  return (
    <Button
      variant="subtle"
      color="dark"
      size="sm"
      h={44}
      fullWidth
      leftSection={<IconListCheck size={18} aria-hidden />}
      onClick={() => {
        onClosePanel();
        setNaming(true);
      }}
    >
      Save cart as a list
    </Button>
  );
}

/** Saves the cart's lines as a new list under the name given; the cart stays as it is. */
export function SaveCartAsListModal() {
  const [naming, setNaming] = useAtom(namingCartListAtom);
  const cart = useCart();
  const create = useCreateList();
  // The header that holds it is on every page: its code comes with the first click.
  return (
    <NewListModalOnDemand
      opened={naming}
      onClose={() => setNaming(false)}
      title="Save cart as a list"
      onSave={async (name) => {
        const list = await create.mutateAsync({ name, lines: orderLines(cart.items) });
        await toast({
          title: 'List saved',
          description: `${list.lineCount} product${list.lineCount === 1 ? '' : 's'} saved as ${list.name}. Find it under Saved lists in your account menu.`,
          duration: 5000,
        });
      }}
    />
  );
}
