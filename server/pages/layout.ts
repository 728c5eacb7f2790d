// The page shell and the form building blocks every page shares (labels, field errors, notices).
import { entryTags } from './assets.js';
import { html, jsonForScript, raw, type Html } from './html.js';
import { shareTags, type ShareMeta } from './share.js';
import { ENTRY_AREAS } from '../../shared/i18n/areas.js';
import { messagesOf } from '../../shared/i18n/catalogues.js';
import { DEFAULT_LANG, type Lang } from '../../shared/i18n/languages.js';
import type { MessageKey, Words } from '../../shared/i18n/words.js';
import { languageMenuView } from '../../shared/view/language-menu.js';
import { markupFor } from './markup.js';

export interface PageOptions {
  title: string;
  body: Html;
  /** Classes on <body>: `public`, `desk`, `display`, `keeper`, `print-page`. */
  bodyClass?: string;
  /** Module scripts from /static (hand-written pages not yet on the bundled client). */
  scripts?: string[];
  /** The bundled client entry for this page, `client/entries/<entry>.ts`, served from /assets. */
  entry?: string;
  /** Navigation links in the header; omitted on the display. */
  nav?: Html;
  /** Hide the site header (display and printed pages keep their own). */
  bare?: boolean;
  /** data-* attributes on <body> for the browser scripts, e.g. {slug, court}. */
  data?: Record<string, string | number>;
  /** Extra tags in <head> (the keeper pad's web app manifest). */
  head?: Html;
  /** A tournament page's meta description and Open Graph tags (share.ts), so a shared link previews well. */
  share?: ShareMeta;
  /** The page's language: `<html lang>`, and the messages its entry gets (docs/translating.md). English when left out. */
  lang?: Lang;
  /** This page in each language (server/http/language.ts addressIn): the language menu's links; no menu without it. */
  languages?: ((lang: Lang) => string) | undefined;
}

/** The messages a page's browser code translates with, in the page's language (shared/i18n/areas.ts), read by client/i18n/page-words.ts. */
function pageMessages(lang: Lang, entry: string | undefined): Html | '' {
  const areas = entry ? ENTRY_AREAS[entry] : undefined;
  if (!areas) return '';
  return html`<script type="application/json" id="page-messages">${raw(jsonForScript(messagesOf(lang, areas)))}</script>`;
}

/** A full HTML document. Styles and scripts come only from /static and /assets (the CSP allows nothing inline). */
export function page(o: PageOptions): string {
  const data = Object.entries(o.data ?? {}).map(([k, v]) => html` data-${raw(k.replace(/[^a-z-]/g, ''))}="${v}"`);
  const scripts = (o.scripts ?? []).map((s) => html`<script type="module" src="/static/${s}"></script>`);
  const lang = o.lang ?? DEFAULT_LANG;
  const menu = o.languages ? languageMenuView(markupFor(lang), o.languages) : '';
  const brand = html`<a class="brand" href="/"><img src="/static/favicon.svg" alt="" width="28" height="28"> Courtside</a>`;
  const header = o.bare ? '' : html`<header class="site">${brand}${o.nav ? html`<nav>${o.nav}</nav>` : ''}${menu}</header>`;
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
${o.share ? shareTags(o.share) : ''}
<meta name="color-scheme" content="light">
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/app.css">
${scripts}
${o.entry ? entryTags(o.entry) : ''}
${o.head ?? ''}
${pageMessages(lang, o.entry)}
</head>
<body class="${o.bodyClass ?? 'public'}"${data}>
${header}
<main id="main">
${o.body}
</main>
${o.bare && menu ? html`<footer class="lang-footer">${menu}</footer>` : ''}
</body>
</html>
`.value;
}

/** Success and error notices at the top of a page (desk `?msg=` / `?error=`). */
export function notices(msg?: string, error?: string): Html {
  return html`${msg ? html`<p class="notice ok" role="status">${msg}</p>` : ''}${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}`;
}

/**
 * The summary of a re-rendered form: a general refusal, or one line asking to fix the fields with a link to each by its
 * label. Each field's own message is said once, beside the field (`field`), not again here.
 */
export function errorSummary(
  fields: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
  error?: string,
  idPrefix = '',
  w?: Words,
): Html {
  const names = Object.keys(fields);
  if (!error && names.length === 0) return html``;
  const head = names.length ? (w ? w.t('form.fixFields') : 'Please fix the highlighted fields.') : error;
  return html`<div class="notice error summary" role="alert" tabindex="-1">
<p><strong>${head}</strong></p>
${names.length ? html`<ul>${names.map((name) => html`<li><a href="#${idPrefix}${name}">${labels[name] ?? fields[name]}</a></li>`)}</ul>` : ''}
</div>`;
}

type AttrValue = string | number | boolean | undefined | null;

/** Attributes from an object: strings and numbers quoted and escaped, `true` bare, false/null dropped. */
export function attrs(a: Record<string, AttrValue>): Html {
  return html`${Object.entries(a).map(([k, v]) => {
    if (v === undefined || v === null || v === false) return '';
    const name = raw(k.replace(/[^a-zA-Z-]/g, ''));
    return v === true ? html` ${name}` : html` ${name}="${v}"`;
  })}`;
}

export interface FieldOptions {
  name: string;
  label: string;
  /** Defaults to `name`; must be unique on the page. */
  id?: string;
  type?: string;
  value?: string | number;
  error?: string;
  hint?: string;
  /** Extra input attributes: required, min, max, maxlength, autocomplete, inputmode, pattern... */
  attrs?: Record<string, AttrValue>;
  /** `textarea` or a list of options for a <select>. */
  textarea?: boolean;
  options?: { value: string; label: string }[];
  className?: string;
}

/** A labelled form field with its hint and its error right below it. */
export function field(o: FieldOptions): Html {
  const id = o.id ?? o.name;
  const described = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = attrs({
    id,
    name: o.name,
    'aria-invalid': o.error ? 'true' : undefined,
    'aria-describedby': described || undefined,
    ...o.attrs,
  });
  let control: Html;
  if (o.textarea) {
    control = html`<textarea${common}>${o.value ?? ''}</textarea>`;
  } else if (o.options) {
    const current = String(o.value ?? '');
    const option = (opt: { value: string; label: string }) =>
      html`<option value="${opt.value}"${opt.value === current ? raw(' selected') : ''}>${opt.label}</option>`;
    control = html`<select${common}>${o.options.map(option)}</select>`;
  } else {
    control = html`<input${attrs({ type: o.type ?? 'text' })}${common}${o.value !== undefined ? attrs({ value: o.value }) : ''}>`;
  }
  return html`<div class="field${o.error ? ' has-error' : ''}${o.className ? ` ${o.className}` : ''}">
<label for="${id}">${o.label}</label>
${o.hint ? html`<p class="hint" id="${id}-hint">${o.hint}</p>` : ''}
${control}
${o.error ? html`<p class="field-error" id="${id}-error">${o.error}</p>` : ''}
</div>`;
}

/** A table's column headings: one `<th scope="col">` per message key, in order. */
export function colHeads(w: Words, keys: readonly MessageKey[]): Html[] {
  return keys.map((key) => html`<th scope="col">${w.t(key)}</th>`);
}

/** A labelled checkbox. */
export function checkbox(o: { name: string; label: string; id?: string; value?: string; checked?: boolean; required?: boolean }): Html {
  const id = o.id ?? o.name;
  const input = attrs({ id, name: o.name, value: o.value ?? 'on', checked: o.checked, required: o.required });
  return html`<div class="field check"><input type="checkbox"${input}><label for="${id}">${o.label}</label></div>`;
}

/** A small POST form holding hidden values and one button (phase changes, pushback, forfeit...). */
export function actionButton(
  action: string,
  label: string,
  hidden: Record<string, string | number>,
  opts: { className?: string; confirm?: boolean; disabled?: boolean } = {},
): Html {
  const inputs = Object.entries(hidden).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`);
  const button = html`<button type="submit" class="${opts.className ?? 'btn'}"${opts.disabled ? raw(' disabled') : ''}>${label}</button>`;
  return html`<form method="post" action="${action}" class="inline"${opts.confirm ? raw(' data-confirm') : ''}>${inputs}${button}</form>`;
}
