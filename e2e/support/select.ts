import type { Locator, Page } from 'playwright-core';

/**
 * Chooses `option` in an antd Select of several values (`select`, its combobox) and waits until `field` shows it as
 * a chosen item, as a person would:
 * from the open list only, and once more if the choice did not take (under load a click on a list still opening was
 * lost, and the test failed at submit).
 */
export async function chooseOption(page: Page, select: Locator, field: Locator, option: string) {
  const chosen = field.locator('.ant-select-selection-item', { hasText: option }).first();
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
    try {
      await chosen.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
