import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Buttons and field a thumb can hit on a phone. */
const TOUCH = 44;

/**
 * How many: − and + or typed, a whole number from 1 to `max` (the stock). A blank or partial
 * entry counts as 1 until the field is left, when it shows 1 again. `of` names the product in
 * the controls' labels where several pickers share a screen (the cart).
 */
export function QuantityPicker({
  value,
  max,
  onChange,
  disabled,
  of,
  testId,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  of?: string;
  testId?: string;
}) {
  // A typed number past the bounds that comes back as the value already held would stay on
  // screen ("9" for 3): the field is drawn afresh with the value, keeping the focus.
  const [redraws, setRedraws] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (redraws > 0) field.current?.focus();
  }, [redraws]);
  const set = (next: number) => {
    const bounded = Math.min(Math.max(1, Math.floor(next)), Math.max(1, max));
    if (bounded === value && next !== value) setRedraws((count) => count + 1);
    onChange(bounded);
  };
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={of ? `Quantity of ${of}` : 'Quantity'}>
      <ActionIcon
        size={TOUCH}
        variant="default"
        radius="md"
        aria-label={of ? `Decrease quantity of ${of}` : 'One fewer'}
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <NumberInput
        key={redraws}
        ref={field}
        aria-label={of ? `Quantity of ${of}` : 'Quantity'}
        data-testid={testId}
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
        aria-label={of ? `Increase quantity of ${of}` : 'One more'}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
        style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
