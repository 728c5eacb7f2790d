// The organizer desk's entry: <desk-app> takes over the server's first paint (the plain-form desk) once the organizer room has synced.
import '../components/desk-app.js';
