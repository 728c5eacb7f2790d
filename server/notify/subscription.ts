// A push subscription as a browser posts it (docs/api.md, Notifications), checked field by field, and the caps on them.
import { createPublicKey } from 'node:crypto';
import type { PublicState } from '../../shared/engine/types.js';
import type { PushSubscriptionRow } from '../store/store.js';
import type { Message } from '../../shared/i18n/words.js';
import { base64urlBytes, originAllowed } from './push-config.js';

/** docs/operating.md, Limits: subscriptions and pushes. */
export const PUSH_LIMITS = {
  /** Subscriptions kept per tournament. */
  perTournament: 5_000,
  /** Phones following one team. */
  perTeam: 20,
  /** Teams one phone (endpoint) follows in one tournament. */
  teamsPerEndpoint: 16,
  /** Characters of an endpoint URL. */
  endpointLength: 1_024,
  /** Subscribe and unsubscribe requests per address per 10 minutes. */
  requestsPerAddress: 120,
  /** Notices sent to one team per 10 minutes; past it they are dropped (logged). */
  teamNoticesPer10Min: 40,
  /** Pushes queued per tournament per 10 minutes; past it they are dropped (logged). */
  tournamentPushesPer10Min: 50_000,
} as const;

/** A refusal a person may read (a team gone, a cap reached) also carries its message (`why`, docs/translating.md, Refusals). */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; why?: Message };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An endpoint URL the server may call: https (or as listed), on an allowed origin, no credentials, not too long. */
export function checkEndpoint(endpoint: unknown, patterns: readonly string[]): Checked<string> {
  if (typeof endpoint !== 'string' || endpoint === '')
    return { ok: false, error: 'subscription.endpoint is missing: send the push subscription the browser gave.' };
  if (endpoint.length > PUSH_LIMITS.endpointLength)
    return { ok: false, error: `subscription.endpoint is longer than ${PUSH_LIMITS.endpointLength} characters.` };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, error: 'subscription.endpoint is not a URL.' };
  }
  if (url.username || url.password) return { ok: false, error: 'subscription.endpoint may not carry a user name or password.' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: 'subscription.endpoint must be an https URL.' };
  if (!originAllowed(url, patterns))
    return { ok: false, error: `subscription.endpoint is not on a push service this server sends to (${url.origin}); see PUSH_ENDPOINTS.` };
  return { ok: true, value: url.href };
}

/** A P-256 public key, uncompressed, on the curve. */
function validPoint(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** The body of POST /t/<slug>/push/subscribe, checked against the tournament's public document. */
export function checkSubscribe(
  body: unknown,
  pub: PublicState,
  patterns: readonly string[],
  now: number,
  lang?: string,
): Checked<PushSubscriptionRow> {
  if (!isObject(body)) return { ok: false, error: 'Send JSON {subscription: {endpoint, keys: {p256dh, auth}}, team}.' };
  const sub = body.subscription;
  if (!isObject(sub)) return { ok: false, error: 'subscription is missing: send the push subscription the browser gave.' };
  const endpoint = checkEndpoint(sub.endpoint, patterns);
  if (!endpoint.ok) return endpoint;
  const keys = sub.keys;
  if (!isObject(keys)) return { ok: false, error: 'subscription.keys is missing (p256dh and auth).' };
  const { p256dh, auth } = keys;
  const point = typeof p256dh === 'string' && p256dh.length <= 100 ? base64urlBytes(p256dh) : null;
  if (!point || !validPoint(point))
    return { ok: false, error: 'subscription.keys.p256dh must be a base64url P-256 public key (65 bytes).' };
  const secret = typeof auth === 'string' && auth.length <= 30 ? base64urlBytes(auth) : null;
  if (secret?.length !== 16) return { ok: false, error: 'subscription.keys.auth must be a base64url secret of 16 bytes.' };
  const team = body.team;
  if (typeof team !== 'string' || team === '') return { ok: false, error: 'team is missing: the public id of the team to follow.' };
  if (!pub.teams.some((t) => t.id === team)) {
    const gone = pub.withdrawn.some((t) => t.id === team);
    return gone
      ? { ok: false, error: 'That team has withdrawn from this tournament.', why: { key: 'public.pushWithdrawn' } }
      : {
          ok: false,
          error: `There is no team "${team.slice(0, 40)}" in this tournament.`,
          why: { key: 'public.noTeam', values: { team: team.slice(0, 40) } },
        };
  }
  return {
    ok: true,
    value: {
      endpoint: endpoint.value,
      p256dh: point.toString('base64url'),
      auth: secret.toString('base64url'),
      team,
      at: now,
      ...(lang ? { lang } : {}),
    },
  };
}

/** Whether adding `row` keeps the tournament within the caps; the refusal names the limit. */
export function capRefusal(rows: readonly PushSubscriptionRow[], row: PushSubscriptionRow): { error: string; why: Message } | null {
  if (rows.some((r) => r.endpoint === row.endpoint && r.team === row.team)) return null;
  if (rows.length >= PUSH_LIMITS.perTournament)
    return {
      error: `This tournament has reached its limit of ${PUSH_LIMITS.perTournament} notification subscriptions.`,
      why: { key: 'public.pushTournamentFull', values: { n: PUSH_LIMITS.perTournament } },
    };
  if (rows.filter((r) => r.team === row.team).length >= PUSH_LIMITS.perTeam)
    return {
      error: `This team has reached its limit of ${PUSH_LIMITS.perTeam} phones following it; turn notifications off on one first.`,
      why: { key: 'public.pushTeamFull', values: { n: PUSH_LIMITS.perTeam } },
    };
  if (rows.filter((r) => r.endpoint === row.endpoint).length >= PUSH_LIMITS.teamsPerEndpoint)
    return {
      error: `This browser already follows ${PUSH_LIMITS.teamsPerEndpoint} teams of this tournament, the limit; turn one off first.`,
      why: { key: 'public.pushBrowserFull', values: { n: PUSH_LIMITS.teamsPerEndpoint } },
    };
  return null;
}
