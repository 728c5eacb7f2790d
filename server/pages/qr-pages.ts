// Printable QR code pages: the registration code, and one score keeper code per court.
// On paper only the code, the tournament name and the URL remain (see @media print in app.css). Said in the tournament's
// language, or the one `?lang` names, as the printed sheets are (docs/translating.md): they are printed for the venue.
import type { PublicState } from '../../shared/engine/types.js';
import type { Words } from '../../shared/i18n/words.js';
import { wordsFor } from '../../shared/i18n/catalogues.js';
import { html, raw, seg, type Html } from './html.js';
import { page } from './layout.js';

/** A QR page: printable, its Print button wired by static/print.js (no inline script), `<html lang>` its language. */
function qrFrame(title: string, body: Html, w: Words): string {
  return page({ title, body, bodyClass: 'print-page', scripts: ['print.js'], lang: w.lang });
}

/** `svg` comes from the qrcode library (server/qr.ts), never from user input, so it is inserted as is. */
export function qrPage(o: { pub: PublicState; url: string; pngUrl: string; svg: string; w?: Words }): string {
  const w = o.w ?? wordsFor('en');
  const download = html`<a class="btn" href="${o.pngUrl}" download>${w.t('print.downloadPng')}</a>`;
  const body = html`<p class="no-print"><a href="/admin/t/${seg(o.pub.slug)}">${w.t('print.back')}</a></p>
<section class="qr-sheet">
<h1>${o.pub.name}</h1>
<p class="qr-call">${w.t('tv.scan')}</p>
<div class="qr-code">${raw(o.svg)}</div>
<p class="qr-url">${o.url}</p>
</section>
<p class="no-print qr-tools"><button type="button" class="btn primary" data-print>${w.t('print.print')}</button> ${download}</p>`;
  return qrFrame(w.t('print.qrTitle', { tournament: o.pub.name }), body, w);
}

export function keeperQrPage(o: { pub: PublicState; courts: { court: number; url: string; svg: string }[]; w?: Words }): string {
  const w = o.w ?? wordsFor('en');
  const body = html`<p class="no-print"><a href="/admin/t/${seg(o.pub.slug)}">${w.t('print.back')}</a></p>
<h1 class="no-print">${w.t('print.keeperQrHeading', { tournament: o.pub.name })}</h1>
<p class="no-print muted">${w.t('print.keeperQrHint')}</p>
<p class="no-print"><button type="button" class="btn primary" data-print>${w.t('print.print')}</button></p>
<div class="qr-cards">${o.courts.map(
    (c) => html`<section class="qr-sheet qr-card">
<h2>${w.t('desk.court', { court: c.court })}</h2>
<p class="qr-name">${o.pub.name}</p>
<div class="qr-code">${raw(c.svg)}</div>
<p class="qr-url">${c.url}</p>
</section>`,
  )}</div>`;
  return qrFrame(w.t('print.keeperQrTitle', { tournament: o.pub.name }), body, w);
}
