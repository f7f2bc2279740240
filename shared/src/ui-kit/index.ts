// `@mediawatch/shared/ui`: the UI kit every page is built from. Not a shared
// module: each app bundles the parts it uses (tree-shaken), while what they
// read (MUI, react-hook-form's state, the shared entry) stays one instance.
// docs/adding-a-page.md shows a page built from it.

export { Form } from './form/form';
export type { FormProps } from './form/form';
export { FieldText, numberOr } from './form/field-text';
export type { FieldTextProps } from './form/field-text';
export { FieldSelect } from './form/field-select';
export type { FieldSelectProps } from './form/field-select';
export { OutlinedTextField } from './form/outlined-text-field';
export type { OutlinedTextFieldProps } from './form/outlined-text-field';
export { FieldPassword } from './form/field-password';
export type { FieldPasswordProps } from './form/field-password';
export { FieldSwitch } from './form/field-switch';
export type { FieldSwitchProps } from './form/field-switch';
export { FieldMultiSelect } from './form/field-multi-select';
export { DayPicker } from './form/day-picker';
export type { DayPickerProps } from './form/day-picker';
export type { FieldMultiSelectProps } from './form/field-multi-select';

export { LoadingState, ErrorState, EmptyState, ListState } from './states/query-states';
export type { ErrorStateProps, ListStateProps } from './states/query-states';
export { ConfirmDialog } from './dialogs/confirm-dialog';
export { useConfirmDelete } from './dialogs/use-confirm-delete';
export type { ConfirmDialogProps } from './dialogs/confirm-dialog';
export { RowActions } from './row-actions/row-actions';
export { LazyPanel, lazyWithPreload } from './lazy/lazy-panel';
export type { PreloadableComponent, PreloadHandlers } from './lazy/lazy-panel';
export { LazyMenu } from './menu/lazy-menu';
export { ScrollTable } from './table/scroll-table';
export type { ScrollTableProps } from './table/scroll-table';
export { TablePager } from './table/table-pager';
export type { TablePagerProps } from './table/table-pager';
export type { RowAction } from './row-actions/row-actions';
export { NoticeSnackbar } from './snackbar/notice-snackbar';
export type { Notice } from './snackbar/notice-snackbar';
export { PageHeader } from './page-header/page-header';
export type { PageHeaderProps } from './page-header/page-header';
export { Logo } from './logo/logo';
export type { LogoProps } from './logo/logo';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { EyeIcon } from './icons/eye-icon';
export { EyeOffIcon } from './icons/eye-off-icon';
export { MoreIcon } from './icons/more-icon';

export { LtrChart, tickLabel } from './charts/ltr-chart';
export { Formula } from './formula/formula';
export { useChartAxes, useSeriesColors } from './charts/use-chart-axes';
export { addDays, browserTimeZone, dayOf, isDay, localToday } from './format/days';
export { articlesHref, TONE_FILTERS } from './utils/warehouse-link';
export type { ArticlesFilter } from './utils/warehouse-link';
export { useFormat } from './format/use-format';
export type { Formatters } from './format/use-format';
export * as format from './format/format';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useCan } from './hooks/use-can';
export { saveBlob } from './utils/save-blob';
export { sortRows } from './utils/sort-rows';
export type { Order } from './utils/sort-rows';
export { useUiTranslation } from './texts';
export { usePaginationLabels } from './pagination/use-pagination-labels';
export { PLURAL_CATEGORIES, textsMismatches } from './translation/texts-in';
export type { TextsIn } from './translation/texts-in';
export { ActionDialog } from './dialogs/action-dialog';
export type { ActionDialogProps } from './dialogs/action-dialog';
export { FormDialog } from './dialogs/form-dialog';
export type { FormDialogProps } from './dialogs/form-dialog';
export { InlineList } from './inline-list/inline-list';
export type { InlineListProps } from './inline-list/inline-list';
export { ChartPanel } from './chart-panel/chart-panel';
export type { ChartPanelProps, ChartTable } from './chart-panel/chart-panel';
export { toCsv, csvCell } from './utils/csv';
export { AlertItem, alertHrefs, alertTexts } from './alerts/alert-item';
export type { AlertItemProps } from './alerts/alert-item';
export { dragAcross, dragAnnouncer, dropInto, dropPlace, indexAmongAll, listOf, moveToList, pastMiddle } from './sortable/sortable-lists';
export type { DragAnnouncement, DropPlace, SortableLists } from './sortable/sortable-lists';
