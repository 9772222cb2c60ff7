import type { Env } from './env';

export interface StartupNotice {
  level: 'info' | 'warn';
  message: string;
}

/**
 * What an operator must know from the first lines of the log: how payments are taken (a sandbox
 * left on hands out plans) and whether e-mails leave the machine.
 */
export function startupNotices(
  env: Env,
  wiring: { cardProvider: 'sandbox' | 'stripe' | null; mailMode: 'smtp' | 'outbox' },
): StartupNotice[] {
  const production = env.NODE_ENV === 'production';
  const notices: StartupNotice[] = [];
  if (wiring.cardProvider === 'stripe') {
    notices.push({
      level: 'info',
      message: 'Payment mode: cards by Stripe; PIX confirmed by an administrator.',
    });
  } else if (wiring.cardProvider === 'sandbox') {
    notices.push({
      level: production ? 'warn' : 'info',
      message:
        'Payment mode: TEST — cards go to the built-in sandbox checkout, which grants plans for a test card without charging anyone (marked as test payments, never counted as revenue); PIX confirmed by an administrator.',
    });
  } else {
    notices.push({
      level: 'warn',
      message:
        'Payment mode: no card provider (set PAYMENT_PROVIDER=stripe with its keys); card buttons say card payment is unavailable; PIX confirmed by an administrator.',
    });
  }
  if (!env.PIX_ENABLED) {
    notices.push({
      level: 'warn',
      message:
        'PIX is off: PIX_KEY and PIX_WHATSAPP_NUMBER are the demo values (set the real receiver and chat to take PIX).',
    });
  }
  if (wiring.mailMode === 'outbox') {
    notices.push(
      production
        ? {
            level: 'warn',
            message:
              'SMTP_URL is not set: e-mails (password resets, e-mail confirmations, receipts) stay in the email_outbox table and are not delivered.',
          }
        : {
            level: 'info',
            message:
              'SMTP_URL is not set: e-mails are kept in the email_outbox table and their links printed in this log.',
          },
    );
  }
  return notices;
}
