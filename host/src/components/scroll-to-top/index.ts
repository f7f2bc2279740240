export * from './scroll-to-top';
