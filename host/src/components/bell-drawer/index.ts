export { BellDrawer, BellDrawerList, type BellDrawerListProps, type BellDrawerProps } from './bell-drawer';
