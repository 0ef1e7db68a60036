import { Tabs } from '@mantine/core';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export function SignInTabs({
  tab,
  onTabChange,
  onSuccess,
}: {
  tab: string | null;
  onTabChange: (tab: string | null) => void;
  onSuccess: () => void;
}) {
  return (
    <Tabs value={tab} onChange={onTabChange} keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="login">Sign In</Tabs.Tab>
        <Tabs.Tab value="register">Create Account</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login">
        <LoginForm onDone={onSuccess} />
      </Tabs.Panel>
      <Tabs.Panel value="register">
        <RegisterForm onSuccess={onSuccess} />
      </Tabs.Panel>
    </Tabs>
  );
}
