/**
 * The browser half of the sandbox: a stand-in for https://checkout.razorpay.com/v1/checkout.js.
 * It defines `window.Razorpay` with the widget API the shop uses (`new Razorpay(options)`,
 * `.open()`, `.close()`, `.on('payment.failed', cb)`) and draws a plain-DOM modal whose buttons
 * call the sandbox's driver endpoint. Kept as plain ES2017 text (String.raw keeps regex escapes
 * intact) because it is served as-is, not bundled.
 */
export const checkoutScript = String.raw`(function () {
  'use strict';

  // The driver endpoint lives wherever this script came from, whatever origin the shop page is on.
  var script = document.currentScript || document.querySelector('script[src*="checkout.js"]');
  var BASE = script && script.src
    ? script.src.replace(/\/(v1\/)?checkout\.js(\?.*)?$/, '')
    : window.location.origin;
  var FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

  function el(tag, style, attrs, text) {
    var node = document.createElement(tag);
    if (style) node.style.cssText = style;
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(amount, currency) {
    var value = (Number(amount) / 100).toFixed(2);
    return !currency || currency === 'INR' ? '\u20b9' + value : currency + ' ' + value;
  }

  function optionalString(value) {
    return value === undefined || value === null || value === '' ? undefined : String(value);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: options.key is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var rzp = this;
    var opts = this.options;
    var theme = (opts.theme && opts.theme.color) || '#3399cc';
    var prefill = opts.prefill || {};
    var name = opts.name || 'Razorpay Sandbox';
    var amount = formatAmount(opts.amount, opts.currency);

    var overlay = el('div', 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(15,23,42,0.55);font-family:' + FONT + ';');
    var dialog = el('div', 'width:min(380px,calc(100vw - 32px));background:#fff;color:#1f2937;border-radius:12px;' +
      'box-shadow:0 20px 50px rgba(0,0,0,0.3);overflow:hidden;',
      { role: 'dialog', 'aria-modal': 'true', 'aria-label': name + ' payment', 'data-testid': 'sandbox-checkout' });

    var header = el('div', 'display:flex;align-items:flex-start;justify-content:space-between;gap:12px;' +
      'padding:16px 20px;background:' + theme + ';color:#fff;');
    var heading = el('div');
    heading.appendChild(el('h2', 'margin:0;font-size:18px;font-weight:600;', {}, name));
    heading.appendChild(el('p', 'margin:4px 0 0;font-size:13px;opacity:0.9;', {}, opts.description || 'Complete your payment'));
    var dismiss = el('button', 'background:transparent;border:0;color:#fff;font-size:26px;line-height:1;cursor:pointer;padding:0 4px;',
      { type: 'button', 'aria-label': 'Close payment window', 'data-testid': 'sandbox-dismiss' }, '\u00d7');
    header.appendChild(heading);
    header.appendChild(dismiss);

    var body = el('div', 'padding:20px;');
    body.appendChild(el('div', 'font-size:13px;color:#6b7280;', {}, 'Amount payable'));
    body.appendChild(el('div', 'font-size:28px;font-weight:700;margin:2px 0 12px;', { 'data-testid': 'sandbox-amount' }, amount));
    var contact = [prefill.email, prefill.contact].filter(Boolean).join(' \u00b7 ');
    if (contact) body.appendChild(el('div', 'font-size:13px;color:#4b5563;margin-bottom:12px;', {}, contact));
    body.appendChild(el('div', 'font-size:12px;background:#fef3c7;color:#92400e;border-radius:6px;padding:8px 10px;margin-bottom:16px;',
      {}, 'Test mode \u2014 Razorpay sandbox. No real money moves.'));
    var error = el('div', 'display:none;font-size:13px;background:#fee2e2;color:#991b1b;border-radius:6px;padding:8px 10px;margin-bottom:12px;',
      { role: 'alert', 'data-testid': 'sandbox-error' });
    body.appendChild(error);
    var payLabel = 'Pay ' + amount;
    var pay = el('button', 'display:block;width:100%;padding:12px;border:0;border-radius:8px;background:' + theme +
      ';color:#fff;font-size:16px;font-weight:600;cursor:pointer;font-family:inherit;',
      { type: 'button', 'data-testid': 'sandbox-pay' }, payLabel);
    var fail = el('button', 'display:block;width:100%;margin-top:10px;padding:10px;border:1px solid #d1d5db;border-radius:8px;' +
      'background:#fff;color:#b91c1c;font-size:14px;cursor:pointer;font-family:inherit;',
      { type: 'button', 'data-testid': 'sandbox-fail' }, 'Fail payment');
    body.appendChild(pay);
    body.appendChild(fail);
    body.appendChild(el('p', 'margin:14px 0 0;text-align:center;font-size:11px;color:#9ca3af;', {}, 'Secured by Razorpay (sandbox)'));

    dialog.appendChild(header);
    dialog.appendChild(body);
    overlay.appendChild(dialog);

    function setBusy(busy) {
      pay.disabled = busy;
      fail.disabled = busy;
      pay.style.opacity = fail.style.opacity = busy ? '0.6' : '1';
      pay.textContent = busy ? 'Processing\u2026' : payLabel;
    }

    function showError(message) {
      error.textContent = message || '';
      error.style.display = message ? 'block' : 'none';
    }

    function submit(outcome) {
      if (!opts.order_id) {
        showError('The sandbox needs an order_id: create a Razorpay order first.');
        return;
      }
      setBusy(true);
      showError(null);
      fetch(BASE + '/sandbox/orders/' + encodeURIComponent(opts.order_id) + '/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          outcome: outcome,
          email: optionalString(prefill.email),
          contact: optionalString(prefill.contact),
          description: optionalString(opts.description)
        })
      }).then(function (res) {
        return res.json().then(function (data) { return { ok: res.ok, data: data }; });
      }).then(function (result) {
        if (result.ok) {
          try {
            if (typeof opts.handler === 'function') opts.handler(result.data);
          } finally {
            rzp.close();
          }
          return;
        }
        var err = (result.data && result.data.error) || { code: 'SERVER_ERROR', description: 'Unexpected answer from the sandbox' };
        setBusy(false);
        showError(err.description);
        pay.focus(); // disabling the buttons dropped focus; give keyboard users a way back in
        // Like Razorpay, the modal stays open after a failed payment so the customer can retry.
        if (err.reason === 'payment_failed') rzp.emit('payment.failed', { error: err });
      }, function (cause) {
        setBusy(false);
        showError('Could not reach the Razorpay sandbox: ' + cause.message);
        pay.focus();
      });
    }

    function onDismiss() {
      rzp.close();
      if (opts.modal && typeof opts.modal.ondismiss === 'function') opts.modal.ondismiss();
    }

    // Keep keyboard focus inside the dialog; Escape dismisses unless modal.escape is false.
    this.onKeyDown = function (event) {
      if (event.key === 'Escape' && !(opts.modal && opts.modal.escape === false)) {
        event.preventDefault();
        onDismiss();
      } else if (event.key === 'Tab') {
        var focusable = [dismiss, pay, fail].filter(function (button) { return !button.disabled; });
        var index = focusable.indexOf(document.activeElement);
        var next = event.shiftKey ? index - 1 : index + 1;
        event.preventDefault();
        focusable[(next + focusable.length) % focusable.length].focus();
      }
    };

    pay.addEventListener('click', function () { submit('success'); });
    fail.addEventListener('click', function () { submit('failure'); });
    dismiss.addEventListener('click', onDismiss);
    document.addEventListener('keydown', this.onKeyDown, true);

    this.previousFocus = document.activeElement;
    this.previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    this.overlay.remove();
    this.overlay = null;
    document.removeEventListener('keydown', this.onKeyDown, true);
    document.body.style.overflow = this.previousOverflow;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  window.Razorpay = Razorpay;
})();
`;
