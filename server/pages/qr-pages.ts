// Printable QR code pages: the registration code, and one score keeper code per court.
// On paper only the code, the tournament name and the URL remain (see @media print in app.css).
import type { PublicState } from '../../shared/engine/types.js';
import { html, raw } from './html.js';
import { page } from './layout.js';

/** `svg` comes from the qrcode library (server/qr.ts), never from user input, so it is inserted as is. */
export function qrPage(o: { pub: PublicState; url: string; pngUrl: string; svg: string }): string {
  const body = html`<p class="no-print"><a href="/admin/t/${o.pub.slug}">← Back to the desk</a></p>
<section class="qr-sheet">
<h1>${o.pub.name}</h1>
<p class="qr-call">Scan to register your team</p>
<div class="qr-code">${raw(o.svg)}</div>
<p class="qr-url">${o.url}</p>
</section>
<p class="no-print qr-tools"><button type="button" class="btn primary" data-print>Print</button> <a class="btn" href="${o.pngUrl}" download>Download PNG</a></p>`;
  return page({ title: `QR code · ${o.pub.name}`, body, bodyClass: 'print-page', scripts: ['print.js'] });
}

export function keeperQrPage(o: { pub: PublicState; courts: { court: number; url: string; svg: string }[] }): string {
  const body = html`<p class="no-print"><a href="/admin/t/${o.pub.slug}">← Back to the desk</a></p>
<h1 class="no-print">Score keeper codes: ${o.pub.name}</h1>
<p class="no-print muted">One page per court when printed. Anyone with a code can score that court: hand them to keepers only.</p>
<p class="no-print"><button type="button" class="btn primary" data-print>Print</button></p>
<div class="qr-cards">${o.courts.map(
    (c) => html`<section class="qr-sheet qr-card">
<h2>Court ${c.court}</h2>
<p class="qr-name">${o.pub.name}</p>
<div class="qr-code">${raw(c.svg)}</div>
<p class="qr-url">${c.url}</p>
</section>`,
  )}</div>`;
  return page({ title: `Keeper QR codes · ${o.pub.name}`, body, bodyClass: 'print-page', scripts: ['print.js'] });
}
