import { MAX_PRICE_TIERS } from '@buildright/api/shared';
import { ActionIcon, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import type { ProductFormValues } from './productForm.ts';

/**
 * Volume tiers: from a quantity on, each unit costs less, for every buyer. Shown once the
 * product's own answer has listed them (the form leaves unknown tiers as they are).
 */
export function TierFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const tiers = form.values.tiers;
  return (
    <Stack gap="xs" data-testid="tier-fields">
      <Title order={3} fz="md">
        Volume tiers
      </Title>
      <Text size="sm" c="dimmed">
        From each quantity on, every unit costs the tier&apos;s price. Quantities go up, prices go
        down, each below the price.
      </Text>
      {tiers === null ? (
        <Text size="sm" c="dimmed">
          Loading tiers...
        </Text>
      ) : (
        <>
          {tiers.map((_, index) => (
            <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
              <NumberInput
                label={index === 0 ? 'From quantity' : undefined}
                aria-label={`Tier ${index + 1} from quantity`}
                min={2}
                allowDecimal={false}
                allowNegative={false}
                w={160}
                {...form.getInputProps(`tiers.${index}.minQuantity`)}
              />
              <NumberInput
                label={index === 0 ? 'Price per unit' : undefined}
                aria-label={`Tier ${index + 1} price per unit`}
                w={180}
                {...moneyInputProps}
                {...form.getInputProps(`tiers.${index}.price`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={index === 0 ? 25 : 0}
                aria-label={`Remove tier ${index + 1}`}
                onClick={() => form.removeListItem('tiers', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {typeof form.errors.tiers === 'string' && (
            <Text size="sm" c="red.8">
              {form.errors.tiers}
            </Text>
          )}
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={tiers.length >= MAX_PRICE_TIERS}
            onClick={() => form.insertListItem('tiers', { minQuantity: '', price: '' })}
          >
            Add tier
          </Button>
        </>
      )}
    </Stack>
  );
}
