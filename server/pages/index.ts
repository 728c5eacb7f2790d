// Server-rendered pages: each a pure function from data to an escaped HTML string.
export type { FormState } from './home.js';
export { listPage, loginPage, deskHomePage, notFoundPage, errorPage } from './home.js';
export { deskPage } from './desk.js';
export { landingPage, teamPage } from './public.js';
export { displayPage } from './display-page.js';
export { keeperPage } from './keeper.js';
export { bracketPage } from './bracket-page.js';
export { qrPage, keeperQrPage } from './qr-pages.js';
export { eventDeskPage } from './event-desk.js';
