// The desk home's entry: the creation form's sport presets and tiebreak check (client/components/create-form.ts).
import { enhanceCreateForms } from '../components/create-form.js';

enhanceCreateForms();
