import { expect, test, type Page } from '@playwright/test';
import { e2eAdminPassword, uniqueEmail } from './support/server';

// Issue 15, item 1: every admin list is a table when its columns fit the card it sits in, cards
// otherwise and always on phones; nothing scrolls sideways at any width.
const sizes = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'laptop', width: 1024, height: 768 },
  { label: 'phone', width: 390, height: 844 },
] as const;

async function adminLogin(page: Page) {
  const response = await page.request.post('/api/admin/login', {
    data: { username: 'admin', password: e2eAdminPassword },
  });
  expect(response.ok()).toBe(true);
}

async function expectListFits(page: Page, what: string) {
  const list = page.locator('[data-layout]').first();
  await expect(list).toBeVisible();
  const { scroll, client, layout } = await list.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    layout: element.getAttribute('data-layout'),
  }));
  expect(scroll, `${what}: the ${layout} is wider than its card`).toBeLessThanOrEqual(client);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  return layout;
}

test('admin lists fit their cards at 1280, 1024 and 390 px', async ({ page }) => {
  // A user with a long name and e-mail, as the widest row a list will meet.
  const email = uniqueEmail('maria.aparecida.dos.santos.oliveira.ferreira');
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Maria Aparecida dos Santos Oliveira Ferreira', email, password: 'senha-segura' },
  });
  expect(registered.status()).toBe(201);
  // A card checkout left open: a pending row for the payments list.
  const checkout = await page.request.post('/api/checkout', { data: { planType: 'vtx_100_credits' } });
  expect(checkout.ok()).toBe(true);
  await page.context().clearCookies();
  await adminLogin(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const path of ['/admin/users', '/admin/payments', '/admin/logs']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const layout = await expectListFits(page, `${path} at ${size.width} px`);
      if (size.label === 'phone') expect(layout, `${path} on a phone`).toBe('cards');
      // At 1280 px the columns fit beside the sidebar (the action buttons wrap when squeezed).
      if (size.label === 'desktop') expect(layout, `${path} at 1280 px`).toBe('table');
      const name = path.split('/').pop();
      await page.screenshot({ path: `e2e/artifacts/admin-list-${name}-${size.label}.png`, fullPage: true });
    }
    // The users table's per-row actions and their header are inside the card when it is a table.
    await page.goto('/admin/users');
    await page.waitForLoadState('networkidle');
    const list = page.locator('[data-layout]').first();
    if ((await list.getAttribute('data-layout')) === 'table') {
      const card = (await list.boundingBox())!;
      for (const part of [
        page.getByRole('columnheader', { name: 'Ações' }),
        page.getByRole('button', { name: 'Histórico' }).first(),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width, `${size.width} px: inside the card`).toBeLessThanOrEqual(
          card.x + card.width + 0.5,
        );
      }
    } else {
      await expect(page.getByRole('button', { name: 'Ver Histórico' }).first()).toBeVisible();
    }
  }
});
