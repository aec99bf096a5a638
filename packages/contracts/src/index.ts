export * from './auth';
export * from './billing';
export * from './conversations';
export * from './errors';
export * from './local-forms';
export * from './operator';
export * from './organizations';
export * from './paths';
