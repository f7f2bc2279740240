export { MediaScaleIndexView } from './media-scale-index-view';
