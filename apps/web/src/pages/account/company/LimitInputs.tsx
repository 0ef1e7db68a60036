import { Group, TextInput } from '@mantine/core';

export interface Limits {
  orderLimit: string;
  monthlyLimit: string;
}

/** A member's spending limits in dollars; blank is no limit. */
export function LimitInputs({
  value,
  onChange,
  errors,
}: {
  value: Limits;
  onChange: (limits: Limits) => void;
  errors: Record<string, string>;
}) {
  return (
    <Group grow align="flex-start">
      <TextInput
        label="Order limit ($)"
        description="Blank: no limit"
        inputMode="decimal"
        value={value.orderLimit}
        onChange={(event) => onChange({ ...value, orderLimit: event.currentTarget.value })}
        error={errors.orderLimit}
      />
      <TextInput
        label="Monthly limit ($)"
        description="Blank: no limit"
        inputMode="decimal"
        value={value.monthlyLimit}
        onChange={(event) => onChange({ ...value, monthlyLimit: event.currentTarget.value })}
        error={errors.monthlyLimit}
      />
    </Group>
  );
}
