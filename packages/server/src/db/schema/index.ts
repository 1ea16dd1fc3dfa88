export * from './companies';
export * from './users';
export * from './support';
export * from './programs';
export * from './clients';
export * from './goals';
export * from './notes';
export * from './billing';
