import { Tabs } from '@mantine/core';
import { IconBackhoe, IconCategory, IconPackage } from '@tabler/icons-react';
import { useSearchParam } from '../lib/useSearchParam.ts';
import { CategoriesSection } from './CategoriesSection.tsx';
import { MachinesSection } from './machines/MachinesSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';

const sections = ['products', 'categories', 'machines'] as const;

export function InventoryTab() {
  const [section, setSection] = useSearchParam('section', sections, 'products');
  return (
    <Tabs
      value={section}
      onChange={(value) => setSection((value as (typeof sections)[number] | null) ?? 'products')}
      keepMounted={false}
    >
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
      <Tabs.Panel value="products">
        <ProductsSection />
      </Tabs.Panel>
      <Tabs.Panel value="categories">
        <CategoriesSection />
      </Tabs.Panel>
      <Tabs.Panel value="machines">
        <MachinesSection />
      </Tabs.Panel>
    </Tabs>
  );
}
