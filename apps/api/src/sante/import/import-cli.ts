import { runImportCommand } from '../../imports/import-command';
import { directorySource } from './directory-source';

// npm run sante:import -- PS_LibreAcces_Personne_activite_202611250000.txt etalab_cs1100507_stock_20261125-0433.csv
await runImportCommand(directorySource, {
  usage:
    'npm run sante:import -- <PS_LibreAcces_Personne_activite_*.txt|.zip> <etalab_cs1100507_stock_*.csv>',
  summary:
    "Imports the practitioners' directory (RPPS / ADELI) and the FINESS establishments into the database named by DATABASE_URL.",
});
