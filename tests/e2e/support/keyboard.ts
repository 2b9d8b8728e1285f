// Reaching a control the way a keyboard user does: Tab from the top of the page until it has
// the focus. Fails when it is not in the tab order at all.
import { expect, type Locator, type Page } from '@playwright/test';

export async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  await expect(target).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < maxTabs; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  expect(`${target} not reached after ${maxTabs} presses of Tab`).toBe('reached');
}
