export * from './due-diligence';
export * from './high-risk-countries';
export * from './risk-rating';
export * from './risk-table';
