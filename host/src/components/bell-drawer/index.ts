export { BellDrawer, type BellDrawerProps } from './bell-drawer';
