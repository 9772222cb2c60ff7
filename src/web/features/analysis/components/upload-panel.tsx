import { CoinsIcon, InfinityIcon, SparklesIcon } from 'lucide-react';
import type { Sector } from '../../../../shared/analysis';
import type { Me } from '../../../../shared/auth';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useHasKeyboard } from '../../../lib/device';
import type { ImageState } from '../hooks/use-image-upload';
import { ImageDropZone } from './image-drop-zone';
import { PlanInputs, type PlanChoice } from './plan-inputs';
import { ProgressCard } from './progress-card';
import { SpecificationField } from './specification-field';

export function UploadPanel({
  sector,
  me,
  image,
  onFile,
  onRemove,
  specification,
  onSpecification,
  plan,
  onPlan,
  running,
  elapsed,
  finishedMs,
  onAnalyse,
  onCancel,
}: {
  sector: Sector;
  me: Me | null | undefined;
  image: ImageState;
  onFile: (file: File) => void;
  onRemove: () => void;
  specification: string;
  onSpecification: (text: string) => void;
  plan: PlanChoice;
  onPlan: (plan: PlanChoice) => void;
  running: boolean;
  elapsed: number;
  finishedMs: number | null;
  onAnalyse: () => void;
  onCancel: () => void;
}) {
  const unlimited = Boolean(me?.licence.active);
  const hasKeyboard = useHasKeyboard();
  return (
    <Card className="gap-5 py-5">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>{t.uploadTitle}</CardTitle>
        <CardDescription>{hasKeyboard ? t.uploadText : t.uploadTextTouch}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-5">
        <ImageDropZone image={image} disabled={running} onFile={onFile} onRemove={onRemove} />
        <SpecificationField
          sector={sector}
          value={specification}
          onChange={onSpecification}
          disabled={running}
        />
        <PlanInputs sector={sector} value={plan} onChange={onPlan} disabled={running} />
        <div className="grid gap-2">
          <Button
            type="button"
            size="lg"
            onClick={onAnalyse}
            disabled={running || image.status === 'optimizing'}
            className="w-full"
          >
            {running ? <Spinner label={t.analysing} /> : <SparklesIcon aria-hidden="true" />}
            {running ? t.analysing : t.analyse}
          </Button>
          {me ? (
            <p className="grid justify-items-center gap-1 text-center text-xs text-muted-foreground">
              {unlimited ? (
                <span className="inline-flex items-center gap-1 font-medium text-bull">
                  <InfinityIcon aria-hidden="true" className="size-3.5" />
                  {t.unlimited}
                </span>
              ) : (
                <>
                  <span
                    data-testid="analysis-credits"
                    className="inline-flex items-center gap-1 font-medium text-foreground"
                  >
                    <CoinsIcon aria-hidden="true" className="size-3.5 text-gold" />
                    {t.creditsLeft(me.credits)}
                  </span>
                  <span>{t.costNote}</span>
                </>
              )}
            </p>
          ) : null}
        </div>
        {running || finishedMs !== null ? (
          <ProgressCard running={running} elapsed={elapsed} finishedMs={finishedMs} onCancel={onCancel} />
        ) : null}
      </CardContent>
    </Card>
  );
}
