// Texts of the shared list pager.
export const paginationTexts = {
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  label: (list: string) => `Paginação: ${list}`,
} as const;
