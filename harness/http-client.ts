// A fetch client for the real server: an organizer's cookie, forms and JSON calls, registration, keeper keys and team codes.
import { keeperKey } from '../server/http/keeper-key.js';
import { PLAIN_RULES } from '../shared/engine/fields.js';
import { PASSWORD, SECRET } from './server-process.js';

/** The keeper key of `court`, signed as the server under test signs it. */
export const key = (slug: string, court: number, secret = SECRET) => keeperKey(secret, slug, court);

export type Fields = Record<string, string | number | boolean>;

/** The parameters `create` sends when a test names none: a plain pool-and-bracket tournament (docs/api.md, Rules and results). */
export const CREATE_PARAMS = {
  name: 'Test Cup',
  date: '2026-06-01',
  courtCount: 2,
  ...PLAIN_RULES,
  notes: '',
} as const;

/** A fetch client that keeps one organizer cookie and never follows redirects. */
export class Client {
  cookie = '';
  constructor(public base: string) {}

  async login(name = 'Desk Ann'): Promise<Response> {
    const res = await this.form('/admin/login', { password: PASSWORD, next: '/admin', name });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(this.base + path, { redirect: 'manual', headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers } });
  }

  form(path: string, fields: Fields, headers: Record<string, string> = {}): Promise<Response> {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    return fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
  }

  json(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
  }

  /** A JSON organizer action that must succeed; returns its body. */
  async act(path: string, body: unknown): Promise<{ ok: boolean; msg?: string; error?: string; slug?: string }> {
    const res = await this.json(path, body);
    const out = (await res.json()) as { ok: boolean; msg?: string; error?: string };
    if (res.status !== 200 || !out.ok) throw new Error(`${path} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(out)}`);
    return out;
  }

  async state(slug: string): Promise<any> {
    const res = await this.get(`/t/${slug}/state.json`);
    if (res.status !== 200) throw new Error(`state.json ${res.status}`);
    return res.json();
  }

  async create(params: Partial<Record<string, unknown>> = {}): Promise<string> {
    const out = await this.act('/admin/new', { ...CREATE_PARAMS, ...params });
    return out.slug!;
  }

  /** Creates a tournament named `name` and registers `n` teams through the public form (`${name} 1`, ...); returns its slug. */
  async createWithTeams(name: string, n: number, params: Partial<Record<string, unknown>> = {}): Promise<string> {
    const slug = await this.create({ name, ...params });
    for (let i = 1; i <= n; i++) {
      const res = await this.register(slug, { name: `${name} ${i}` });
      if (res.status !== 303) throw new Error(`registering "${name} ${i}" -> ${res.status}`);
    }
    return slug;
  }

  /** A live tournament in pools of 4: `teams` added by the desk ("Sand Spikers 01"...), pools drawn, play live. */
  async livePools(name: string, teams: number, courtCount: number): Promise<string> {
    const slug = await this.create({ name, courtCount, teamSize: 2, pointsTo: 21, winBy: 2, cap: 0, bestOf: 1, stages: 'pool,bracket' });
    await Promise.all(
      Array.from({ length: teams }, (_, i) =>
        this.act(`/admin/t/${slug}/team`, {
          op: 'add',
          name: `Sand Spikers ${String(i + 1).padStart(2, '0')}`,
          captain: `Captain ${i + 1}`,
          players: 2,
        }),
      ),
    );
    await this.act(`/admin/t/${slug}/phase`, { phase: 'closed' });
    await this.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await this.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    return slug;
  }

  /** Registers a team through the public form; returns the response (303 to the code page on success). */
  register(slug: string, fields: Partial<Fields> = {}): Promise<Response> {
    return this.form(`/t/${slug}/register`, {
      name: 'Team',
      captain: 'Cap',
      phone: '555 123 4567',
      players: 2,
      playerNames: '',
      ...fields,
    } as Fields);
  }
}

/** The team code from a registration's 303 Location. */
export function codeFrom(res: Response): string {
  const loc = res.headers.get('location') ?? '';
  const m = /\/team\/([^/?]+)\?new=1$/.exec(loc);
  if (!m) throw new Error(`no team code in "${loc}" (status ${res.status})`);
  return decodeURIComponent(m[1]!);
}
