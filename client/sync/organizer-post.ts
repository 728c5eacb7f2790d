// A desk action posted to the organizer JSON routes (same-origin cookie), with every failure turned into a sentence to show next to what it concerns.

/**
 * The answer of an organizer route (docs/api.md, Organizer answers), plus whatever the route adds (`code`, `rows`);
 * `unreachable: true` when the request never got an answer from the server (sending it again is safe only with an op id).
 */
export type Answer = ({ ok: true; msg: string } | { ok: false; error: string }) & Record<string, unknown>;

export async function postJson(url: string, body: Record<string, unknown>): Promise<Answer> {
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
      error: 'The server could not be reached; nothing was changed. Check the connection and try again.',
    };
  }
  // A proxy's answer while the server restarts: nothing reached it either.
  if (res.status === 502 || res.status === 503 || res.status === 504) {
    return { ok: false, unreachable: true, error: 'The server is restarting; nothing was changed yet. Try again in a moment.' };
  }
  if (res.status === 401) return { ok: false, error: 'Your desk session has ended: reload the page and log in again.' };
  if (res.status === 413) return { ok: false, error: 'That is too much to send at once; split it into smaller parts.' };
  try {
    const answer = (await res.json()) as Answer;
    if (typeof answer?.ok === 'boolean') return answer;
  } catch {
    // not JSON: said below
  }
  return { ok: false, error: `The server answered ${res.status} without saying why; reload the desk and try again.` };
}
