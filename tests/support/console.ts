import type { Page } from 'playwright-core';

/** The first-start admin account (ADMIN_EMAIL and ADMIN_PASSWORD's defaults). */
export const ADMIN = { email: 'admin@petshop.local', password: 'Admin123' } as const;

/** Signs in on the staff console's login page (at `base`/admin), as staff do, and waits for the dashboard's welcome. */
export async function signInToConsole(page: Page, base: string, { email, password }: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.getByLabel(/email|username/i).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page
    .getByText(/welcome/i)
    .first()
    .waitFor({ timeout: 15_000 });
}
