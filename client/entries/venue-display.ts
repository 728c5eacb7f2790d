// The venue TV's entry: <venue-display-app> takes over the server's first screen and turns pages, live.
import '../components/venue-display-app.js';
