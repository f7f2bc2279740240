export { WarehouseView } from './warehouse-view';
