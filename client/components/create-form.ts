// The creation form's sport and tiebreak fields in the browser (docs/running-an-event.md, Sport presets): choosing a sport
// fills every rule field from the one definition of the presets (each still editable), and the tiebreak order is checked
// as it is typed with the server's own check, its problem shown under the field. Without scripts the form works as drawn.
import { isPresetName, PRESET_FIELDS, presetFormValues } from '../../shared/engine/presets.js';
import { parseTiebreaks } from '../../shared/engine/tiebreaks.js';
import { pageWords } from '../i18n/page-words.js';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, name: string): Control | null {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el : null;
}

/** Fills the rule fields with the chosen sport's values; "Other" leaves them as they are. */
function applyPreset(form: HTMLFormElement, name: string): void {
  const shown = control(form, 'presetShown');
  if (!isPresetName(name)) {
    if (shown) shown.value = '';
    return;
  }
  const values = presetFormValues(name);
  for (const key of PRESET_FIELDS) {
    const el = control(form, key);
    if (!el) continue;
    el.value = values[key];
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (shown) shown.value = name;
  // A sport with its own bracket rules or deciding set (pickleball's best of 3, volleyball's set to 15) shows them.
  const folded = form.querySelector<HTMLDetailsElement>('details.stage-rules');
  const own = (['bracketBestOf', 'bracketPointsTo', 'bracketWinBy', 'bracketCap'] as const).some((k) => values[k] !== '');
  if (folded && (own || values.decidingSetTo !== '0')) folded.open = true;
}

/** The tiebreak field's problem under it (the same sentence the server would answer), or none. */
function checkTiebreaks(input: HTMLInputElement): boolean {
  const parsed = parseTiebreaks(input.value);
  // Shown under the field rather than in the browser's own bubble (which would cover it): the submit handler stops the form.
  // In the page's language (the desk home and the event desk carry the refusal messages: shared/i18n/areas.ts); English
  // pages, and a page without the message, show the engine's English sentence.
  const w = pageWords();
  const said = !parsed.ok && parsed.why && w.lang !== 'en' ? w.t(parsed.why.key, parsed.why.values) : '';
  const error = parsed.ok ? '' : said && said !== parsed.why?.key ? said : parsed.error;
  const wrap = input.closest('.field');
  const id = `${input.id}-error`;
  let note = wrap?.querySelector<HTMLElement>('.field-error') ?? null;
  if (error && wrap && !note) {
    note = document.createElement('p');
    note.className = 'field-error';
    note.id = id;
    wrap.append(note);
  }
  if (note) note.textContent = error;
  note?.toggleAttribute('hidden', !error);
  wrap?.classList.toggle('has-error', Boolean(error));
  input.setAttribute('aria-invalid', error ? 'true' : 'false');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
  input.setAttribute('aria-describedby', [...described, ...(error ? [id] : [])].join(' '));
  return !error;
}

export function enhanceCreateForm(form: HTMLFormElement): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = 'yes';
  const preset = control(form, 'preset');
  preset?.addEventListener('change', () => applyPreset(form, preset.value));
  const tiebreaks = control(form, 'tiebreaks');
  if (tiebreaks instanceof HTMLInputElement) {
    tiebreaks.addEventListener('input', () => checkTiebreaks(tiebreaks));
    form.addEventListener('submit', (ev) => {
      if (!checkTiebreaks(tiebreaks)) {
        ev.preventDefault();
        tiebreaks.focus();
      }
    });
  }
}

export function enhanceCreateForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-create-form]')) enhanceCreateForm(form);
}
