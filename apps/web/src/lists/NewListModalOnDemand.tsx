import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { NewListModal as LoadedModal } from './NewListModal.tsx';

const NewListModal = lazy(() =>
  import('./NewListModal.tsx').then((m) => ({ default: m.NewListModal })),
);

/**
 * The new-list dialog for screens where naming a list is one click among many (the product page,
 * the cart): its code, Mantine's Modal with its scroll lock, loads the first time it opens, and
 * it stays mounted after, so it closes with its transition.
 */
export function NewListModalOnDemand(props: ComponentProps<typeof LoadedModal>) {
  const [requested, setRequested] = useState(props.opened);
  if (props.opened && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NewListModal {...props} />
    </Suspense>
  );
}
