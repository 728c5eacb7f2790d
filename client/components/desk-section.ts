// The base of the desk's sections: each draws from the one DeskView the desk app hands down (desk-view.ts).
import type { PropertyDeclarations } from 'lit';
import type { DeskView } from './desk-view.js';
import { LightElement } from './light-element.js';

/** A desk section: `view` is set by the desk app, null until the tournament doc has synced. Lit merges a subclass's own properties with these. */
export class DeskSection extends LightElement {
  static override properties: PropertyDeclarations = {
    view: { attribute: false },
  };

  declare view: DeskView | null;

  constructor() {
    super();
    this.view = null;
  }
}
