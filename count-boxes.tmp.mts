import { readFile, readdir } from 'node:fs/promises';
import { decodeImage } from './src/server/analysis/engine/image/decode';
import { loadOcrModels } from './src/server/analysis/engine/text/ocr-models';
import { detectText, placeOnCanvas } from './src/server/analysis/engine/text/detect-text';
const models = await loadOcrModels();
const dir = '/work/shared/real-charts/';
const files = [...(await readdir(dir)).filter((f) => /\.(png|jpg|jpeg|webp)$/.test(f)).map((f) => dir + f), '/tmp/abuse/text-heavy.png'];
for (const f of files) {
  const img = await decodeImage(await readFile(f));
  const t = performance.now();
  const boxes = await detectText(img, models, placeOnCanvas(img.width, img.height));
  const big = await detectText(img, models, placeOnCanvas(img.width, img.height, 2));
  console.log(boxes.length, big.length, img.width + 'x' + img.height, Math.round(performance.now() - t) + 'ms', f.split('/').pop());
}
