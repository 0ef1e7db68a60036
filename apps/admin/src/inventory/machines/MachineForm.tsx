import { Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { MachineModel } from '@buildright/api/shared';
import { trpc } from '../../lib/trpc.ts';
import { couplerOptions } from '../couplerOptions.ts';
import { FormPanel } from '../FormPanel.tsx';
import { saveCallbacks } from '../saveCallbacks.ts';
import { tonnesInputProps } from '../tonnes.ts';
import {
  emptyMachineValues,
  machineFieldErrors,
  toMachineValues,
  validateMachine,
  valuesFromMachine,
  type MachineFormValues,
} from './machineForm.ts';

/** The inline Add / Edit Machine Model form. */
export function MachineForm(props: { machine: MachineModel | null; onClose: () => void }) {
  const { machine, onClose } = props;
  const form = useForm<MachineFormValues>({
    initialValues: machine ? valuesFromMachine(machine) : emptyMachineValues,
    validate: validateMachine,
  });

  const saved = saveCallbacks(
    'Machine model',
    (errors) => form.setErrors(machineFieldErrors(errors)),
    onClose,
  );
  const create = useMutation(trpc.machines.create.mutationOptions(saved.created));
  const update = useMutation(trpc.machines.update.mutationOptions(saved.updated));

  const submit = form.onSubmit((values) => {
    const input = toMachineValues(values);
    if (machine) update.mutate({ id: machine.id, values: input });
    else create.mutate(input);
  });

  return (
    <FormPanel
      noun="Machine Model"
      editing={machine !== null}
      onSubmit={submit}
      onCancel={onClose}
      saves={[create, update]}
    >
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Make" withAsterisk autoFocus {...form.getInputProps('make')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Model" withAsterisk {...form.getInputProps('model')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label="Operating weight (t)"
            description="In tonnes, e.g. 8.2"
            withAsterisk
            {...tonnesInputProps}
            {...form.getInputProps('operatingWeightTonnes')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label="Pin diameter (mm)"
            description="Blank for machines without pins (skid steers)"
            min={1}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('pinDiameterMm')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Coupler"
            description="How attachments mount on it"
            withAsterisk
            placeholder="Choose a coupler"
            data={couplerOptions}
            {...form.getInputProps('coupler')}
          />
        </Grid.Col>
      </Grid>
    </FormPanel>
  );
}
