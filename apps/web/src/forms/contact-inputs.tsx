import { Group, Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';

// The shop's inputs for a person's contact details, labelled and autofilled the same everywhere.

export function NameFields({ first, last }: { first: TextInputProps; last: TextInputProps }) {
  return (
    <Group grow gap="sm" align="flex-start">
      <TextInput label="First Name" autoComplete="given-name" {...first} />
      <TextInput label="Last Name" autoComplete="family-name" {...last} />
    </Group>
  );
}

export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...props} />;
}

export function PhoneInput(props: TextInputProps) {
  return <TextInput label="Phone" type="tel" autoComplete="tel" {...props} />;
}

export function CompanyInput(props: TextInputProps) {
  return <TextInput label="Company" autoComplete="organization" {...props} />;
}

export function FullAddressInput(props: TextareaProps) {
  return (
    <Textarea
      label="Full Address"
      description="Street, city, state or region, postal code and country"
      autoComplete="street-address"
      autosize
      minRows={3}
      withAsterisk
      {...props}
    />
  );
}
