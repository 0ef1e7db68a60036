import { describeRule, machineName, type ProductFitment } from '@buildright/api/shared';
import { List, Stack, Text, Title } from '@mantine/core';

/** The product page's fitment: universal, or the machines it is made for. */
export function CompatibleMachines({ fitment }: { fitment: ProductFitment }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="fitment-title">
      <Title order={2} fz="xl" id="fitment-title">
        Machine compatibility
      </Title>
      {fitment.universal ? (
        <Text>Universal: works with any machine.</Text>
      ) : (
        <>
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
        </>
      )}
    </Stack>
  );
}
