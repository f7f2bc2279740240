export * from './resource-table';
export * from './use-resource-editor';
