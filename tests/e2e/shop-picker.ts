import type { Locator, Page } from '@playwright/test';

/**
 * Picks `shopName` in a screen's Shop picker, which shows only when the cashier has more than one
 * active shop, and only once the screen has loaded them. Asking whether it is visible races that
 * load (the test then pressed Start with no shop chosen, and the form refused it); this asks the
 * server how many shops there are, as the screen does, and waits for the picker when it must come.
 */
export async function pickShop(page: Page, picker: Locator, shopName: string): Promise<void> {
  const active = await page.evaluate(async () => {
    const response = await fetch('/api/v1/cashiers/my_shops/', {
      headers: { authorization: `JWT ${localStorage.getItem('accessToken') ?? ''}` },
    });
    if (!response.ok) throw new Error(`my_shops answered ${response.status}`);
    const shops = (await response.json()) as Array<{ is_active: boolean }>;
    return shops.filter((shop) => shop.is_active).length;
  });
  if (active > 1) await picker.selectOption({ label: shopName });
}
