/**
 * npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [count] [skip seconds]
 *
 * The functions a V8 CPU profile (node --cpu-prof, BENCH_CPU_PROF of `npm run bench`) spent the
 * most time in themselves, with their share of the samples: where an API request's time goes.
 * Skipping the profile's first seconds leaves the process's start (module loading) out.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '25', skipSeconds = '0'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const selfMicros = new Map<string, number>();
let total = 0;
let elapsed = 0;
for (const [i, id] of profile.samples.entries()) {
  const frame = frameOf.get(id);
  const micros = profile.timeDeltas[i] ?? 0;
  elapsed += micros;
  if (!frame || elapsed < Number(skipSeconds) * 1e6) continue;
  const where = frame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*\/(apps\/api|packages\/domain)\//, '');
  const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
  selfMicros.set(key, (selfMicros.get(key) ?? 0) + micros);
  total += micros;
}
const busy = total - (selfMicros.get('(idle) :0') ?? 0);
console.info(`${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy\n`);
console.info('| self % of busy | self ms | function |');
console.info('|---:|---:|---|');
for (const [key, micros] of [...selfMicros]
  .filter(([key]) => !key.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(count))) {
  console.info(`| ${((micros / busy) * 100).toFixed(1)} | ${(micros / 1000).toFixed(0)} | \`${key}\` |`);
}
