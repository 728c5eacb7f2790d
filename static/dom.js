// A tiny DOM builder: every piece of data becomes a text node or a plain attribute, never markup.

/**
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [props] `class`, `text`, or any attribute
 * @param {...(Node | string | number | null | undefined | false | Array<Node | string | null | undefined | false>)} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') el.className = String(value);
    else if (key === 'text') el.textContent = String(value);
    else if (key === 'href') el.setAttribute('href', safeHref(String(value)));
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

/** @param {Node} el @param {any[]} children */
function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Only same-site paths and http(s) links: a `javascript:` URL never reaches an href. */
export function safeHref(url) {
  return /^(\/(?!\/)|https?:\/\/|tel:|#)/i.test(url) ? url : '#';
}

/** @param {Element | null} el @param {string} text */
export function setText(el, text) {
  if (el && el.textContent !== text) el.textContent = text;
}
