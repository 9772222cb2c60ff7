// On-screen notices that the user's 'Notificações' setting switches (issue 15). Errors always show.
export const notificationTexts = {
  analysisDone: 'Análise concluída',
  /** Desktop: the result panel is beside the upload panel; phones stack it below. */
  analysisDoneText: 'O resultado está no painel ao lado.',
  analysisDoneTextBelow: 'O resultado está logo abaixo.',
} as const;
