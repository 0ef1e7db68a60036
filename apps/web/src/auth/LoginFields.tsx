import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';

export interface LoginFieldsProps {
  /** The form's props for the username input, plus how it takes focus where it should. */
  username: TextInputProps & {
    /** In a Mantine modal: the field its focus trap focuses first. */
    'data-autofocus'?: boolean;
  };
  password: PasswordInputProps;
}

/** Username and password, labelled and autocompleted alike in the customer and admin sign-in forms. */
export function LoginFields({ username, password }: LoginFieldsProps) {
  return (
    <>
      <TextInput label="Username" autoComplete="username" withAsterisk {...username} />
      <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...password} />
    </>
  );
}
