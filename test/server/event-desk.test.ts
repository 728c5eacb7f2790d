// The organizer's event desk (docs/api.md, Events): desk home's events and new event form, GET /admin/e/<slug>, its forms, unlink, venue keeper codes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Client, serverFor } from '../fixtures/server.js';

const t = suite('event desk');
const { c, srv } = serverFor(t);

const form = (path: string, fields: Record<string, string | number>) => c.form(path, fields, { origin: srv.base });
const text = async (path: string) => {
  const res = await c.get(path);
  assert.is(res.status, 200, path);
  return res.text();
};
/** The flash message a form post's 303 carries back. */
const flash = (res: Response) => {
  const to = new URL(res.headers.get('location') ?? '', 'http://x');
  return { path: to.pathname, msg: to.searchParams.get('msg'), error: to.searchParams.get('error') };
};

const division = (event: string, name: string, courts = '') =>
  form('/admin/new', {
    event,
    courts,
    name,
    date: '2026-08-01',
    teamSize: 2,
    pointsTo: 21,
    winBy: 2,
    cap: 0,
    bestOf: 1,
    stages: 'pool',
    notes: '',
  });

t('the desk home lists events beside tournaments and a new event form posts to a new event desk', async () => {
  const res = await form('/admin/events/new', { name: 'Harbour <Day>', date: '2026-08-01', courtCount: 3, restMin: 5, notes: '' });
  assert.is(res.status, 303);
  const to = flash(res);
  assert.is(to.path, '/admin/e/harbour-day');
  assert.ok(to.msg);
  const home = await text('/admin');
  assert.match(home, 'action="/admin/events/new"');
  assert.match(home, 'href="/admin/e/harbour-day"');
  assert.match(home, 'Harbour &lt;Day&gt;', 'the name is escaped');
  assert.not.match(home, 'Harbour <Day>');
});

t('a bad new event form comes back with each error next to its field and what was typed kept, creating nothing', async () => {
  const before = ((await (await c.get('/healthz')).json()) as { events: number }).events;
  const res = await form('/admin/events/new', { name: 'Typed "Name"', date: '2026-08-01', courtCount: 65, restMin: 200, notes: 'kept' });
  assert.is(res.status, 400);
  const page = await res.text();
  assert.match(page, /id="event-courtCount"[^>]*aria-invalid="true"/);
  assert.match(page, /<p class="field-error" id="event-courtCount-error">[^<]+<\/p>/);
  assert.match(page, /<p class="field-error" id="event-restMin-error">[^<]+<\/p>/);
  assert.match(page, 'value="Typed &quot;Name&quot;"', 'the typed name is kept, escaped');
  assert.match(page, '>kept</textarea>');
  assert.is(((await (await c.get('/healthz')).json()) as { events: number }).events, before);
});

t('the event desk is for organizers only: a visitor is sent to sign in and a JSON caller gets 401', async () => {
  const visitor = new Client(srv.base);
  const page = await visitor.get('/admin/e/harbour-day');
  assert.ok(page.status === 303 || page.status === 302 || page.status === 401, `status ${page.status}`);
  assert.is((await visitor.json('/admin/e/harbour-day/banner', { banner: 'hi' }, { origin: srv.base })).status, 401);
  const post = await visitor.form('/admin/e/harbour-day/banner', { banner: 'hi' }, { origin: srv.base });
  assert.ok(post.status === 303 || post.status === 401, `a form post is sent to sign in (${post.status})`);
  assert.not.match((await text('/admin/e/harbour-day')).toString(), 'value="hi"', 'the visitor changed nothing');
  assert.is((await c.get('/admin/e/no-such-event')).status, 404);
});

t('divisions are created through the event desk form, listed with their courts, and a bad courts field is shown next to it', async () => {
  assert.is(flash(await division('harbour-day', 'Open', '1-2')).path, '/admin/t/open');
  assert.is(flash(await division('harbour-day', 'Mixed')).path, '/admin/t/mixed');
  const bad = await division('harbour-day', 'Typed Women', '9');
  assert.is(bad.status, 400);
  const page = await bad.text();
  assert.match(page, /<p class="field-error" id="courts-error">[^<]+<\/p>/);
  assert.match(page, 'value="Typed Women"');
  const desk = await text('/admin/e/harbour-day');
  assert.match(desk, /<tr data-division="open"><th scope="row"><a href="\/admin\/t\/open">Open<\/a>[\s\S]*?<td>1-2<\/td>/);
  assert.match(desk, /<tr data-division="mixed"><th scope="row"><a href="\/admin\/t\/mixed">Mixed<\/a>[\s\S]*?<td>1-3<\/td>/);
  assert.match(desk, 'href="/admin/t/open"');
  assert.match(desk, 'href="/t/mixed"');
  assert.match(desk, '<input type="hidden" name="event" value="harbour-day">');
  assert.not.match(desk, 'Typed Women', 'the refused division was not created');
});

t('a venue court is paused and resumed from the desk, and banner and broadcast answer with a message', async () => {
  const paused = await form('/admin/e/harbour-day/court', { court: 2, op: 'pause', reason: 'net' });
  assert.is(paused.status, 303);
  assert.ok(flash(paused).msg);
  let desk = await text('/admin/e/harbour-day');
  assert.match(desk, /<article class="court court-paused" data-court="2" data-edit="court:2">/);
  assert.match(desk, 'Resume court 2');
  assert.ok(flash(await form('/admin/e/harbour-day/court', { court: 2, op: 'resume', reason: '' })).msg);
  desk = await text('/admin/e/harbour-day');
  assert.match(desk, 'Pause court 2');
  assert.is(flash(await form('/admin/e/harbour-day/broadcast', { text: 'Lunch at 12' })).msg, 'Broadcast sent to 2 divisions.');
  assert.ok(flash(await form('/admin/e/harbour-day/banner', { banner: 'Welcome <all>' })).msg);
  desk = await text('/admin/e/harbour-day');
  assert.match(desk, 'value="Welcome &lt;all&gt;"');
  assert.match(
    desk,
    /<span class="event-what">Banner<\/span>\s*<span class="event-detail"><span class="event-where">Event<\/span> · Banner set\.<\/span>/,
    'the live log holds the event rows',
  );
  const bad = await c.json('/admin/e/harbour-day/court', { court: 99, op: 'pause' }, { origin: srv.base });
  assert.is(bad.status, 400);
  assert.is(((await bad.json()) as { ok: boolean }).ok, false);
});

t('the live fragment (live.html) draws the divisions, courts, queue, player links and announcements for organizers only', async () => {
  const res = await c.get('/admin/e/harbour-day/live.html');
  assert.is(res.status, 200);
  const part = await res.text();
  assert.match(part, /<section class="panel" id="venue-courts">/);
  assert.match(part, /<section class="panel" id="queue">/);
  for (const id of ['divisions', 'players', 'announce']) assert.match(part, `id="${id}"`);
  assert.not.match(part, '<html', 'a fragment, not a page');
  assert.match(res.headers.get('cache-control') ?? '', 'no-store');
  const visitor = await new Client(srv.base).get('/admin/e/harbour-day/live.html', { accept: 'application/json' });
  assert.ok(visitor.status === 401 || visitor.status === 303, `a visitor gets nothing (${visitor.status})`);
  assert.is((await c.get('/admin/e/no-such-event/live.html')).status, 404);
});

t('delete is refused in words while the event has divisions', async () => {
  const desk = await text('/admin/e/harbour-day');
  assert.match(desk, 'The event still has 2 divisions');
  const res = await form('/admin/e/harbour-day/delete', { confirm: 'yes' });
  assert.is(res.status, 303);
  assert.ok(flash(res).error, 'refused with a sentence');
  assert.is((await c.get('/admin/e/harbour-day')).status, 200);
});

t('the keeper codes of the event desk are venue court keys that the venue keeper route accepts', async () => {
  const desk = await text('/admin/e/harbour-day');
  const urls = [...desk.matchAll(/<a href="([^"]+\/keeper\/harbour-day\/(\d+)\?k=[^"]+)">/g)];
  assert.is(urls.length, 3, 'one per venue court');
  for (const [, url, court] of urls) {
    const k = new URL(url!.replace(/&amp;/g, '&')).searchParams.get('k')!;
    const post = (key: string) =>
      fetch(`${srv.base}/keeper/harbour-day/${court}/live`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ k: key, division: 'open', match: 'nope', a: 1, b: 0 }),
      });
    const ok = await post(k);
    assert.not.equal(ok.status, 403, `court ${court}: the key is accepted (then the match is judged)`);
    assert.is((await post(`${k}x`)).status, 403, 'a changed key is refused');
  }
});

t('a player in two divisions is listed on the desk and the unlink button tells the two apart', async () => {
  const ev = flash(
    await form('/admin/events/new', { name: 'Namesakes', date: '2026-08-02', courtCount: 2, restMin: 0, notes: '' }),
  ).path.split('/')[3]!;
  const slugs: string[] = [];
  for (const [name, first] of [
    ['Gold', 'Sam Lee'],
    ['Silver', 'sam  lee'],
  ] as const) {
    const slug = flash(await division(ev, name)).path.split('/')[3]!;
    assert.is((await c.register(slug, { name: `${name} A`, playerNames: `${first}\nAnn ${name}` })).status, 303);
    assert.is((await c.register(slug, { name: `${name} B`, playerNames: `Cy ${name}\nDee ${name}` })).status, 303);
    slugs.push(slug);
  }
  let desk = await text(`/admin/e/${ev}`);
  assert.match(desk, /<strong>Sam Lee<\/strong>: Gold A <span class="muted">\(Gold\)<\/span> and Silver A/);
  const form1 = /<form method="post" action="\/admin\/e\/namesakes\/unlink"[\s\S]*?<\/form>/.exec(desk)?.[0] ?? '';
  const fields = Object.fromEntries([...form1.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  assert.is(fields.op, 'unlink');
  const res = await form(`/admin/e/${ev}/unlink`, fields);
  assert.is(res.status, 303);
  assert.ok(flash(res).msg);
  desk = await text(`/admin/e/${ev}`);
  assert.match(desk, 'Different people');
  assert.match(desk, 'Link again: one person');
  const again = await form(`/admin/e/${ev}/unlink`, fields);
  assert.ok(flash(again).error, 'the same unlink again is refused with a sentence');
});

t('the desk home lists a division with the name of its event', async () => {
  const res = await form('/admin/events/new', { name: 'Lakeside Day', date: '2026-08-02', courtCount: 2, restMin: 0, notes: '' });
  const slug = flash(res).path.split('/').pop()!;
  await division(slug, 'Lakeside Mixed');
  const home = await text('/admin');
  assert.match(
    home,
    /Lakeside Mixed<\/span>\s*<span class="card-meta">[^<]*<time[^>]*>[^<]*<\/time> · 0 teams · division of Lakeside Day<\/span>/,
  );
});

t.run();
