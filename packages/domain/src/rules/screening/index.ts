// Asset-freeze and sanctions screening: the lists' one entry shape, and the matching of a person
// or a company against them (pure: the API reads the lists and keeps one index per version).
export * from './birth-dates';
export * from './company-names';
export * from './listed-entry';
export * from './match-reasons';
export * from './nationalities';
export * from './person-names';
export * from './screen';
export * from './screening-hits';
export * from './screening-index';
export * from './token-similarity';
