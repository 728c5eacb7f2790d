// The venue's public pages as the server first paints them (docs/api.md, Events): the venue board /e/<slug> (the registration
// landing in checkin), the venue TV /e/<slug>/display, the event's QR code, and what a division's own pages say of
// the event; escaped, and with nothing private (captains, phones, player names, team codes) in any of them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeFrom, serverFor } from '../fixtures/server.js';

const t = suite('venue pages');
const { c } = serverFor(t);

interface Day {
  ev: string;
  slugs: string[];
  codes: string[];
}

/** An event on 3 courts with two divisions of 4 teams (North on courts 1-2), live unless `live` is false. */
async function venueDay(name: string, live = true): Promise<Day> {
  const ev = (await c.act('/admin/events/new', { name, date: '2026-07-09', courtCount: 3 })).slug!;
  const slugs: string[] = [];
  const codes: string[] = [];
  for (const div of ['North', 'South']) {
    const slug = await c.create({ name: `${div} Open`, event: ev, stages: 'pool', courts: div === 'North' ? '1-2' : '' });
    for (let i = 1; i <= 4; i++) {
      const res = await c.register(slug, {
        name: `${div} Team ${i}`,
        captain: `Secret Captain ${div}${i}`,
        phone: '555 010 9999',
        playerNames: `Hidden Player ${div}${i}\nMate ${div}${i}`,
      });
      assert.is(res.status, 303);
      codes.push(codeFrom(res));
    }
    if (live) {
      await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
      await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
    }
    slugs.push(slug);
  }
  return { ev, slugs, codes };
}

async function page(path: string): Promise<string> {
  const res = await fetch(c.base + path);
  assert.is(res.status, 200, path);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  return res.text();
}

function assertNothingPrivate(html: string, day: Day, where: string): void {
  assert.not.match(html, /Secret Captain|555 010 9999|Hidden Player|Mate North|Mate South/, `${where}: a captain, phone or player name`);
  for (const code of day.codes) assert.not.ok(html.includes(code), `${where}: a team code`);
}

t('the venue board paints every venue court with its division and live match, the venue up next and each division', async () => {
  const day = await venueDay('Beach Day');
  const venue = (await (await fetch(`${c.base}/e/${day.ev}/state.json`)).json()) as any;
  const html = await page(`/e/${day.ev}`);
  assert.match(html, /<venue-app data-slug="[^"]+"/);
  assert.match(html, /<h1>Beach Day<\/h1>/);
  assert.match(html, /2 divisions on 3 courts/);
  for (const court of venue.courts) {
    assert.ok(html.includes(`<h3>Court ${court.court}</h3>`), `court ${court.court}`);
    if (court.match) {
      assert.ok(
        html.includes(`<a class="division" href="/t/${court.division.slug}">${court.division.name}</a>`),
        `court ${court.court}'s division`,
      );
      assert.ok(html.includes(`>${court.match.a.name}</a>`), `court ${court.court}'s first team`);
    }
  }
  const next = venue.upNext[0];
  assert.ok(next, 'something is queued');
  assert.match(html, /<section class="upnext-section"><h2>Up next<\/h2><ol class="upnext venue-upnext">/);
  assert.ok(html.includes(`>${next.a.name}</a>`));
  for (const slug of day.slugs) assert.ok(html.includes(`href="/t/${slug}"`), `a link to ${slug}'s board`);
  assert.match(html, /North Open<\/a> <span class="badge phase-live" data-phase>Live<\/span>/);
  // the page's messages (a JSON data block for the component, docs/translating.md) hold every word it may show
  assert.not.match(html.replace(/<script type="application\/json" id="page-messages">[^<]*<\/script>/, ''), /Register a team/);
  assertNothingPrivate(html, day, 'venue board');
});

t('the venue board carries a meta description and Open Graph tags naming the event and its divisions', async () => {
  const day = await venueDay('Preview Day');
  const html = await page(`/e/${day.ev}`);
  assert.match(
    html,
    /<meta name="description" content="Preview Day \(2026-07-09\) · 2 divisions: North Open \(live\), South Open \(live\)\./,
  );
  assert.match(html, /<meta property="og:title" content="Preview Day · Venue board">/);
  assert.match(html, new RegExp(`<meta property="og:url" content="[^"]+/e/${day.ev}">`));
});

t('in checkin the venue board is the registration landing: every division open for registration links to its form', async () => {
  const day = await venueDay('Signup Day', false);
  const html = await page(`/e/${day.ev}`);
  assert.match(html, /<h2>Register a team<\/h2>/);
  for (const [i, slug] of day.slugs.entries())
    assert.ok(html.includes(`href="/t/${slug}">Register for ${i === 0 ? 'North' : 'South'} Open</a>`), `${slug}'s form`);
  assert.match(html, /<title>Signup Day · Register<\/title>/);
  assertNothingPrivate(html, day, 'registration landing');
  // once a division goes live it leaves the list
  await c.act(`/admin/t/${day.slugs[0]}/generate`, { what: 'pools', poolSize: 4 });
  await c.act(`/admin/t/${day.slugs[0]}/phase`, { phase: 'live' });
  const after = await page(`/e/${day.ev}`);
  assert.not.ok(after.includes('Register for North Open'));
  assert.ok(after.includes('Register for South Open'));
});

t('the venue TV paints the registration QR while registration is open, then the courts with their divisions', async () => {
  const day = await venueDay('Screen Day', false);
  const first = await page(`/e/${day.ev}/display`);
  assert.match(first, /<venue-display-app data-slug="[^"]+" data-since="\d+" data-url="[^"]+\/e\/[^"]+">/);
  assert.match(first, /data-page="register"/);
  assert.match(first, new RegExp(`<img class="d-qr" src="/e/${day.ev}/qr.svg"`));
  assert.match(first, /Open: North Open, South Open/);
  const qr = await fetch(`${c.base}/e/${day.ev}/qr.svg`);
  assert.is(qr.status, 200);
  assert.match(qr.headers.get('content-type') ?? '', /image\/svg\+xml/);
  assert.match(await qr.text(), /<svg/);
  for (const slug of day.slugs) {
    await c.act(`/admin/t/${slug}/generate`, { what: 'pools', poolSize: 4 });
    await c.act(`/admin/t/${slug}/phase`, { phase: 'live' });
  }
  const live = await page(`/e/${day.ev}/display`);
  assert.match(live, /data-page="courts-1"/);
  assert.match(live, /<h2 class="d-title" id="d-title">Courts 1–3<\/h2>/);
  assert.match(live, /<p class="court-division"><a class="division" href="\/t\/[^"]+">(North|South) Open<\/a><\/p>/);
  assertNothingPrivate(live, day, 'venue TV');
});

t("a division's board and team page say which event it is part of, and a court held by another division is in use", async () => {
  const day = await venueDay('Shared Day');
  // North went live first and holds courts 1 and 2; South may use every court
  const [north, south] = day.slugs as [string, string];
  const st = await c.state(south);
  assert.equal(st.event, { slug: day.ev, name: 'Shared Day' });
  const board = await page(`/t/${south}`);
  assert.ok(board.includes(`<p class="part-of">Part of <a href="/e/${day.ev}">Shared Day</a></p>`));
  const held = st.courts.find((x: any) => x.elsewhere);
  assert.ok(held, `a South court is held by North: ${JSON.stringify(st.courts.map((x: any) => [x.court, x.elsewhere]))}`);
  assert.is(held.elsewhere.slug, north);
  assert.ok(board.includes(`<p class="idle elsewhere">In use by <a href="/t/${north}">North Open</a></p>`));
  assert.match(board, /court-state-elsewhere">In use</);
  const team = st.teams[0];
  const teamPage = await page(`/t/${south}/teams/${team.id}`);
  assert.ok(teamPage.includes(`Part of <a href="/e/${day.ev}">Shared Day</a>`));
});

t('a tournament on its own says nothing of an event', async () => {
  const slug = await c.createWithTeams('Alone Cup', 4);
  const html = await page(`/t/${slug}`);
  assert.not.match(html, /Part of|part-of/);
});

t('names on the venue pages are escaped', async () => {
  const ev = (await c.act('/admin/events/new', { name: 'Tag <b>&amp; "Day"', date: '2026-07-09', courtCount: 2 })).slug!;
  await c.create({ name: 'Div <i>One</i>', event: ev, stages: 'pool' });
  for (const path of [`/e/${ev}`, `/e/${ev}/display`]) {
    const html = await page(path);
    assert.not.match(html, /<b>|<i>One/, path);
    assert.ok(html.includes('Tag &lt;b&gt;&amp;amp; &quot;Day&quot;') || html.includes('Tag &lt;b&gt;&amp;amp; &#34;Day&#34;'), path);
    assert.ok(html.includes('Div &lt;i&gt;One&lt;/i&gt;'), path);
  }
});

t('an unknown event answers 404 on its board, TV and QR code', async () => {
  for (const path of ['/e/no-such-event', '/e/no-such-event/display', '/e/no-such-event/qr.svg']) {
    const res = await fetch(c.base + path);
    assert.is(res.status, 404, path);
    assert.match(await res.text(), /There is no event/);
  }
});

t.run();
