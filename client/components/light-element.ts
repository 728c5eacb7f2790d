// The base of the page components: Lit rendering into the element itself (light DOM), styled by static/app.css.
import { LitElement } from 'lit';

/**
 * Public pages are server-rendered first (docs/architecture.md, The browser client: first paint) and styled by one global
 * stylesheet. Rendering into light DOM lets the same stylesheet style both the first paint and the live
 * component, so taking over the server's markup shows no flash. The server's markup inside the element
 * is cleared in the same task as the first render, before the browser paints again.
 */
export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  // Cleared here rather than in createRenderRoot: a component that waits for its first data (shouldUpdate
  // false) keeps the server's markup on screen until it can draw the same thing itself.
  protected override update(changed: Map<PropertyKey, unknown>): void {
    if (!this.hasUpdated) this.replaceChildren();
    super.update(changed);
  }
}
