// Rate limits (CONTRACT 1): failed logins and registrations per address answer 429 past the limit; RATE_LIMITS=off lifts them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOGIN_LIMIT, REGISTRATION_LIMIT } from '../../server/http/rate-limit.js';
import { Client, PASSWORD, removeDir, startServer, type Srv } from './helpers.js';

const on = suite('rate limits on');
let srv: Srv;

on.before(async () => {
  srv = await startServer({ env: { RATE_LIMITS: undefined } });
});
on.after(async () => {
  await srv.stop();
  removeDir(srv.dataDir);
});

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
let rsrv: Srv;

regs.before(async () => {
  rsrv = await startServer({ env: { RATE_LIMITS: 'on' } });
});
regs.after(async () => {
  await rsrv.stop();
  removeDir(rsrv.dataDir);
});

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
let osrv: Srv;

off.before(async () => {
  osrv = await startServer({ env: { RATE_LIMITS: 'off' } });
});
off.after(async () => {
  await osrv.stop();
  removeDir(osrv.dataDir);
});

off('RATE_LIMITS=off: failed logins and registrations are never limited', async () => {
  const c = new Client(osrv.base);
  for (let i = 0; i < LOGIN_LIMIT + 3; i++) assert.is((await c.form('/admin/login', { password: 'wrong', next: '/admin' })).status, 401);
  assert.is((await c.login()).status, 303);
  const slug = await c.create({ name: 'Load Cup' });
  for (let i = 1; i <= REGISTRATION_LIMIT + 4; i++)
    assert.is((await c.register(slug, { name: `Team ${i}` })).status, 303, `registration ${i}`);
});

off.run();
