import { EquipmentNotFound } from '../../components/EquipmentNotFound.tsx';

export function ProductNotFound() {
  return (
    <EquipmentNotFound
      title="Product Not Found"
      description="This equipment does not exist at BuildRight Equipment or has been removed. Browse the catalogue for what we have in stock."
      backLabel="Back to Equipment"
    >
      The equipment you're looking for doesn't exist or has been removed.
    </EquipmentNotFound>
  );
}
