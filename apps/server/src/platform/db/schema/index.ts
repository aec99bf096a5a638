export * from './auth';
export * from './billing';
export * from './configuration';
export * from './contact';
export * from './mail';
export * from './operator';
export * from './organizations';
export * from './widget';
