/** Field name -> first message of a DRF-style error body (`{field: [msg]}`); `detail` and `code` are left out. */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail' || field === 'code') continue;
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** The message of a body that is not about one field: `detail` or the first `non_field_errors`. */
export function generalError(body: unknown): string | undefined {
  const errors = fieldErrors(body);
  if (errors.non_field_errors) return errors.non_field_errors;
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}
