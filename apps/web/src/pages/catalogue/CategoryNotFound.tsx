import { EquipmentNotFound } from '../../components/EquipmentNotFound.tsx';

/** `/equipment?category=9999`: no such category, so no such page (the server answers 404). */
export function CategoryNotFound() {
  return (
    <EquipmentNotFound
      title="Category Not Found"
      description="This equipment category does not exist at BuildRight Equipment. Browse all equipment instead."
      backLabel="View All Equipment"
      testId="category-not-found"
    >
      The category you're looking for doesn't exist or has been removed.
    </EquipmentNotFound>
  );
}
