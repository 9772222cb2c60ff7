import { Link } from 'react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { aboutTexts as t } from '../../../../shared/messages/about';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { useRegistrationOpen } from '../../../lib/site-status';

export function AboutRoute() {
  const registrationOpen = useRegistrationOpen();
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <PageTitle title={t.title} />
      <header className="mb-12 space-y-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t.eyebrow}</p>
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-5xl">{t.heading}</h1>
        <p className="text-lg text-muted-foreground">{t.lead}</p>
      </header>

      <section aria-labelledby="about-steps" className="mb-14">
        <h2 id="about-steps" className="mb-6 text-xl font-bold">
          {t.stepsTitle}
        </h2>
        <ol className="relative grid gap-4 border-l border-border pl-6">
          {t.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border bg-card/60 p-5">
              <span
                aria-hidden="true"
                className="absolute top-5 -left-[2.35rem] inline-flex size-7 items-center justify-center rounded-full border border-primary/50 bg-background text-xs font-bold text-primary"
              >
                {index + 1}
              </span>
              <h3 className="mb-1.5 font-semibold">{step.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="about-honesty"
        className="mb-14 rounded-2xl border border-gold/40 bg-gold/5 p-6"
      >
        <h2 id="about-honesty" className="mb-4 flex items-center gap-2 text-xl font-bold">
          <ShieldAlertIcon aria-hidden="true" className="size-5 text-gold" />
          {t.honestyTitle}
        </h2>
        <ul className="grid gap-3 text-sm leading-relaxed text-muted-foreground">
          {t.honesty.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-2xl font-bold">{t.ctaTitle}</h2>
        <p className="text-muted-foreground">{t.ctaText}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {registrationOpen ? (
            <Button asChild size="lg">
              <Link to="/registro">{t.startFree}</Link>
            </Button>
          ) : null}
          <Button asChild size="lg" variant="outline">
            <Link to="/">{t.login}</Link>
          </Button>
        </div>
        <Link
          to="/home"
          className="inline-flex min-h-11 items-center text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          {t.backHome}
        </Link>
      </section>
    </div>
  );
}
