// Entry of the import's parsing thread. A worker starts without the TypeScript loader the
// command runs under, so it registers it before loading the parser.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker-loop.ts');
