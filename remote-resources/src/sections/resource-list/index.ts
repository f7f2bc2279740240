export * from './resource-table';
export * from './use-resource-editor';
export * from './resource-editor-overlays';
