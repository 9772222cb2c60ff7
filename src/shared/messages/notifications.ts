// On-screen notices that the user's 'Notificações' setting switches (issue 15). Errors always show.
export const notificationTexts = {
  analysisDone: 'Análise concluída',
  analysisDoneText: 'O resultado está no painel ao lado.',
} as const;
