import { catalogueUrl } from '../catalog/catalogue-url.ts';

/** Where a chosen suggestion leads: its product page, or the search within its category. */
export function suggestionTarget(choice: string, search: string): string {
  const [kind, id] = choice.split(':');
  return kind === 'product' ? `/equipment/${id}` : catalogueUrl({ search, category: id });
}
