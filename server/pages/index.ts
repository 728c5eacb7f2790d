// Server-rendered pages: each a pure function from data to an escaped HTML string.
import type { PublicState, Tournament } from '../../shared/types.js';
import type { EventRow, TournamentSummary } from '../hub-types.js';

/** Values and per-field errors of a re-rendered form. */
export interface FormState { values: Record<string, string>; fields: Record<string, string>; error?: string }

export function listPage(o: { items: TournamentSummary[] }): string { throw new Error('todo'); }
export function loginPage(o: { next: string; error?: string; name?: string }): string { throw new Error('todo'); }
export function deskHomePage(o: { items: TournamentSummary[]; actor: string; msg?: string; error?: string; form?: FormState }): string { throw new Error('todo'); }
export function deskPage(o: { t: Tournament; pub: PublicState; events: EventRow[]; actor: string; msg?: string; error?: string; keeperLinks: { court: number; url: string }[]; registerUrl: string }): string { throw new Error('todo'); }
/** Registration form while phase is checkin (with `form` when re-rendered), otherwise the live board. */
export function landingPage(o: { pub: PublicState; form?: FormState; closedError?: string }): string { throw new Error('todo'); }
/** Personalised board. `own` only on the code page (that team's own private data); `isNew` shows the code once. */
export function teamPage(o: { pub: PublicState; teamId: string; own?: { code: string; captain: string; playerNames: string[] }; isNew: boolean }): string { throw new Error('todo'); }
export function displayPage(o: { pub: PublicState }): string { throw new Error('todo'); }
export function keeperPage(o: { pub: PublicState; court: number; k: string }): string { throw new Error('todo'); }
export function qrPage(o: { pub: PublicState; url: string; pngUrl: string; svg: string }): string { throw new Error('todo'); }
export function keeperQrPage(o: { pub: PublicState; courts: { court: number; url: string; svg: string }[] }): string { throw new Error('todo'); }
export function notFoundPage(o: { message: string }): string { throw new Error('todo'); }
export function errorPage(o: { status: number; message: string }): string { throw new Error('todo'); }
