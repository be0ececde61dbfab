import type { Page } from 'playwright-core';
import { HOME_ADDRESS } from '../../api/src/platform/testing/fixtures.js';

/** Fills the storefront's address form (checkout's and the profile's) with the address, by its labels; does not save it. */
export async function fillAddressForm(page: Page, address: typeof HOME_ADDRESS = HOME_ADDRESS): Promise<void> {
  await page.getByLabel(/^Name/).fill(address.name);
  await page.getByLabel(/^Mobile number/).fill(address.mobile);
  await page.getByLabel(/^Flat, house no/).fill(address.address);
  await page.getByLabel(/^Area/).fill(address.area);
  await page.getByLabel(/^City/).fill(address.city);
  await page.getByLabel(/^State/).fill(address.state);
  await page.getByLabel(/^Zip code/).fill(address.zip);
}
