import { fileURLToPath } from 'node:url';

/** The lists shipped for the embedded default and the tests: invented entries in the official layouts. */
export const DEMO_NATIONAL_REGISTER_PATH = fileURLToPath(
  new URL('../../../../screening-data/registre-national-gels_demo.json', import.meta.url),
);
export const DEMO_EU_LIST_PATH = fileURLToPath(
  new URL('../../../../screening-data/xmlFullSanctionsList_1_1_demo.xml', import.meta.url),
);
