import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
for (const f of process.argv.slice(2)) {
  const key = createHash('sha256').update(readFileSync(f)).update('otc').digest('hex').slice(0, 24);
  const x = JSON.parse(readFileSync(`.cache/verify-pairs/readings/${key}.json`, 'utf8')).extraction;
  console.log(f, JSON.stringify(x?.header), (x?.text ?? []).slice(0, 4).map((t: { text: string }) => t.text));
}
