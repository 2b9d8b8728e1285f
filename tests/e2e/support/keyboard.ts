// Reaching a control the way a keyboard user does: Tab from the top of the page until it has
// the focus (tabTo), or on from where the focus is now (tabOnTo, the next fields of a form).
// Both fail when the control is not reached by Tab.
import { expect, type Locator, type Page } from '@playwright/test';

export async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  await expect(target).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await pressTabUntil(page, target, maxTabs);
}

export async function tabOnTo(page: Page, target: Locator, maxTabs = 20): Promise<void> {
  await expect(target).toBeVisible();
  await pressTabUntil(page, target, maxTabs);
}

async function pressTabUntil(page: Page, target: Locator, maxTabs: number): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  expect(`${target} not reached after ${maxTabs} presses of Tab`).toBe('reached');
}
