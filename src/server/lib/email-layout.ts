function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The one HTML frame of every e-mail we send (inline styles: mail clients ignore style sheets). */
export function emailLayout(
  title: string,
  paragraphs: string[],
  action: { label: string; link: string },
): string {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#0b1120;font-family:Arial,sans-serif;color:#e2e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#111827;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#22c55e">VTX Análise</h1>
<h2 style="margin:0 0 16px;font-size:18px;color:#f8fafc">${escapeHtml(title)}</h2>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="background:#16a34a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#94a3b8;word-break:break-all">Se o botão não funcionar, copie e cole este endereço no navegador: ${escapeHtml(action.link)}</p>
</td></tr></table></td></tr></table></body></html>`;
}
