export * from './error-boundary';
