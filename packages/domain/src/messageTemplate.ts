/**
 * Fills the `{placeholder}` parts of a message text ("Success! Your friend request has been sent
 * to {name}."). A placeholder without a value is left as written, so a missing value shows up in
 * review instead of silently disappearing.
 */
export function fillMessageTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
