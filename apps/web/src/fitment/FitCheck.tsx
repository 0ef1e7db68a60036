import type { ProductFitment } from '@buildright/api/shared';
import { Group } from '@mantine/core';
import { FitVerdict } from './FitVerdict.tsx';
import { MachineButton } from './MachineButton.tsx';
import { useChosenMachine } from './useMyMachine.ts';

/**
 * The product page's answer to "does it fit my machine?", with the picker to ask it; none for a
 * product without fitment rules, which fits no machine in particular.
 */
export function FitCheck({ fitment }: { fitment: ProductFitment }) {
  const { machine } = useChosenMachine();
  if (fitment.universal) return null;
  return (
    <Group gap="sm" align="center">
      <FitVerdict fitment={fitment} />
      <MachineButton
        variant={machine ? 'subtle' : 'outline'}
        color="dark"
        size={machine ? 'compact-sm' : 'sm'}
        emptyLabel="Check it fits your machine"
        chosenLabel="Change machine"
      />
    </Group>
  );
}
