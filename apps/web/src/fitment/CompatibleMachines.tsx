import { describeRule, machineName, type ProductFitment } from '@buildright/api/shared';
import { Card, List, Stack, Text, Title } from '@mantine/core';

/**
 * The product page's fitment: the machines a product is made for. A product without fitment
 * rules claims nothing about machines, so it shows nothing here.
 */
export function CompatibleMachines({ fitment }: { fitment: ProductFitment }) {
  if (fitment.universal) return null;
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="xs" component="section" aria-labelledby="fitment-title">
        <Title order={2} fz="xl" id="fitment-title">
          Machine compatibility
        </Title>
        {fitment.rule && (
          <Text data-testid="fitment-rule">Fits machines of {describeRule(fitment.rule)}.</Text>
        )}
        {fitment.models.length > 0 && (
          <>
            <Text fw={600}>{fitment.rule ? 'Also made for:' : 'Made for:'}</Text>
            <List size="sm" spacing={2} data-testid="fitment-models">
              {fitment.models.map((model) => (
                <List.Item key={model.id}>{machineName(model)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
