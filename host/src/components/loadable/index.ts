export { lazyWithPreload, loadable, LoadableOutlet, type Loadable } from './loadable';
