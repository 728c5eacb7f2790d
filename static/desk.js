// Desk enhancements (the desk works without them): confirmations, and score pads whose +/- buttons
// post the running score as JSON on every tap instead of reloading the page.

for (const form of document.querySelectorAll('form[data-confirm]')) {
  form.addEventListener('submit', (ev) => {
    const text = /** @type {HTMLElement} */ (form).dataset.confirm || 'Are you sure?';
    if (!window.confirm(text)) ev.preventDefault();
  });
}

/** @param {HTMLFormElement} form */
function enhancePad(form) {
  const status = form.querySelector('.pad-status');
  const inputs = /** @type {HTMLInputElement[]} */ ([...form.querySelectorAll('input[type=number]')]);
  const match = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name=match]'))?.value ?? '';
  let seq = 0;

  const say = (/** @type {string} */ text, /** @type {boolean} */ bad = false) => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('error', bad);
  };

  const send = async () => {
    const [a, b] = inputs.map((i) => Math.max(0, Number(i.value) || 0));
    const mine = ++seq;
    say('Saving…');
    try {
      const res = await fetch(form.action, {
        method: 'POST', credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ match, a, b }),
      });
      const answer = await res.json().catch(() => null);
      if (mine !== seq) return;
      if (res.ok && answer?.ok !== false) say(`Saved ${a}-${b}`);
      else say(`Not saved: ${answer?.error ?? `error ${res.status}`}`, true);
    } catch {
      if (mine === seq) say('Not saved: no connection. Tap again to retry.', true);
    }
  };

  for (const input of inputs) {
    const row = document.createElement('div');
    row.className = 'pad-buttons';
    for (const delta of [-1, 1]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn';
      button.textContent = delta > 0 ? '+1' : '−1';
      const who = form.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent ?? '';
      button.setAttribute('aria-label', `${delta > 0 ? 'Add a point for' : 'Take a point from'} ${who}`);
      button.addEventListener('click', () => {
        input.value = String(Math.max(0, Math.min(99, (Number(input.value) || 0) + delta)));
        void send();
      });
      row.appendChild(button);
    }
    input.after(row);
  }
  form.addEventListener('submit', (ev) => { ev.preventDefault(); void send(); });
}

for (const form of document.querySelectorAll('form[data-pad]')) enhancePad(/** @type {HTMLFormElement} */ (form));
