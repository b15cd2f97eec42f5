import { runImportCommand } from '../../imports/import-command';
import { sireneSource } from './sirene-source';

// npm run registry:import -- StockUniteLegale_utf8.zip StockEtablissement_utf8.zip [--force]
await runImportCommand(sireneSource, {
  usage: 'npm run registry:import -- <StockUniteLegale_utf8.(zip|csv)> <StockEtablissement_utf8.(zip|csv)>',
  summary: 'Imports the INSEE SIRENE stock files into the database named by DATABASE_URL.',
});
