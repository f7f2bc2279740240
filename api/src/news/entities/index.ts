export { extractEntities, type ExtractedEntity } from './extract';
