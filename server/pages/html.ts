// HTML escaping: a tagged template that escapes every interpolated value unless it is marked trusted.

/** A fragment of HTML that is already safe (built by `html` or marked with `raw`). */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes text for element content and for double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ENTITIES[c] ?? c);
}

/** Marks a trusted fragment (our own markup, an SVG from the QR library) so `html` keeps it as is. */
export function raw(fragment: string): Html {
  return new Html(fragment);
}

/** One interpolated value: fragments pass, arrays join, null/undefined/false vanish, the rest is escaped text. */
function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** `html\`<p>${name}</p>\`` escapes `name`; nest `html` results or `raw(...)` for markup. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new Html(out);
}

/** JSON that is safe inside a <script> element or an attribute: no `<`, `>`, `&`, U+2028/2029 left raw. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A path segment for links built from ids, slugs and codes. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
