export { LazyPanel } from './lazy-panel';
