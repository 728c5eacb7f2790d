// Print buttons on the QR pages (no inline handlers: the CSP forbids them).
for (const button of document.querySelectorAll('[data-print]')) {
  button.addEventListener('click', () => window.print());
}
