import { runImportCommand } from '../../../imports/import-command';
import { rescreenBaseOf } from '../../../imports/screening-rescreen';
import { screeningSource } from './screening-source';

// npm run screening:import -- registre-national-gels.json xmlFullSanctionsList_1_1.xml
const { config, results } = await runImportCommand(screeningSource, {
  usage: 'npm run screening:import -- <national register of freezes .json> <EU consolidated list .xml>',
  summary:
    'Imports publications of the asset-freeze and sanctions lists into the database named by DATABASE_URL, ' +
    'each a new version kept beside the earlier ones; the same publication again is skipped. ' +
    'A new publication screens every person and company of the base again.',
});
// A new version: every customer is screened against it (an unfinished rescreen goes on as well).
if (results.some((result) => result.status !== 'skipped')) {
  await rescreenBaseOf(config, (line) => process.stderr.write(`${line}\n`)).catch((error: unknown) => {
    process.stderr.write(`Rescreen stopped: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
