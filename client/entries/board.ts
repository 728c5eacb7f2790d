// The board page's entry: <board-app> takes over the server's first paint of the live board, and
// <sync-status> says whether it follows live.
import { loadBracketView } from '../components/board-app.js';
import { fillClocks } from '../components/clock-slots.js';
import '../components/sync-status.js';

// the server's first paint leaves the clock times to the browser: write them before the channel answers
fillClocks(document);

// a bracket already on the page: fetch its code now, while the channel connects
if (document.querySelector('bracket-view')) void loadBracketView();
