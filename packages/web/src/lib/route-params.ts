/** The id in a route parameter: a positive whole number, or null when the path does not hold one. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
