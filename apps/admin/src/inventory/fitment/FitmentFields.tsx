import {
  Fieldset,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { couplerOptions } from '../couplerOptions.ts';
import type { ProductFormValues } from '../productForm.ts';
import { tonnesInputProps } from '../tonnes.ts';
import { fitmentSummary, type FitmentFormValues } from './fitmentForm.ts';
import { machineOptions } from './machineOptions.ts';

/** The product form's "Fitment": universal, or listed machine models and/or a rule. */
export function FitmentFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const machines = useQuery(trpc.machines.list.queryOptions());
  const fitment = form.values.fitment;

  return (
    <Fieldset legend="Fitment">
      <Stack>
        <Radio.Group
          label="Which machines it fits"
          value={fitment.kind}
          onChange={(kind) => form.setFieldValue('fitment.kind', kind as FitmentFormValues['kind'])}
          // The server names a fitment problem as a whole (a listed model deleted meanwhile).
          error={form.errors.fitment}
        >
          <Group mt="xs">
            <Radio value="universal" label="Not machine-specific" />
            <Radio value="specific" label="Fits specific machines" />
          </Group>
        </Radio.Group>

        {fitment.kind === 'specific' && (
          <>
            <MultiSelect<number>
              label="Machine models"
              description="Listed models fit whatever the rule below says"
              placeholder={
                machines.isPending ? 'Loading machine models...' : 'Search make or model'
              }
              data={machineOptions(machines.data ?? [])}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No such machine model"
              {...form.getInputProps('fitment.machineModelIds')}
            />
            <Text size="sm" fw={500}>
              Rule: any machine that has all of these fits
            </Text>
            <Grid mt={-8}>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput
                  label="Weight from (t)"
                  {...tonnesInputProps}
                  {...form.getInputProps('fitment.minWeightTonnes')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput
                  label="Weight to (t)"
                  {...tonnesInputProps}
                  {...form.getInputProps('fitment.maxWeightTonnes')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput
                  label="Pin diameter (mm)"
                  min={1}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('fitment.pinMm')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <Select
                  label="Coupler"
                  placeholder="Any coupler"
                  data={couplerOptions}
                  clearable
                  {...form.getInputProps('fitment.coupler')}
                />
              </Grid.Col>
            </Grid>
          </>
        )}

        <Text size="sm" c="dimmed" aria-live="polite">
          {fitmentSummary(fitment)}
        </Text>
      </Stack>
    </Fieldset>
  );
}
