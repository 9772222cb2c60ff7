import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HistoryIcon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { isOptionSector, type Sector } from '../../../../shared/analysis';
import { SETTING_TO_CHART_TIMEFRAME } from '../../../../shared/plan';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import {
  analysisScreenTexts as t,
  sectorDescriptions,
  sectorLabels,
} from '../../../../shared/messages/analysis-screens';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../lib/session';
import { usePlansModal } from '../../payments';
import { useSaveUserSettings, useUserSettings } from '../../../lib/user-settings';
import { useAnalysis } from '../api/get-analysis';
import { AnalysisFailure } from '../components/analysis-failure';
import { ReadyPrompt, ResultNotice, ResultSkeleton } from '../components/result-states';
import { ResultView } from '../components/result-view';
import { useSavedSpecification } from '../components/specification-field';
import type { PlanChoice } from '../components/plan-inputs';
import { UploadPanel } from '../components/upload-panel';
import { readTimeframe, writeTimeframe } from '../lib/saved-timeframe';
import { useAnalysisRun } from '../hooks/use-analysis-run';
import { useImageUpload } from '../hooks/use-image-upload';
import { usePasteImage } from '../hooks/use-paste-image';

/** /dashboard/<sector>: one page per market; a new sector starts a fresh page (own image, text). */
export function SectorRoute({ sector }: { sector: Sector }) {
  return <SectorPage key={sector} sector={sector} />;
}

function SectorPage({ sector }: { sector: Sector }) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const settings = useUserSettings();
  const plans = usePlansModal();
  const [searchParams, setSearchParams] = useSearchParams();
  const analysisId = searchParams.get('analysis');
  const detail = useAnalysis(analysisId);
  const upload = useImageUpload();
  const [specification, setSpecification] = useSavedSpecification(sector);
  const run = useAnalysisRun({ onNoCredits: () => plans.open('exhausted'), notify: settings.notifications });
  const saveSettings = useSaveUserSettings(me?.id ?? '');
  const option = isOptionSector(sector);
  // The plan's assumptions: the timeframe last picked here, else the settings' default (options
  // trade minutes: M1); the broker and payout of the settings until the trader changes them here.
  const [planTouched, setPlanTouched] = useState<Partial<PlanChoice>>(() => {
    const saved = readTimeframe(globalThis.localStorage, sector);
    return saved ? { timeframe: saved } : {};
  });
  const plan: PlanChoice = {
    timeframe: option ? 'M1' : SETTING_TO_CHART_TIMEFRAME[settings.defaultTimeframe],
    broker: settings.broker,
    payout: settings.payout,
    higher: null,
    ...planTouched,
  };
  const changePlan = (next: PlanChoice) => {
    if (next.timeframe !== plan.timeframe) writeTimeframe(globalThis.localStorage, sector, next.timeframe);
    setPlanTouched(next);
  };

  const resultHeading = useRef<HTMLHeadingElement>(null);
  const resultSection = useRef<HTMLElement>(null);
  const revealResult = useRef(false);
  const shownId = detail.data?.result ? detail.data.id : null;
  useEffect(() => {
    if (!shownId || !revealResult.current) return;
    revealResult.current = false;
    const heading = resultHeading.current;
    // On phones the result sits under the form: bring it up, below the sticky header (the
    // section's scroll margin). On desktop it is already in view.
    if (window.matchMedia('(max-width: 1023px)').matches)
      resultSection.current?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [shownId]);

  // A failure shows in the result panel, which on phones sits under the form: bring it up too.
  const failed = run.failure !== null;
  useEffect(() => {
    if (failed && window.matchMedia('(max-width: 1023px)').matches) {
      resultSection.current?.scrollIntoView({ block: 'start' });
    }
  }, [failed]);

  // `image` is the file that just loaded, when the analysis starts on its own (state lags behind).
  const analyse = async (image?: File) => {
    const file = image ?? (upload.image.status === 'loaded' ? upload.image.file : null);
    if (!file) {
      toast.error(m.noImage);
      return;
    }
    if (!me) {
      toast.error(m.loginRequired);
      navigate('/login');
      return;
    }
    if (me.credits <= 0 && !me.licence.active) {
      plans.open('exhausted');
      return;
    }
    const response = await run.start({
      image: file,
      sector,
      specification: specification.trim(),
      timeframe: settings.defaultTimeframe,
      chartTimeframe: plan.timeframe,
      ...(plan.higher ? { higherImage: plan.higher } : {}),
      ...(option ? { payout: plan.payout } : {}),
      accuracy: settings.analysisAccuracy,
    });
    // a broker or payout changed here becomes the trader's setting for next time
    if (option && (plan.broker !== settings.broker || plan.payout !== settings.payout))
      saveSettings.mutate({ ...settings, broker: plan.broker, payout: plan.payout });
    if (!response) return;
    revealResult.current = true;
    setSearchParams({ analysis: response.analysis.id }, { replace: true, preventScrollReset: true });
  };

  // A new picture starts over: the finished-progress card belongs to the previous one. With
  // 'Análise automática' on, a picture that loads starts the analysis when there are credits.
  const selectImage = async (file: File) => {
    run.reset();
    const loaded = await upload.select(file);
    if (loaded && settings.autoAnalysis && me && (me.credits > 0 || me.licence.active)) {
      await analyse(loaded);
    }
  };
  usePasteImage((file) => void selectImage(file), !run.running);

  const newAnalysis = () => {
    run.reset();
    setSearchParams({}, { replace: true, preventScrollReset: true });
  };
  const newAnalysisButton = (
    <Button type="button" variant="outline" onClick={newAnalysis}>
      <PlusIcon aria-hidden="true" />
      {t.newAnalysis}
    </Button>
  );

  let result;
  if (run.running) result = <ResultSkeleton label={t.analysing} />;
  else if (run.failure)
    result = (
      <AnalysisFailure
        failure={run.failure}
        canRetry={upload.image.status === 'loaded'}
        onRetry={() => void analyse()}
        onPlans={() => plans.open('exhausted')}
      />
    );
  else if (analysisId && detail.isPending) result = <ResultSkeleton label={t.loadingResult} />;
  else if (analysisId && detail.isError)
    result = <ResultNotice action={newAnalysisButton}>{t.notFound}</ResultNotice>;
  else if (analysisId && detail.data?.result)
    result = <ResultView analysis={detail.data} result={detail.data.result} headingRef={resultHeading} />;
  else if (analysisId && detail.data)
    result = <ResultNotice action={newAnalysisButton}>{t.failedStored}</ResultNotice>;
  else result = <ReadyPrompt />;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader title={sectorLabels[sector]} description={sectorDescriptions[sector]} />
        <Button asChild variant="outline">
          <Link to="/dashboard/historico">
            <HistoryIcon aria-hidden="true" />
            {t.historyLink}
          </Link>
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <UploadPanel
          sector={sector}
          me={me}
          image={upload.image}
          onFile={(file) => void selectImage(file)}
          onRemove={upload.remove}
          specification={specification}
          onSpecification={setSpecification}
          plan={plan}
          onPlan={changePlan}
          running={run.running}
          elapsed={run.elapsed}
          finishedMs={run.finishedMs}
          onAnalyse={() => void analyse()}
          onCancel={run.cancel}
        />
        <section ref={resultSection} aria-label={t.resultTitle} className="min-w-0 scroll-mt-20">
          {result}
        </section>
      </div>
    </div>
  );
}
