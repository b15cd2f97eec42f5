/** Every path of a form's values, nested groups flattened (address.street, birth_address.zip...). */
function valuePaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? valuePaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * The fields a 422 may name that the form shows at their input: the paths of the form's values
 * whose answer the domain schema checks (a label kept beside a code is not one of them). A schema
 * without a shape (a pipe) checks them all.
 */
export function serverErrorPaths(values: object, schema: object): readonly string[] {
  const shape = 'shape' in schema && typeof schema.shape === 'object' ? schema.shape : null;
  if (!shape) return valuePaths(values);
  const checked = new Set(Object.keys(shape as object));
  return valuePaths(values).filter((path) => checked.has(path.slice(0, `${path}.`.indexOf('.'))));
}
