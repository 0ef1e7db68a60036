import { fitVerdict, verdictText, type ProductFitment } from '@buildright/api/shared';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconWorld } from '@tabler/icons-react';
import { useChosenMachine } from './useMyMachine.ts';

const looks = {
  fits: { color: 'green.9', Icon: IconCircleCheck },
  'does-not-fit': { color: 'red.9', Icon: IconCircleX },
  universal: { color: 'gray.7', Icon: IconWorld },
} as const;

/** Whether a product fits the visitor's machine, in words; nothing until a machine is chosen. */
export function FitVerdict({ fitment }: { fitment: ProductFitment }) {
  const { machine } = useChosenMachine();
  if (!machine) return null;
  const verdict = fitVerdict(fitment, machine);
  const { color, Icon } = looks[verdict.kind];
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      size="lg"
      tt="none"
      fw={600}
      leftSection={<Icon size={16} aria-hidden />}
      data-testid="fit-verdict"
      data-fit={verdict.kind}
      styles={{
        root: { height: 'auto', minHeight: 26, whiteSpace: 'normal' },
        label: { whiteSpace: 'normal' },
      }}
    >
      {verdictText(verdict, machine)}
    </Badge>
  );
}
