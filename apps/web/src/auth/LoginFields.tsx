import {
  Anchor,
  Group,
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { Link } from 'react-router-dom';

interface LoginFieldsProps {
  /** The form's props for the username input, plus how it takes focus where it should. */
  username: TextInputProps & {
    /** In a Mantine modal: the field its focus trap focuses first. */
    'data-autofocus'?: boolean;
  };
  password: PasswordInputProps;
  /** Where "Forgot password?" leads: the customer or the staff reset form. */
  forgotPassword: { account: 'customer' | 'staff'; onFollow: () => void };
}

/** Username and password, labelled and autocompleted alike in the customer and admin sign-in forms. */
export function LoginFields({ username, password, forgotPassword }: LoginFieldsProps) {
  const to =
    forgotPassword.account === 'staff' ? '/forgot-password?account=staff' : '/forgot-password';
  return (
    <>
      <TextInput label="Username" autoComplete="username" withAsterisk {...username} />
      <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...password} />
      <Group justify="flex-end" mt={-4}>
        <Anchor component={Link} to={to} size="sm" onClick={forgotPassword.onFollow}>
          Forgot password?
        </Anchor>
      </Group>
    </>
  );
}
