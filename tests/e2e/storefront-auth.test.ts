import type { Page } from 'playwright-core';
import { screenshots } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { startShop, type RunningShop } from '../support/shop.js';

// The storefront's login, signup, forgot-password and OTP screens and its message forms, as a shopper uses them.
describe('storefront sign-in and message forms', () => {
  let shop: RunningShop;
  let page: Page;
  browserSuite(
    () => startShop('e2e_store_auth'),
    (suite) => ({ shop, page } = suite),
  );

  const fieldError = (text: string) => page.getByText(text, { exact: true }).waitFor();

  it("signs up with the API's validation messages, then lands back where the shopper was sent from", async () => {
    await page.goto(`${shop.base}/wishlist`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await screenshots(page, 'storefront-login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();

    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required']) await fieldError(message);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fieldError('Invalid email address');
    await fieldError('Password must be at least 5 characters');
    await page.getByLabel(/^Password/).fill('abcdefghijk');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fieldError('Password cannot exceed 10 characters');
    await page.getByLabel(/^Password/).fill('abcdef');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fieldError('Password must contain at least one uppercase letter and one number');
    await screenshots(page, 'storefront-signup');

    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email').fill('meera@example.in');
    await page.getByLabel(/^Password/).fill('Paws9');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Sign up successfully').waitFor();
    await page.waitForURL(`${shop.base}/wishlist`);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();

    // Already logged in: /login sends the shopper on at once.
    await page.goto(`${shop.base}/login`);
    await page.waitForURL(`${shop.base}/`);
  });

  it('logs in, refusing a wrong password with the server message, and toggles the password', async () => {
    await signUpThroughApi('ravi@example.in');
    await page.goto(`${shop.base}/login`);
    const password = page.getByLabel(/^Password/);
    await password.fill('Wrong1');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Login' }).click();
    await fieldError('Email is required');
    await page.getByLabel('Email').fill('ravi@example.in');
    // A double click sends one request: the form is busy until the answer comes.
    let attempts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) attempts += 1;
    });
    await page.getByRole('button', { name: 'Login' }).dblclick();
    await page.getByText('Invalid email or password').waitFor();
    expect(attempts).toBe(1);
    expect(page.url()).toBe(`${shop.base}/login`);

    await password.fill('Paws9');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Login successfully').waitFor();
    await page.waitForURL(`${shop.base}/`);
  });

  it('says a network failure plainly', async () => {
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.goto(`${shop.base}/login`);
    await page.getByLabel('Email').fill('ravi@example.in');
    await page.getByLabel(/^Password/).fill('Paws9');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Something went wrong. Please try again later.').waitFor();
  });

  it('goes from forgot password to the OTP boxes: digits only, auto-advance, backspace, paste, Verify when full', async () => {
    await page.goto(`${shop.base}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await fieldError('Email is required');
    await page.getByLabel('Email').fill('ravi@example.in');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(`${shop.base}/otp-verification`);
    await page.getByText('Enter the 4-digit code we sent to ravi@example.in.').waitFor();

    const box = (n: number) => page.getByLabel(`Digit ${n} of 4`);
    const verify = page.getByRole('button', { name: 'Verify' });
    await box(1).focus();
    await page.keyboard.type('a1');
    expect(await box(1).inputValue()).toBe('1');
    await page.keyboard.type('2');
    expect(await box(2).inputValue()).toBe('2');
    expect(await box(3).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await verify.isDisabled()).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await box(2).inputValue()).toBe('');
    expect(await box(2).evaluate((element) => element === document.activeElement)).toBe(true);

    // A paste fills from the box it lands in, digits only, as far as the last box.
    await box(1).evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', '98 7-65');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(await Promise.all([1, 2, 3, 4].map((n) => box(n).inputValue()))).toEqual(['9', '8', '7', '6']);
    expect(await verify.isEnabled()).toBe(true);
    await screenshots(page, 'storefront-otp');
    await page.getByRole('link', { name: 'Back to forgot password' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  });

  it('sends the newsletter and contact forms to the API, and says what is wrong first', async () => {
    await page.goto(`${shop.base}/`);
    const newsletter = page.getByRole('region', { name: 'Join the pack' });
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Email is required').waitFor();
    await newsletter.getByLabel('Email address').fill('pet@example');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByText('Please enter a valid email address').waitFor();
    await newsletter.getByLabel('Email address').fill('pet.parent@example.in');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thank you for subscribing!').waitFor();
    expect(await newsletter.getByLabel('Email address').inputValue()).toBe('');
    // The confirmation mail's unsubscribe link (the worker sends it; its token is in the outbox row) lands on the storefront's page.
    const { rows: confirmation } = await shop.database.pool.query("SELECT data FROM mail_outbox WHERE template = 'newsletter-confirmation'");
    expect(confirmation.map((row) => row.data.email)).toEqual(['pet.parent@example.in']);
    await page.goto(`${shop.base}/api/newsletter/unsubscribe?token=${encodeURIComponent(confirmation[0].data.unsubscribeToken)}`);
    await page.waitForURL(`${shop.base}/newsletter/unsubscribed`);
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await screenshots(page, 'storefront-newsletter-unsubscribed');
    expect((await shop.database.pool.query('SELECT email FROM newsletter_subscriptions')).rows).toEqual([]);
    await page.goto(`${shop.base}/api/newsletter/unsubscribe?token=not-ours`);
    await page.getByRole('heading', { name: 'This unsubscribe link is not valid' }).waitFor();

    await page.goto(`${shop.base}/contact-us`);
    await page.getByRole('button', { name: 'Send Mail' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) await fieldError(message);
    await page.getByLabel('Your Name').fill('Kavya');
    await page.getByLabel('Your E-mail').fill('kavya@example.in');
    await page.getByLabel('Subject').fill('Cat litter');
    await page.getByLabel('Type Your Message').fill('Do you stock clumping litter?');
    await page.getByRole('button', { name: 'Send Mail' }).click();
    await page.getByText('Your message has been sent. We will get back to you soon.').waitFor();
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    await screenshots(page, 'storefront-contact');

    const stored = await shop.database.pool.query<{ source: string; subject: string }>('SELECT source, subject FROM contact_messages');
    expect(stored.rows).toEqual([{ source: 'contact', subject: 'Cat litter' }]);
  });

  it('filters the blog by its search box and says when nothing matches', async () => {
    await page.goto(`${shop.base}/blogs`);
    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    await search.fill('puppy');
    await page.getByRole('heading', { name: 'Choosing the right food for your puppy' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await search.fill('grooming');
    await page.getByText('1 of 5 articles').waitFor();
    await search.fill('parrots');
    await page.getByText('No articles match your search').waitFor();
    await search.fill('');
    await screenshots(page, 'storefront-blog');
  });

  async function signUpThroughApi(email: string) {
    const response = await fetch(`${shop.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ravi', lastName: 'Kumar', email, password: 'Paws9' }),
    });
    expect(response.status).toBe(201);
  }
});
