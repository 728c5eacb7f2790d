// The desk's check-in and CSV import sections, loaded beside the desk app; each takes over its server-rendered plain forms.
import '../components/desk-checkin.js';
import '../components/desk-import.js';
