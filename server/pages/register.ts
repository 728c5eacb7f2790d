// The registration page (docs/api.md, Registration): the tournament's headline, the form with its errors next to
// each field, and the teams registered so far, in the reader's language (docs/translating.md).
import type { PublicState } from '../../shared/engine/types.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Message, Words } from '../../shared/i18n/words.js';
import { bannerView } from '../../shared/view/announcements.js';
import { headlineView } from '../../shared/view/board.js';
import { headlineWords } from '../../shared/view/format-words.js';
import type { FormState } from './home.js';
import { html, seg, type Html } from './html.js';
import { errorSummary, field, page } from './layout.js';
import { markupFor } from './markup.js';
import { teamLink } from './board-html.js';
import { tournamentShare } from './share.js';

/** A re-rendered form: what was typed, and the refusal with each field's problem as messages where the engine gave them. */
export interface RegistrationForm extends FormState {
  why?: Message;
  fieldWhy?: Record<string, Message>;
}

const REG_FIELDS = ['name', 'captain', 'phone', 'players', 'playerNames'] as const;

/** Each field's problem in the page's language (the engine's English where it gave no message). */
function fieldErrors(w: Words, form: RegistrationForm | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of REG_FIELDS) {
    const why = form?.fieldWhy?.[f];
    const english = form?.fields[f];
    if (why) out[f] = w.t(why.key, why.values);
    else if (english) out[f] = english;
  }
  return out;
}

/**
 * A refused registration's one sentence in the reader's language: the refusal itself, the only field's problem, or
 * "fix the highlighted fields" (English keeps the engine's own summary, which names the fields). Also the JSON `error`.
 */
export function refusalText(
  w: Words,
  r: { error?: string | undefined; fields?: Record<string, string>; why?: Message; fieldWhy?: Record<string, Message> },
): string | undefined {
  if (r.why) return w.t(r.why.key, r.why.values);
  const keys = Object.keys(r.fields ?? {});
  const only = keys.length === 1 ? r.fieldWhy?.[keys[0]!] : undefined;
  if (only) return w.t(only.key, only.values);
  if (keys.length > 1 && w.lang !== 'en') return w.t('form.fixFields');
  return r.error;
}

/** The registration form's labels, which the summary of a refused form links by. */
function regLabels(w: Words): Record<(typeof REG_FIELDS)[number], string> {
  return {
    name: w.t('reg.teamName'),
    captain: w.t('reg.captain'),
    phone: w.t('reg.phone'),
    players: w.t('reg.players'),
    playerNames: w.t('reg.playerNames'),
  };
}

function registrationForm(w: Words, pub: PublicState, form?: RegistrationForm): Html {
  const v = form?.values ?? {};
  const e = fieldErrors(w, form);
  const labels = regLabels(w);
  const size = pub.rules.teamSize;
  return html`<section class="panel register">
<h2>${w.t('reg.title')}</h2>
${form ? errorSummary(e, labels, refusalText(w, form), '', w) : ''}
<form method="post" action="/t/${seg(pub.slug)}/register" class="stack">
${field({ name: 'name', label: labels.name, value: v.name ?? '', error: e.name, attrs: { required: true, maxlength: 40, autocomplete: 'off' } })}
${field({
  name: 'captain',
  label: labels.captain,
  hint: w.t('reg.privateHint'),
  value: v.captain ?? '',
  error: e.captain,
  attrs: { required: true, maxlength: 60, autocomplete: 'name' },
})}
${field({
  name: 'phone',
  label: labels.phone,
  type: 'tel',
  hint: w.t('reg.phoneHint'),
  value: v.phone ?? '',
  error: e.phone,
  attrs: { required: true, autocomplete: 'tel', inputmode: 'tel', maxlength: 24 },
})}
${field({
  name: 'players',
  label: labels.players,
  type: 'number',
  hint: w.t('reg.playersHint', { min: size, max: size === 1 ? 2 : 2 * size }),
  value: v.players ?? String(size),
  error: e.players,
  attrs: { required: true, min: size, max: 2 * size, step: 1, inputmode: 'numeric' },
  className: 'short',
})}
${field({
  name: 'playerNames',
  label: labels.playerNames,
  value: v.playerNames ?? '',
  error: e.playerNames,
  textarea: true,
  attrs: { rows: Math.min(2 * size, 6), maxlength: 1000 },
})}
<button type="submit" class="btn primary big">${w.t('reg.submit')}</button>
</form>
</section>`;
}

/** The landing page while registration is open (`form` when re-rendered after a refusal). `base`: for the link preview. */
export function registrationPage(o: {
  pub: PublicState;
  base: string;
  form?: RegistrationForm;
  lang: Lang;
  languages?: ((lang: Lang) => string) | undefined;
}): string {
  const { pub } = o;
  const mk = markupFor(o.lang);
  const w = mk.words;
  const teams = [...pub.teams].sort((x, y) => x.seed - y.seed);
  const teamItem = (t: (typeof teams)[number]) => html`<li>${teamLink(pub.slug, t)}</li>`;
  const body = html`${headlineView(mk, pub, headlineWords(pub, w))}
${bannerView(mk, pub.banner)}
${pub.notes ? html`<p class="notes">${pub.notes}</p>` : ''}
${registrationForm(w, pub, o.form)}
<section class="panel"><h2>${w.t('reg.registered', { n: pub.teams.length })}</h2>
${teams.length ? html`<ul class="team-list">${teams.map(teamItem)}</ul>` : html`<p class="empty">${w.t('reg.noTeams')}</p>`}
</section>`;
  const title = w.t('reg.pageTitle', { tournament: pub.name });
  const share = tournamentShare(pub, { base: o.base, path: `/t/${seg(pub.slug)}`, title, what: w.t('reg.shareWhat'), w });
  const nav = html`<a href="/t/${seg(pub.slug)}">${w.t('common.board')}</a><a href="/t/${seg(pub.slug)}/display">${w.t('common.tvDisplay')}</a>`;
  return page({ title, body, nav, share, lang: o.lang, languages: o.languages });
}
