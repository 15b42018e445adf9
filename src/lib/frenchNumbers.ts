/**
 * French number formats ('61,9'), each built when first used and then kept: building one loads the
 * locale's data, a cost a page should not pay while it loads, before it shows a number.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function frenchNumberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', options);
    formats.set(key, format);
  }
  return format;
}
