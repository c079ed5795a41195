import type { Locator, Page } from 'playwright-core';

/**
 * Chooses `option` in an antd Select (`select`, its combobox) and waits until `chosen` (where the field shows the
 * choice) is visible, as a person would: from the open list only, and again if the choice did not take. Under load
 * a click on a list still opening was lost (the list stayed open, nothing chosen) and a test failed later on; a
 * person picks again, so this does, at most three times. The list is opened only when it is not open already (a
 * click on an open Select can close it).
 */
export async function chooseOption(page: Page, select: Locator, chosen: Locator, option: string) {
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await select.click();
    await item.click();
    try {
      await chosen.waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
