import type { CurrentUser } from '@buildright/api';
import { Card, Tabs } from '@mantine/core';
import {
  IconBackhoe,
  IconBuildingFactory2,
  IconFileText,
  IconKey,
  IconMapPin,
  IconPackage,
  IconUser,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { AddressBook } from './addresses/AddressBook.tsx';
import { CompanyPanel } from './company/CompanyPanel.tsx';
import { FleetList } from './FleetList.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { QuoteHistory } from './QuoteHistory.tsx';

const tabs = [
  { value: 'orders', label: 'Orders', icon: IconPackage },
  { value: 'quotes', label: 'Quotes', icon: IconFileText },
  { value: 'profile', label: 'Profile', icon: IconUser },
  { value: 'password', label: 'Password', icon: IconKey },
  { value: 'addresses', label: 'Addresses', icon: IconMapPin },
  { value: 'machines', label: 'Machines', icon: IconBackhoe },
  { value: 'company', label: 'Company', icon: IconBuildingFactory2 },
] as const;

type AccountTab = (typeof tabs)[number]['value'];

const isAccountTab = (value: string | null): value is AccountTab =>
  tabs.some((tab) => tab.value === value);

/** The open tab lives in the address (?tab=addresses), so it can be linked to and reloaded. */
function useOpenTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const open: AccountTab = isAccountTab(requested) ? requested : 'orders';
  const select = (value: string | null) => {
    if (!isAccountTab(value)) return;
    setParams(value === 'orders' ? {} : { tab: value }, { replace: true });
  };
  return [open, select] as const;
}

export function AccountTabs({ user }: { user: CurrentUser }) {
  const [open, select] = useOpenTab();
  return (
    <Tabs value={open} onChange={select} keepMounted={false} variant="outline">
      <Tabs.List aria-label="Account sections">
        {tabs.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Card withBorder radius="md" p="lg" style={{ borderTopLeftRadius: 0 }}>
        <Tabs.Panel value="orders">
          <OrderHistory />
        </Tabs.Panel>
        <Tabs.Panel value="quotes">
          <QuoteHistory />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileForm user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="addresses">
          <AddressBook />
        </Tabs.Panel>
        <Tabs.Panel value="machines">
          <FleetList />
        </Tabs.Panel>
        <Tabs.Panel value="company">
          <CompanyPanel />
        </Tabs.Panel>
      </Card>
    </Tabs>
  );
}
