import type { CatalogFacets } from '@buildright/api/shared';
import { isMoneyString, machineName, shownCount } from '@buildright/api/shared';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readCatalogueFilter, withFilter } from '../../catalog/catalogue-url.ts';
import { MachineButton } from '../../fitment/MachineButton.tsx';
import { useChosenMachine } from '../../fitment/useMyMachine.ts';

/** Machine fit, price range, stock and sale: each a change of address, so Back undoes it. */
export function CatalogueFilters({ facets }: { facets: CatalogFacets | undefined }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = readCatalogueFilter(params);
  const { machine } = useChosenMachine();
  const go = (change: Parameters<typeof withFilter>[1]) =>
    void navigate(withFilter(params, change));

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="filters-title">
      <Title order={2} fz="lg" mb="sm" id="filters-title">
        Filters
      </Title>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            My machine
          </Text>
          <MachineButton
            variant="outline"
            color="dark"
            size="sm"
            emptyLabel="Choose your machine"
          />
          {machine ? (
            <Switch
              label={`Fits my ${machineName(machine)}`}
              checked={!filter.allMachines}
              onChange={(event) => go({ allMachines: !event.currentTarget.checked })}
            />
          ) : (
            <Text size="xs" c="dimmed">
              Choose it to see what fits.
            </Text>
          )}
        </Stack>
        <PriceRange
          // A new address (Back, another link) starts the fields afresh.
          key={`${filter.minPrice}-${filter.maxPrice}`}
          min={filter.minPrice}
          max={filter.maxPrice}
          range={facets?.price ?? null}
          onApply={(minPrice, maxPrice) => go({ minPrice, maxPrice })}
        />
        <Checkbox
          label={`In stock only${facets ? ` (${shownCount(facets.inStock, facets.estimated)})` : ''}`}
          checked={Boolean(filter.inStock)}
          onChange={(event) => go({ inStock: event.currentTarget.checked })}
        />
        <Checkbox
          label={`On sale${facets ? ` (${shownCount(facets.onSale, facets.estimated)})` : ''}`}
          checked={Boolean(filter.onSale)}
          onChange={(event) => go({ onSale: event.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}

function PriceRange({
  min,
  max,
  range,
  onApply,
}: {
  min: string | undefined;
  max: string | undefined;
  range: { min: string; max: string } | null;
  onApply: (min: string | null, max: string | null) => void;
}) {
  const [low, setLow] = useState(min ?? '');
  const [high, setHigh] = useState(max ?? '');
  const invalid = (value: string) =>
    value.trim() !== '' && !isMoneyString(value) ? 'Enter an amount like 250' : null;
  const lowError = invalid(low);
  const highError =
    invalid(high) ??
    (low && high && !lowError && Number(low) > Number(high) ? 'Max is below min' : null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (lowError || highError) return;
    onApply(low.trim() || null, high.trim() || null);
  };

  return (
    <form onSubmit={apply} aria-label="Price range">
      <Text size="sm" fw={600} mb={6}>
        Price
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <PriceInput
          label="Min price"
          placeholder={range ? String(Math.floor(Number(range.min))) : 'Min'}
          value={low}
          onChange={setLow}
          error={lowError}
        />
        <PriceInput
          label="Max price"
          placeholder={range ? String(Math.ceil(Number(range.max))) : 'Max'}
          value={high}
          onChange={setHigh}
          error={highError}
        />
      </Group>
      <Group gap="xs" mt="xs">
        <Button type="submit" size="compact-sm" variant="light">
          Apply price
        </Button>
        {(min || max) && (
          <Button size="compact-sm" variant="subtle" onClick={() => onApply(null, null)}>
            Any price
          </Button>
        )}
      </Group>
    </form>
  );
}

function PriceInput({
  onChange,
  ...input
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextInput
      inputMode="decimal"
      onChange={(event) => onChange(event.currentTarget.value)}
      size="xs"
      leftSection="$"
      {...input}
    />
  );
}
