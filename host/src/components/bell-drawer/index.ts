export { BellDrawer, BellDrawerList } from './bell-drawer';
