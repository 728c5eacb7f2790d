// The event desk's entry: <event-desk-app> (presence, changes sent with op ids and versions, pending marks and
// conflicts) and <event-desk-live> (the live sections) on the server-rendered desk.
import '../components/event-desk-live.js';
import '../components/event-desk-app.js';
import { enhanceCreateForms } from '../components/create-form.js';

// The division form: its sport presets and tiebreak check (client/components/create-form.ts).
enhanceCreateForms();
