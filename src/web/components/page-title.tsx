// React 19 hoists <title> into <head>, so each route names its own tab.
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · VTX Análise` : 'VTX Análise · Análise de gráficos com IA'}</title>;
}
