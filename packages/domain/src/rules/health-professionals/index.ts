export * from './main-activity';
export * from './names';
export * from './numbers';
export * from './professions';
