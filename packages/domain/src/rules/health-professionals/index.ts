export * from './main-activity';
export * from './names';
export * from './numbers';
export * from './professions';
export * from './vouched-kyc-proposals';
