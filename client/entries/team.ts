// The team page's entry: <team-app> takes over the server's first paint of the team's own live page, and
// <sync-status> says whether it follows live.
import '../components/team-app.js';
import '../components/sync-status.js';
