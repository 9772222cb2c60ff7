import { PageTitle } from '../../../components/page-title';

export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-1">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
