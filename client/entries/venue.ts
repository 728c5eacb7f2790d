// The venue board's entry: <venue-app> takes over the server's first paint of an event's venue board, live.
import { fillClocks } from '../components/clock-slots.js';
import '../components/venue-app.js';
import '../components/venue-sync-status.js';

// the server's first paint leaves the clock times to the browser: write them before the channel answers
fillClocks(document);
