// Texts for requests refused before any feature sees them.
export const httpMessages = {
  unsafeText: 'Requisição inválida: o texto enviado contém caracteres não permitidos.',
} as const;
