import type { Browser, Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite, DESKTOP } from '../support/browser-suite.js';
import { eventually } from '../support/processes.js';
import { startSupervisedShop, type SupervisedShop } from '../support/supervised-shop.js';

// A shopper who forgot their password gets back in with the code the shop mails (read, as a person
// would, from the dev mailbox's inbox page, where the worker sent it), and a signed-in shopper changes
// their password and name on the profile. The built shop under npm start's supervisor, in Chromium.
describe('storefront password reset and account details', () => {
  let shop: SupervisedShop;
  let browser: Browser;
  let page: Page;

  browserSuite(
    () => startSupervisedShop('e2e_store_password'),
    (suite) => ({ shop, browser, page } = suite),
    { viewport: DESKTOP },
  );

  async function signUp(email: string, password: string): Promise<string> {
    const response = await fetch(`${shop.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kavya', lastName: 'Menon', email, password }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: string }).token;
  }

  const me = (token: string) => fetch(`${shop.base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);

  /** Opens the inbox page of the address, waits for the newest mail with this subject, opens it, and answers the page showing it. */
  async function openMail(to: string, subject: string, count = 1): Promise<Page> {
    const inbox = await browser.newPage({ viewport: DESKTOP });
    await eventually(
      async () => {
        await inbox.goto(`${shop.mailboxUrl}/?to=${encodeURIComponent(to)}`);
        expect(await inbox.getByRole('link', { name: subject }).count()).toBe(count);
      },
      20_000,
      250,
    );
    await inbox.getByRole('link', { name: subject }).first().click();
    await inbox.getByRole('heading', { name: `Mailbox · ${subject}` }).waitFor();
    return inbox;
  }

  /** The 4 digits as the mail shows them, in its HTML. */
  async function codeIn(mail: Page): Promise<string> {
    const code = mail
      .getByTitle('The mail as HTML')
      .contentFrame()
      .getByText(/^\d{4}$/);
    await code.waitFor();
    return (await code.textContent())!.trim();
  }

  const boxes = () => [1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n} of 4`));
  async function typeCode(code: string) {
    await boxes()[0]!.focus();
    await page.keyboard.type(code);
  }

  it('resets a forgotten password with the mailed code, is logged in, and logs in again with the new password', async () => {
    const email = 'kavya.forgot@example.in';
    const oldToken = await signUp(email, 'Old12');

    await page.goto(`${shop.base}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has an Email field too: wait for this page's before typing.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(`${shop.base}/otp-verification`);
    await page.getByText(`Enter the 4-digit code we sent to ${email}.`).waitFor();

    const mail = await openMail(email, 'Your password reset code');
    const code = await codeIn(mail);
    await screenshots(mail, 'mail-password-reset-code');

    // A wrong code first: the API's words, with the tries left, and the boxes empty again.
    const verify = page.getByRole('button', { name: 'Verify' });
    await typeCode(code === '0000' ? '1111' : '0000');
    await verify.click();
    await page.getByRole('alert').getByText('The code is incorrect. 4 attempts left.').waitFor();
    expect(await Promise.all(boxes().map((box) => box.inputValue()))).toEqual(['', '', '', '']);
    expect(await verify.isDisabled()).toBe(true);
    await screenshots(page, 'storefront-otp-wrong-code');

    await typeCode(code);
    await verify.click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill('new12');
    await page.getByLabel(/^Confirm new password/).fill('New12');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password must contain at least one uppercase letter and one number').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel(/^New password/).fill('New12');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel(/^New password/).getAttribute('type')).toBe('text');
    await screenshots(page, 'storefront-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.getByText('Your password has been reset').waitFor();
    await page.waitForURL(`${shop.base}/`);
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(token).toBeTruthy();
    expect(await me(token!)).toBe(200);
    // The token from before the reset stopped working at once.
    expect(await me(oldToken)).toBe(401);
    await mail.close();
    const notice = await openMail(email, 'Your password was changed');
    await notice
      .getByTitle('The mail as HTML')
      .contentFrame()
      .getByText(/reset with a code sent to this address/)
      .waitFor();
    await notice.close();

    // Logged out, the old password is refused and the new one lets the shopper in.
    await page.evaluate(() => localStorage.removeItem('userToken'));
    await page.goto(`${shop.base}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Old12');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel(/^Password/).fill('New12');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successfully').waitFor();
    await page.waitForURL(`${shop.base}/`);
  });

  it('says when the code has expired, and sends a new one that works', async () => {
    const email = 'kavya.expired@example.in';
    await signUp(email, 'Old12');
    await page.goto(`${shop.base}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(`${shop.base}/otp-verification`);
    const first = await openMail(email, 'Your password reset code');
    const code = await codeIn(first);
    await first.close();
    // Eleven minutes on.
    await shop.database.pool.query("UPDATE password_reset_codes SET expires_at = now() - interval '1 minute'");
    await typeCode(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('This code has expired. Please request a new one.').waitFor();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await page.getByText(`A new code is on its way to ${email}.`, { exact: false }).waitFor();
    const second = await openMail(email, 'Your password reset code', 2);
    const fresh = await codeIn(second);
    await second.close();
    await typeCode(fresh);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  });

  it('changes the password and the name on the profile: the other logins end, this one goes on', async () => {
    const email = 'kavya.profile@example.in';
    const otherDevice = await signUp(email, 'Old12');
    // Signed in on this page too, as another login of the account (the storefront keeps the token in localStorage).
    await page.goto(`${shop.base}/`);
    const login = await fetch(`${shop.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Old12' }),
    });
    const { token } = (await login.json()) as { token: string };
    await page.evaluate((value) => localStorage.setItem('userToken', value), token);

    // The section's own address (the profile keeps the section in it); the tabs' links are clicked in storefront-checkout.
    await page.goto(`${shop.base}/profile?tab=account`);
    await page.getByRole('link', { name: 'Account details' }).waitFor();
    await page.getByRole('heading', { name: 'Edit name' }).waitFor();
    const firstName = page.getByLabel(/^First name/);
    await eventually(async () => expect(await firstName.inputValue()).toBe('Kavya'));
    await firstName.fill('  ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('First name is required').waitFor();
    await firstName.fill('Kavitha');
    await page.getByLabel(/^Last name/).fill('Nair');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('Hello, Kavitha!', { exact: false }).waitFor();

    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel(/^Current password/).fill('Wrong1');
    await section.getByLabel(/^New password/).fill('New34');
    await section.getByLabel(/^Confirm new password/).fill('New34');
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByText('Current password is incorrect').waitFor();
    await section.getByLabel(/^Current password/).fill('Old12');
    await section.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    expect(await section.getByLabel(/^Current password/).inputValue()).toBe('');
    await screenshots(page, 'storefront-profile-account');

    // This page's token was replaced and works; the other device's and the page's old one do not.
    const stored = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(stored).not.toBe(token);
    expect(await me(stored!)).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await me(otherDevice)).toBe(401);
    await page.reload();
    await page.getByText('Hello, Kavitha!', { exact: false }).waitFor();
    expect(page.url()).toContain('/profile');
  });
});
