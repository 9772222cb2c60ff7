/**
 * Symbol and timeframe come from the image when it prints them; otherwise from the user's
 * specification text, then from the user's setting — and the result says which. Nothing is
 * invented: with none of them the symbol stays "Não identificado".
 */
export type SourcedValue = {
  value: string | null;
  source: 'imagem' | 'especificação' | 'configuração' | null;
};

export function chooseSource(
  fromImage: string | undefined,
  fromSpecification: string | undefined,
  fromSetting: string | undefined,
): SourcedValue {
  if (fromImage) return { value: fromImage, source: 'imagem' };
  if (fromSpecification) return { value: fromSpecification, source: 'especificação' };
  if (fromSetting) return { value: fromSetting, source: 'configuração' };
  return { value: null, source: null };
}
