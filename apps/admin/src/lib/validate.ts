interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/** Runs a shared schema over form values: the first message per field, keyed by its path. */
export function schemaErrors(schema: Schema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
