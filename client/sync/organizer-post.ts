// A desk action posted to the organizer JSON routes (same-origin cookie), with every failure turned into a sentence to show next to what it concerns.
import { pageWords } from '../i18n/page-words.js';

/**
 * The answer of an organizer route (docs/api.md, Organizer answers), plus whatever the route adds (`code`, `rows`);
 * `unreachable: true` when the request never got an answer from the server (sending it again is safe only with an op id).
 */
export type Answer = ({ ok: true; msg: string } | { ok: false; error: string }) & Record<string, unknown>;

/** Failures the server did not word, in the page's language (the desk's and the event desk's pages carry area `refusal`). */
export async function postJson(url: string, body: Record<string, unknown>): Promise<Answer> {
  const w = pageWords();
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      unreachable: true,
      error: w.t('refusal.unreachable'),
    };
  }
  // A proxy's answer while the server restarts: nothing reached it either.
  if (res.status === 502 || res.status === 503 || res.status === 504) {
    return { ok: false, unreachable: true, error: w.t('refusal.restarting') };
  }
  if (res.status === 401) return { ok: false, error: w.t('refusal.signedOut') };
  if (res.status === 413) return { ok: false, error: w.t('refusal.tooMuch') };
  try {
    const answer = (await res.json()) as Answer;
    if (typeof answer?.ok === 'boolean') return answer;
  } catch {
    // not JSON: said below
  }
  return { ok: false, error: w.t('refusal.noReason', { status: res.status }) };
}
