export { extractEntities, type ExtractedEntity } from './extract';
export { ENTITIES_METHOD_VERSION } from './method';
