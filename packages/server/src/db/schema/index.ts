export * from './companies';
export * from './users';
export * from './support';
