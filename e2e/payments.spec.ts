import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/server';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function register(page: Page, name: string) {
  await page.goto('/registro');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail('pay'));
  await page.getByLabel('Senha', { exact: true }).fill('senha-segura');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL('**/dashboard');
}

async function expectNoSideScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Screenshots at both sizes; the page is left at desktop size. */
async function shoot(page: Page, name: string, fullPage = false) {
  for (const [label, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expectNoSideScroll(page, `${name} at ${label}`);
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage });
  }
}

// The credit card's big number on /dashboard and /dashboard/planos.
const balance = (page: Page) => page.locator('main [data-slot="card"] .text-5xl').first();

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The receipt goes to WhatsApp; answer locally so the test needs no internet.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>ok' }),
  );
  await page.setViewportSize(desktop);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a new user buys credits by card in the sandbox, registers a PIX payment and sees both in the history', async ({
  page,
}) => {
  // A whole purchase journey with two real waits (3 s return, 3 s 'Copiado'): more than the default.
  test.setTimeout(120_000);
  await register(page, 'Paula Pagadora');
  await expect(balance(page)).toHaveText('1');

  await page.goto('/dashboard/planos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Escolha o plano ideal para você' }),
  ).toBeVisible();
  // PIX says what really happens: an administrator confirms the receipt (issue 15).
  await expect(
    page.getByText('Os créditos do PIX entram quando um administrador confirma o recebimento').first(),
  ).toBeVisible();
  // ...and when (SPEC.md section 2, issue 26 item 6): the confirmation schedule, stated once.
  await expect(page.getByText(/23:59/)).toHaveCount(1);
  await shoot(page, 'dashboard-planos', true);

  // Cancelling in the checkout comes back to the plans page with a neutral notice. The checkout
  // call is held back a moment so the button's 'Redirecionando...' state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/checkout', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Pagar com Cartão: 100 Créditos' }).click();
  await expect(page.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
  await expect(page.getByText('Processando pagamento...')).toBeVisible();
  await expect(page.getByText('Redirecionando para o checkout')).toBeVisible();
  release();
  await page.waitForURL('**/checkout/sandbox/**');
  await page.unroute('**/api/checkout');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL('**/dashboard/planos**');
  await expect(page.getByText('Pagamento cancelado')).toBeVisible();

  // Card: the chosen button says it is redirecting, then the sandbox checkout takes over.
  await page.getByRole('button', { name: 'Pagar com Cartão: 100 Créditos' }).click();
  await page.waitForURL('**/checkout/sandbox/**');
  await expect(page.getByText('Ambiente de teste — nenhuma cobrança real')).toBeVisible();
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByText('100 Créditos')).toBeVisible();
  await shoot(page, 'sandbox-checkout');
  await page.getByRole('button', { name: 'Pagar R$ 97,00' }).click();

  await page.waitForURL(/\/dashboard\?payment=success&plan=vtx_100_credits&session_id=cs_sandbox_/);
  const successAddress = page.url();
  await expect(page.getByText('Créditos atualizados')).toBeVisible();
  await expect(page.getByText('100 créditos adicionados (100 Créditos).')).toBeVisible();
  await expect(balance(page)).toHaveText('101');
  // Back to a clean /dashboard after 3 s.
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '', { timeout: 8000 });

  // The success address opened again (a bookmark, the back button): nothing is announced twice.
  await page.goto(successAddress);
  await expect(page.getByText('Pagamento já creditado')).toBeVisible();
  await expect(
    page.getByText(/^Este pagamento já foi creditado em .*: 100 créditos \(100 Créditos\)\./),
  ).toBeVisible();
  await expect(page.getByText('100 créditos adicionados (100 Créditos).')).toHaveCount(0);
  await expect(balance(page)).toHaveText('101');
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '', { timeout: 8000 });

  // PIX: QR code, copy-and-paste code, details, then the receipt.
  await page.goto('/dashboard/planos');
  await page.getByRole('button', { name: 'Pagar com PIX: 500 Créditos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento via PIX' });
  await expect(dialog.getByRole('img', { name: 'QR Code PIX para 500 Créditos' })).toBeVisible();
  await expect(dialog.getByText('R$ 297,00')).toBeVisible();
  await expect(dialog.getByText('vtx_500_credits')).toBeVisible();
  const code = await dialog.getByLabel('PIX copia e cola').inputValue();
  expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  const reference = (await dialog.getByText(/^VTX-\d+$/).textContent()) ?? '';
  await shoot(page, 'pix-dialog');

  await dialog.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect(dialog.getByRole('button', { name: 'Copiado' })).toBeVisible();
  await expect(page.getByText('Código PIX copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // 'Copiado' lasts 3 s, then the button reads 'Copiar' again.
  await expect(dialog.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible({ timeout: 5000 });

  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enviar comprovante' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(decodeURIComponent(popup.url())).toContain(reference);
  await popup.close();
  await expect(page.getByText('Pagamento registrado!')).toBeVisible();
  await expect(page.getByText('Aguardando a confirmação do recebimento por um administrador.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The history: the paid card purchase, the PIX awaiting confirmation and the ledger; the
  // toast's action leads there.
  await page.getByRole('button', { name: 'Ver meus pagamentos' }).click();
  await page.waitForURL('**/dashboard/pagamentos');
  const payments = page.getByRole('list', { name: 'Pagamentos' });
  const pix = payments.getByRole('listitem').filter({ hasText: reference });
  await expect(pix).toContainText('500 Créditos');
  await expect(pix).toContainText('PIX');
  await expect(pix).toContainText('Pendente');
  await expect(pix).toContainText('Aguardando confirmação');
  await expect(pix).toContainText('R$ 297,00');
  const card = payments.getByRole('listitem').filter({ hasText: 'Pago' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('100 Créditos');
  await expect(card).toContainText('Cartão');
  await expect(card).toContainText('R$ 97,00');
  // The checkout left with 'Cancelar' is cancelled, not expired.
  const cancelled = payments.getByRole('listitem').filter({ hasText: 'Cancelado' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('100 Créditos');
  await expect(payments.getByRole('listitem').filter({ hasText: 'Expirado' })).toHaveCount(0);
  await shoot(page, 'pagamentos', true);

  await page.getByRole('tab', { name: 'Extrato de créditos' }).click();
  const ledger = page.getByRole('list', { name: 'Extrato de créditos' });
  const purchase = ledger.getByRole('listitem').filter({ hasText: 'Compra' });
  await expect(purchase).toContainText('+100');
  await expect(purchase).toContainText('Saldo: 101');
  await shoot(page, 'extrato');
});

test('a signed-out visitor is asked to log in before paying', async ({ page }) => {
  await page.goto('/planos');
  await page.getByRole('button', { name: 'Pagar com Cartão: 100 Créditos' }).click();
  await expect(page.getByText('Login necessário')).toBeVisible();
  await expect(page.getByText('Você precisa estar logado para adquirir créditos.')).toBeVisible();
  await page.waitForURL('**/login');

  await page.goto('/planos');
  await page.getByRole('button', { name: 'Pagar com PIX: Licença Anual' }).click();
  await page.waitForURL('**/login');
});
