import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password being chosen: browsers offer to generate and save it. */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} />;
}
