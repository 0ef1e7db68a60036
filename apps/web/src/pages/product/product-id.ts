/** The product id of an `/equipment/{id}` address; undefined when it cannot be one. */
export function productIdOf(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
