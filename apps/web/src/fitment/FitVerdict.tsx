import { fitVerdict, verdictText, type ProductFitment } from '@buildright/api/shared';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useChosenMachine } from './useMyMachine.ts';

// Dark text on a pale tint, the hue in the icon and border: Mantine's light badge with a dark
// shade (green.9) painted the text and the background alike, which left the verdict unreadable.
const looks = {
  fits: { hue: 'green', Icon: IconCircleCheck },
  'does-not-fit': { hue: 'red', Icon: IconCircleX },
} as const;

/**
 * Whether a product fits the visitor's machine, in words; nothing until a machine is chosen, and
 * nothing for a product without fitment rules.
 */
export function FitVerdict({ fitment }: { fitment: ProductFitment }) {
  const { machine } = useChosenMachine();
  if (!machine) return null;
  const verdict = fitVerdict(fitment, machine);
  if (!verdict) return null;
  const { hue, Icon } = looks[verdict.kind];
  return (
    <Badge
      variant="outline"
      radius="sm"
      size="lg"
      tt="none"
      fw={600}
      leftSection={<Icon size={16} color={`var(--mantine-color-${hue}-9)`} aria-hidden />}
      data-testid="fit-verdict"
      data-fit={verdict.kind}
      styles={{
        root: {
          height: 'auto',
          minHeight: 26,
          whiteSpace: 'normal',
          color: 'var(--mantine-color-dark-7)',
          backgroundColor: `var(--mantine-color-${hue}-0)`,
          borderColor: `var(--mantine-color-${hue}-4)`,
        },
        label: { whiteSpace: 'normal' },
      }}
    >
      {verdictText(verdict, machine)}
    </Badge>
  );
}
