// `@mediawatch/shared/constants`: the API's limits, enumerations and analysis
// rules, for the apps' forms and views. Plain values, so each app bundles the
// ones it reads (tree-shaken) instead of every page loading all of them with
// the shared entry, which every page pays for in its JavaScript budget
// (docs/decisions/0007-javascript-budgets.md). The API reads them through `/schemas`.
export * from './limits';
export * from './analytics-rules';
export * from './baseline-stats';
export * from './feed-url';
