// Rate limits (docs/operating.md, Limits): failed logins and registrations per address answer 429 past the limit; RATE_LIMITS=off lifts them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOGIN_LIMIT, REGISTRATION_LIMIT } from '../../server/http/rate-limit.js';
import { Client, PASSWORD, serverFor } from '../fixtures/server.js';

const on = suite('rate limits on');
const { srv } = serverFor(on, { env: { RATE_LIMITS: undefined }, login: false });

on(
  'the allowed failed logins (at least 5) answer 401; past that every login from the address answers 429, even a correct one',
  async () => {
    assert.ok(LOGIN_LIMIT >= 5);
    const c = new Client(srv.base);
    for (let i = 0; i < LOGIN_LIMIT; i++) assert.is((await c.form('/admin/login', { password: `wrong ${i}`, next: '/admin' })).status, 401);
    const limited = await c.form('/admin/login', { password: 'wrong again', next: '/admin' });
    assert.is(limited.status, 429);
    assert.match(await limited.text(), /too many/i);
    assert.is((await c.form('/admin/login', { password: PASSWORD, next: '/admin' })).status, 429);
  },
);

on.run();

const regs = suite('registration limit');
const { srv: rsrv } = serverFor(regs, { env: { RATE_LIMITS: 'on' }, login: false });

regs('the allowed registrations (at least 20) from one address pass; the next answers 429 with a message', async () => {
  assert.ok(REGISTRATION_LIMIT >= 20);
  const c = new Client(rsrv.base);
  await c.login();
  const slug = await c.create({ name: 'Busy Cup' });
  for (let i = 1; i <= REGISTRATION_LIMIT; i++) assert.is((await c.register(slug, { name: `Team ${i}` })).status, 303, `registration ${i}`);
  const res = await c.register(slug, { name: 'One Too Many' });
  assert.is(res.status, 429);
  assert.match(await res.text(), /too many/i);
  assert.is((await c.state(slug)).teams.length, REGISTRATION_LIMIT);
});

regs.run();

const off = suite('rate limits off');
const { srv: osrv } = serverFor(off, { env: { RATE_LIMITS: 'off' }, login: false });

off('RATE_LIMITS=off: failed logins and registrations are never limited', async () => {
  const c = new Client(osrv.base);
  for (let i = 0; i < LOGIN_LIMIT + 3; i++) assert.is((await c.form('/admin/login', { password: 'wrong', next: '/admin' })).status, 401);
  assert.is((await c.login()).status, 303);
  const slug = await c.create({ name: 'Load Cup' });
  for (let i = 1; i <= REGISTRATION_LIMIT + 4; i++)
    assert.is((await c.register(slug, { name: `Team ${i}` })).status, 303, `registration ${i}`);
});

off.run();
