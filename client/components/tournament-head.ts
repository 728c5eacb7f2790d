// The organizer's banner (shared/view/announcements.ts) as a Lit template, for the desk.
import { bannerView as sharedBanner } from '../../shared/view/announcements.js';
import { LIT_MARKUP, type LitView } from './lit-markup.js';

export function bannerView(banner: string | null): LitView {
  return sharedBanner(LIT_MARKUP, banner);
}
