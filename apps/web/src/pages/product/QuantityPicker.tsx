import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/** Buttons and field a thumb can hit on a phone. */
const TOUCH = 44;

/**
 * How many to add: − and + or typed, a whole number from 1 to the stock. A blank or partial
 * entry counts as 1 until the field is left, when it shows 1 again.
 */
export function QuantityPicker({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const set = (next: number) => onChange(Math.min(Math.max(1, Math.floor(next)), Math.max(1, max)));
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label="Quantity">
      <ActionIcon
        size={TOUCH}
        variant="default"
        radius="md"
        aria-label="One fewer"
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label="Quantity"
        value={value}
        onChange={(next) => {
          if (typeof next === 'number') set(next);
        }}
        onBlur={(event) => {
          if (event.currentTarget.value.trim() === '') set(1);
        }}
        min={1}
        max={Math.max(1, max)}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        disabled={disabled}
        w={64}
        inputMode="numeric"
        styles={{
          input: {
            height: TOUCH,
            minHeight: TOUCH,
            textAlign: 'center',
            borderRadius: 0,
            borderLeft: 0,
            borderRight: 0,
            fontWeight: 600,
          },
        }}
      />
      <ActionIcon
        size={TOUCH}
        variant="default"
        radius="md"
        aria-label="One more"
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
        style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
