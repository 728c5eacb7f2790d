// The bracket page's entry: <bracket-view> takes over the server's drawing and follows the tournament live.
import '../components/bracket-view.js';
import { publicChannel } from '../sync/public-channel.js';

const slug = document.body.dataset.slug ?? '';
const host = document.getElementById('live');
if (slug && host) {
  const channel = publicChannel(slug);
  channel.subscribe(() => {
    const pub = channel.state;
    if (!pub) return;
    let view = host.querySelector('bracket-view');
    // Opened before the draw: the drawing appears once the bracket is generated.
    if (!view && pub.bracket.length) host.replaceChildren((view = document.createElement('bracket-view')));
    if (view) view.pub = pub;
  });
}
