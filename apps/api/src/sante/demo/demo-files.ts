import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo directories shipped with the product (invented people and establishments). */
export const DEMO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'sante-data');
export const DEMO_PRACTITIONERS_FILE = 'PS_LibreAcces_Personne_activite_202611250000.txt';
export const DEMO_ESTABLISHMENTS_FILE = 'etalab_cs1100507_stock_demo.csv';
export const DEMO_PRACTITIONERS_PATH = join(DEMO_DIR, DEMO_PRACTITIONERS_FILE);
export const DEMO_ESTABLISHMENTS_PATH = join(DEMO_DIR, DEMO_ESTABLISHMENTS_FILE);

/**
 * Invented practitioners every demo and browser journey can rely on (numbers outside the real
 * RPPS range, which starts with 10).
 */
export const DEMO_DOCTOR = {
  number: '19900000001',
  civility: 'Docteur',
  first_name: 'Camille',
  last_name: 'MARTIN',
  profession_code: '10',
} as const;
