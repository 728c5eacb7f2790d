// The runtime of the message catalogues: formats a message already parsed into ICU MessageFormat's syntax tree (the
// tree intl-messageformat parses to, docs/translating.md), so pages never load the parser. Small on purpose: the
// public pages' JavaScript has a budget; test/shared/i18n/catalogues.test.ts holds it to intl-messageformat's output.

/** The parts of a parsed message the catalogues use (intl-messageformat's TYPE numbers; no dates, tags or styles). */
export type Part =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2; value: string }
  | { type: 5; value: string; options: Record<string, { value: Part[] }> }
  | { type: 6; value: string; options: Record<string, { value: Part[] }>; offset: number; pluralType: 'cardinal' | 'ordinal' }
  | { type: 7 };

/** A message ready to format: plain text, or its parsed parts. */
export type Compiled = string | Part[];

export type Values = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function number(lang: string, n: number): string {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(lang)));
  return f.format(n);
}

function category(lang: string, type: 'cardinal' | 'ordinal', n: number): string {
  const key = `${lang}/${type}`;
  let r = pluralRules.get(key);
  if (!r) pluralRules.set(key, (r = new Intl.PluralRules(lang, { type })));
  return r.select(n);
}

/** The text of `msg` in `lang` with `values`; a value left out shows as `{name}` (the catalogue check keeps that from happening). */
export function formatMessage(msg: Compiled, lang: string, values: Values = {}, pound = 0): string {
  if (typeof msg === 'string') return msg;
  let out = '';
  for (const p of msg) {
    if (p.type === 0) out += p.value;
    else if (p.type === 7) out += number(lang, pound);
    else {
      const v = values[p.value];
      if (v === undefined) out += `{${p.value}}`;
      else if (p.type === 1) out += String(v);
      else if (p.type === 2) out += number(lang, Number(v));
      else if (p.type === 5) out += formatMessage((p.options[String(v)] ?? p.options.other)?.value ?? '', lang, values, pound);
      else {
        const n = Number(v) - p.offset;
        const o = p.options[`=${Number(v)}`] ?? p.options[category(lang, p.pluralType, n)] ?? p.options.other;
        out += formatMessage(o?.value ?? '', lang, values, n);
      }
    }
  }
  return out;
}
