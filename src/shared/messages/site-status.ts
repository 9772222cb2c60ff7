// The user-facing maintenance screen (Modo de Manutenção, issue 6).
export const siteStatusTexts = {
  pageTitle: 'Em manutenção',
  heading: 'Sistema em manutenção…',
  text: 'Estamos realizando melhorias na plataforma. Tente novamente em alguns minutos.',
  retry: 'Tentar novamente',
  checking: 'Verificando...',
  stillDown: 'O sistema ainda está em manutenção. Tente novamente em alguns minutos.',
} as const;
