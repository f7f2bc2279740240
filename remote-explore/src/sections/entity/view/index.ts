export { EntityView } from './entity-view';
