export * from './locale';
export * from './messages/index';
