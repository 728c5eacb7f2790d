// The board page's entry: <board-app> takes over the server's first paint of the live board, and
// <sync-status> says whether it follows live.
import { loadBracketView } from '../components/board-app.js';
import '../components/sync-status.js';

// a bracket already on the page: fetch its code now, while the channel connects
if (document.querySelector('bracket-view')) void loadBracketView();
