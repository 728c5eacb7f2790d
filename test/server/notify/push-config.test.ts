// PUSH_ENDPOINTS and the VAPID settings (server/notify/push-config.ts; docs/operating.md, Notifications).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_PUSH_ENDPOINTS, originAllowed, parseEndpointPattern, readPushEnv } from '../../../server/notify/push-config.js';

const t = suite('push settings');
const allowed = (url: string, list: string[] = DEFAULT_PUSH_ENDPOINTS) => originAllowed(new URL(url), list);

t('the default list takes the browsers push services and nothing else', () => {
  assert.ok(allowed('https://fcm.googleapis.com/fcm/send/abc:def'));
  assert.ok(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAA'));
  assert.ok(allowed('https://db5p.notify.windows.com/w/?token=x'));
  assert.ok(allowed('https://a.b.notify.windows.com/w/'));
  assert.ok(allowed('https://web.push.apple.com/QGj'));
  assert.ok(allowed('https://FCM.googleapis.com:443/x'), 'case and the default port do not matter');
  for (const url of [
    'http://fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'https://notify.windows.com/x',
    'https://evil.notify.windows.com.example/x',
    'https://evilnotify.windows.com/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://127.0.0.1/x',
    'https://localhost/x',
  ])
    assert.not.ok(allowed(url), url);
});

t('entries are origins: a bare host means https, ports and schemes count, paths are refused', () => {
  assert.is(parseEndpointPattern('push.example.com'), 'https://push.example.com');
  assert.is(parseEndpointPattern(' HTTPS://Push.Example.com:443/ '), 'https://push.example.com');
  assert.is(parseEndpointPattern('http://127.0.0.1:8080'), 'http://127.0.0.1:8080');
  assert.is(parseEndpointPattern('https://*.example.com:8443'), 'https://*.example.com:8443');
  assert.throws(() => parseEndpointPattern('https://example.com/push'), /not an origin/);
  assert.throws(() => parseEndpointPattern('ftp://example.com'), /not an origin/);
  assert.throws(() => parseEndpointPattern('https://user@example.com'), /not an origin/);
  const list = ['http://127.0.0.1:8080', 'https://*.example.com:8443'];
  assert.ok(allowed('http://127.0.0.1:8080/push/1', list));
  assert.not.ok(allowed('http://127.0.0.1:8081/push/1', list));
  assert.ok(allowed('https://a.example.com:8443/x', list));
  assert.not.ok(allowed('https://a.example.com/x', list));
});

t('PUSH_ENDPOINTS replaces the list; VAPID keys come in pairs and are checked', () => {
  assert.equal(readPushEnv({ PUSH_ENDPOINTS: 'http://127.0.0.1:9, push.example.com' }, null).pushEndpoints, [
    'http://127.0.0.1:9',
    'https://push.example.com',
  ]);
  assert.equal(readPushEnv({}, null).pushEndpoints, DEFAULT_PUSH_ENDPOINTS);
  assert.is(readPushEnv({}, null).vapid, null, 'unset: generated and stored at start');
  assert.is(readPushEnv({}, 'https://cup.example.org').subject, 'https://cup.example.org');
  assert.throws(() => readPushEnv({ VAPID_PUBLIC_KEY: 'abc' }, null), /set together/);
  const pub = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
  const priv = Buffer.alloc(32, 2).toString('base64url');
  assert.is(readPushEnv({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv }, null).vapid?.publicKey, pub);
  assert.throws(() => readPushEnv({ VAPID_PUBLIC_KEY: priv, VAPID_PRIVATE_KEY: priv }, null), /VAPID_PUBLIC_KEY must be/);
  assert.throws(() => readPushEnv({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: pub }, null), /VAPID_PRIVATE_KEY must be/);
  assert.throws(() => readPushEnv({ VAPID_SUBJECT: 'bob' }, null), /VAPID_SUBJECT/);
});

t.run();
