// Entry of a rescreen's scoring thread. A worker starts without the TypeScript loader the
// process runs under, so it registers it before loading the scoring loop.
import { register } from 'tsx/esm/api';

register();
await import('./rescreen-worker-loop.ts');
