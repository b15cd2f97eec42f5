import { runImportCommand } from '../../../imports/import-command';
import { screeningSource } from './screening-source';

// npm run screening:import -- registre-national-gels.json xmlFullSanctionsList_1_1.xml
await runImportCommand(screeningSource, {
  usage: 'npm run screening:import -- <national register of freezes .json> <EU consolidated list .xml>',
  summary:
    'Imports publications of the asset-freeze and sanctions lists into the database named by DATABASE_URL, ' +
    'each a new version kept beside the earlier ones; the same publication again is skipped.',
});
