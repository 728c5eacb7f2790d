// The board page's entry. Interim: it runs the hand-written static/board.js through the bundle until the
// Lit components take over (the components work replaces this file's body).
import '../../static/board.js';
