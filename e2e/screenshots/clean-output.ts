import { rmSync } from 'node:fs';
import { OUTPUT_DIR } from './camera';

/** Each tour starts from an empty output folder, so that no picture of an older run is left. */
export default function cleanOutput(): void {
  rmSync(OUTPUT_DIR, { recursive: true, force: true });
}
