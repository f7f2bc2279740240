// ----------------------------------------------------------------------
// The version of the entity extraction (docs/decisions/0047-entities-method.md).
// Each article stores the version its entities were extracted with
// (articles.entities_method, migration 0122; 0 is never extracted); the
// `entities-extract` job extracts again every article whose version
// differs, so raising this number re-extracts the stored corpus once.
// Raise it whenever extractEntities (./extract.ts) finds anything differently.
//
// 1: gazetteers (countries, GeoNames cities, alias table) and capitalized
//    spans after a title or a given name.

export const ENTITIES_METHOD_VERSION = 1;
