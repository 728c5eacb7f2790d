// The TV display's entry: <display-app> takes over the server's first screen and turns pages, live.
import '../components/display-app.js';
