// Prints the bench results as a table with ratios against gosaurus.
import { readFileSync } from 'node:fs';

const rows = readFileSync(process.argv[2], 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
const ours = rows.find((r) => r.name === 'gosaurus');
console.log('\n| build | wall time (median) | peak memory | gosaurus is faster by | uses this share of memory |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  const speed = r === ours ? '—' : `${(r.wall_ms / ours.wall_ms).toFixed(1)}x`;
  const mem = r === ours ? '—' : `${((ours.peak_rss_mb / r.peak_rss_mb) * 100).toFixed(0)}%`;
  console.log(`| ${r.name} | ${r.wall_ms.toFixed(0)} ms | ${r.peak_rss_mb.toFixed(0)} MB | ${speed} | ${mem} |`);
}
