/** SPEC.md sections 4 and 9: stage seconds 2, 5, 4, 3, 1; estimate 25 s; the bar stops at 95 %. */
export const analysisStages = [
  { key: 'starting', seconds: 2 },
  { key: 'processing', seconds: 5 },
  { key: 'patterns', seconds: 4 },
  { key: 'probabilities', seconds: 3 },
  { key: 'finalizing', seconds: 1 },
] as const;

export type StageKey = (typeof analysisStages)[number]['key'];

export const estimateSeconds = 25;
export const progressCap = 95;

export interface ProgressView {
  percent: number;
  stage: StageKey;
  /** Index of the current stage, for the step list. */
  stageIndex: number;
  /** Past the estimate: 'análise complexa detectada'. */
  complex: boolean;
}

/** The progress card after `elapsedSeconds` whole seconds of waiting. */
export function progressAt(elapsedSeconds: number): ProgressView {
  const elapsed = Math.max(0, Math.floor(elapsedSeconds));
  let stageIndex = analysisStages.length - 1;
  let boundary = 0;
  for (const [index, stage] of analysisStages.entries()) {
    boundary += stage.seconds;
    if (elapsed < boundary) {
      stageIndex = index;
      break;
    }
  }
  const percent = Math.min(progressCap, Math.round((elapsed / estimateSeconds) * 100));
  return { percent, stage: analysisStages[stageIndex]!.key, stageIndex, complex: elapsed >= estimateSeconds };
}

/** "0,2 s" / "12 s": how long the answer took, for the completed card. */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  const digits = seconds < 10 ? 1 : 0;
  return `${seconds.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} s`;
}
