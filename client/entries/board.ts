// The board page's entry: <board-app> takes over the server's first paint of the live board, and
// <sync-status> says whether it follows live.
import '../components/board-app.js';
import '../components/sync-status.js';
