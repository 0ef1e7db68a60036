import { Tabs } from '@mantine/core';
import { IconBackhoe, IconCategory, IconPackage } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

const sections = ['products', 'categories', 'machines'] as const;
type Section = (typeof sections)[number];

/** Products, categories and machines, each at its own path (/inventory/categories). */
export function InventoryTab() {
  const navigate = useNavigate();
  const segment = useLocation().pathname.split('/')[2];
  const section = sections.find((name) => name === segment) ?? null;
  return (
    <Tabs value={section} onChange={(value) => value && navigate(`/inventory/${value as Section}`)}>
      <Tabs.List mb="md" aria-label="Inventory">
        <Tabs.Tab value="products" leftSection={<IconPackage size={16} aria-hidden />}>
          Products
        </Tabs.Tab>
        <Tabs.Tab value="categories" leftSection={<IconCategory size={16} aria-hidden />}>
          Categories
        </Tabs.Tab>
        <Tabs.Tab value="machines" leftSection={<IconBackhoe size={16} aria-hidden />}>
          Machines
        </Tabs.Tab>
      </Tabs.List>
      {section && (
        <Tabs.Panel value={section}>
          <Outlet />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
