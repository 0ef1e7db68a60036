import { machineName } from '@buildright/api/shared';
import { Button, type ButtonProps } from '@mantine/core';
import { IconBackhoe } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useChosenMachine } from './useMyMachine.ts';

// The dialog's code loads the first time it is opened.
const MachineModal = lazy(() =>
  import('./MachineModal.tsx').then((m) => ({ default: m.MachineModal })),
);

interface MachineButtonProps extends ButtonProps {
  /** What the button says before a machine is chosen. */
  emptyLabel?: string;
  /** What it says once one is; the machine's name when not given. */
  chosenLabel?: string;
}

/** Names the visitor's machine and opens the picker to choose or change it. */
export function MachineButton({
  emptyLabel = 'My machine',
  chosenLabel,
  ...props
}: MachineButtonProps) {
  const { machine } = useChosenMachine();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconBackhoe size={18} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        {...props}
      >
        {machine ? (chosenLabel ?? machineName(machine)) : emptyLabel}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MachineModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
