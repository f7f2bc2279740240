export { TensionView } from './tension-view';
