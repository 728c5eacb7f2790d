// The team page's entry: <team-app> takes over the server's first paint of the team's own live page, and
// <sync-status> says whether it follows live.
import { fillClocks } from '../components/clock-slots.js';
import '../components/team-app.js';
import '../components/sync-status.js';

// the server's first paint leaves the clock times to the browser: write them before the channel answers
fillClocks(document);
