export * from './names';
export * from './numbers';
export * from './professions';
