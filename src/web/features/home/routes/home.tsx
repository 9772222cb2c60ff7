import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resultsTexts } from '../../../../shared/messages/results-screens';
import { ArrowRightIcon, BrainCircuitIcon, ImageUpIcon, TargetIcon } from 'lucide-react';
import { homeTexts as t } from '../../../../shared/messages/public-pages';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { useRegistrationOpen } from '../../../lib/site-status';
import { HeroPreview } from '../components/hero-preview';

const stepIcons = [ImageUpIcon, BrainCircuitIcon, TargetIcon];

/** `market` is the market strip, handed in by the app so features stay independent. */
export function HomeRoute({ market }: { market: ReactNode }) {
  const registrationOpen = useRegistrationOpen();
  return (
    <>
      <PageTitle title={t.title} />
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_20%_10%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent),radial-gradient(40%_40%_at_90%_30%,color-mix(in_oklch,var(--gold)_12%,transparent),transparent)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-20">
          <div className="animate-fade-up space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wide text-primary uppercase">
              <BrainCircuitIcon aria-hidden="true" className="size-4" />
              {t.eyebrow}
            </p>
            <h1 className="text-4xl leading-[1.05] font-black tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {t.headlineStart}{' '}
              <span className="bg-gradient-to-r from-primary via-emerald-500 to-sky-500 dark:via-emerald-300 dark:to-sky-400 bg-clip-text text-transparent">
                {t.headlineHighlight}
              </span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">{t.lead}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/">
                  {t.start}
                  <ArrowRightIcon />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/planos">{t.seePlans}</Link>
              </Button>
            </div>
            <Link to="/resultados" className="text-sm font-medium underline underline-offset-4">
              {resultsTexts.publicLink}
            </Link>
          </div>
          <div className="animate-fade-up [animation-delay:150ms]">
            <HeroPreview />
          </div>
        </div>
      </section>

      <div className="pb-16">{market}</div>

      <section aria-labelledby="steps" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="steps" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t.stepsTitle}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {t.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? TargetIcon;
            return (
              <li key={step.title} className="rounded-xl border bg-card/60 p-6">
                <div className="mb-4 flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/15 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">0{index + 1}</span>
                </div>
                <h3 className="mb-2 font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="sectors" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="sectors" className="mb-6 text-center text-xl font-bold tracking-tight">
          {t.sectorsTitle}
        </h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {t.sectors.map((sector) => (
            <li key={sector} className="rounded-full border bg-card/60 px-4 py-2 text-sm font-medium">
              {sector}
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-primary/30 bg-gradient-to-br from-primary/15 via-card to-card px-6 py-10 text-center">
          <h2 className="text-2xl font-bold tracking-tight">{t.ctaTitle}</h2>
          <p className="max-w-lg text-muted-foreground">{registrationOpen ? t.ctaText : t.ctaClosedText}</p>
          <Button asChild size="lg">
            {registrationOpen ? (
              <Link to="/registro">{t.ctaButton}</Link>
            ) : (
              <Link to="/login">{t.ctaClosedButton}</Link>
            )}
          </Button>
        </div>
      </section>
    </>
  );
}
