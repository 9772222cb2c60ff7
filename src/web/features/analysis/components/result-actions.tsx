import { CopyIcon, DownloadIcon, Share2Icon, StarIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AnalysisDetail } from '../../../../shared/analyses';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useSetFavorite } from '../api/set-favorite';
import { analysisAsText } from '../lib/result-format';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t.copied);
  } catch {
    toast.error(t.copyError);
  }
}

async function shareText(text: string) {
  try {
    await navigator.share({ title: t.shareTitle, text });
  } catch (error) {
    // Closing the share sheet is not a failure; anything else falls back to the clipboard.
    if (!(error instanceof DOMException && error.name === 'AbortError')) await copyText(text);
  }
}

export function ResultActions({ analysis, result }: { analysis: AnalysisDetail; result: ChartAnalysis }) {
  const favorite = useSetFavorite();
  const text = () => analysisAsText(result, analysis.createdAt);
  const isFavorite = analysis.favorite;
  // The name is the visible word (WCAG 2.5.3: what a voice user reads is what they say); the
  // pressed state says whether it is a favourite, the tooltip what a click does.
  const label = isFavorite ? t.favoritedShort : t.favoriteShort;
  const hint = isFavorite ? t.unfavorite : t.favorite;

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        aria-pressed={isFavorite}
        aria-label={label}
        title={hint}
        disabled={favorite.isPending}
        onClick={() =>
          favorite.mutate(
            { analysis, favorite: !isFavorite },
            { onSuccess: ({ favorite: now }) => toast.success(now ? t.favoriteAdded : t.favoriteRemoved) },
          )
        }
        className="px-3"
      >
        {favorite.isPending ? (
          <Spinner />
        ) : (
          <StarIcon aria-hidden="true" className={cn(isFavorite && 'fill-gold text-gold')} />
        )}
        <span className="hidden sm:inline">{label}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        aria-label={t.copyLabel}
        title={t.copyLabel}
        onClick={() => void copyText(text())}
        className="px-3"
      >
        <CopyIcon aria-hidden="true" />
        <span className="hidden sm:inline">{t.copy}</span>
      </Button>
      {canShare() ? (
        <Button
          type="button"
          variant="outline"
          aria-label={t.shareLabel}
          title={t.shareLabel}
          onClick={() => void shareText(text())}
          className="px-3"
        >
          <Share2Icon aria-hidden="true" />
          <span className="hidden sm:inline">{t.share}</span>
        </Button>
      ) : null}
      {analysis.imageUrl ? (
        <Button asChild variant="outline" className="px-3">
          <a
            href={analysis.imageUrl}
            download={`vtx-analise-${analysis.id.slice(0, 8)}.png`}
            aria-label={t.downloadLabel}
            title={t.downloadLabel}
          >
            <DownloadIcon aria-hidden="true" />
            <span className="hidden sm:inline">{t.download}</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}
