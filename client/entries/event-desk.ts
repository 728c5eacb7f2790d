// The event desk's entry: <event-desk-live> keeps the venue's courts and up next current on the server-rendered desk.
import '../components/event-desk-live.js';
